import { JobId } from '@hoa/domain';
import { adjustmentStep, journalEntryStep } from './ledger-steps';
import {
  applyChargesStep,
  collectionsStep,
  interestStep,
  lateFeesStep,
  prepaidsStep,
} from './posting-steps';
import { reportPackageStep, reportStep } from './report-steps';
import type { JobStep } from './types';
import { validationExportSteps } from './validation-export-step';

/** Each job type's step, by job id (spec 3 §3 'Job ids'). */
const steps: Readonly<Record<number, JobStep>> = {
  [JobId.Reports]: reportStep,
  [JobId.Adjustment]: adjustmentStep,
  [JobId.JournalEntry]: journalEntryStep,
  [JobId.ApplyCharges]: applyChargesStep,
  [JobId.Interest]: interestStep,
  [JobId.LateFees]: lateFeesStep,
  [JobId.Prepaids]: prepaidsStep,
  [JobId.Collections]: collectionsStep,
  [JobId.ReportPackages]: reportPackageStep,
  ...validationExportSteps,
};

export function jobStep(jobId: number): JobStep | undefined {
  return steps[jobId];
}

export type { JobStep, StepInput, StepOutcome } from './types';
