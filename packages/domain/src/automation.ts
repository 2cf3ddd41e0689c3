import type { AccessLevel, PermissionClaim } from './permissions';
import { JobId, ValidationFileJobIds } from './static-data/jobs';

// Automation rules shared by server and web (issue 25): what each job type asks of the user who
// adds it to a workflow (and of the user it runs as), the run statuses, quarantine.

export interface JobClaim {
  readonly claim: PermissionClaim;
  readonly level: AccessLevel;
}

const create = (claim: PermissionClaim): JobClaim => ({ claim, level: 'create' });

/** The claim a job's step needs: the claim of the use case it calls. */
export const JobStepClaims: Readonly<Record<number, JobClaim>> = {
  [JobId.Reports]: { claim: 'glaccounts', level: 'read' },
  [JobId.Adjustment]: create('arapplycharges'),
  [JobId.JournalEntry]: create('gljournalentries'),
  [JobId.ApplyCharges]: create('arapplycharges'),
  [JobId.Interest]: create('arapplyinterest'),
  [JobId.LateFees]: create('arapplylatefees'),
  [JobId.Prepaids]: create('arapplyprepaid'),
  [JobId.Collections]: create('arcollection'),
  [JobId.ReportPackages]: { claim: 'glaccounts', level: 'read' },
  ...Object.fromEntries(ValidationFileJobIds.map((id) => [id, { claim: 'bank', level: 'read' }])),
};

export const JobRunStatus = {
  Running: 'running',
  AwaitingApproval: 'awaiting-approval',
  Succeeded: 'succeeded',
  Failed: 'failed',
  RolledBack: 'rolled-back',
} as const;
export type JobRunStatus = (typeof JobRunStatus)[keyof typeof JobRunStatus];

/** Failed runs in a row after which a job schedule is quarantined (temporarily suspended). */
export const QuarantineAfterFailures = 3;

/**
 * Minutes after a failed run (a fault, not a refusal) before its period is tried again: 5 after
 * the first failure in a row, then three times longer each time (15, 45 …) until the run succeeds
 * or QuarantineAfterFailures quarantines the schedule.
 */
export const retryDelayMinutes = (failures: number): number => 5 * 3 ** Math.max(0, failures - 1);

/** Page sizes (spec 3 §9): job schedule 15, automation job list 5, its history 5. */
export const JobSchedulePageSize = 15;
export const AutomationJobPageSize = 5;

/** An automation job's default cron (spec 3 §9 'Default cron: daily at midnight'). */
export const DefaultAutomationCron = '0 0 * * *';

/** The run key of a job schedule's run for a period: a retried run finds the first one. */
export const jobRunKey = (jobScheduleId: number, scheduledFor: Date): string =>
  `js:${jobScheduleId}:${scheduledFor.toISOString()}`;

/** The run key of an automation job's run at a time (its cron's, or the minute it was enabled). */
export const automationJobRunKey = (automationJobId: number, at: Date): string =>
  `aj:${automationJobId}:${at.toISOString()}`;
