import {
  InterestMethodIds,
  InterestMessages,
  JobId,
  JobScheduleMessages,
  ReportFormatId,
  ValidationFileJobIds,
} from '@hoa/domain';
import { z } from 'zod';
import { entityId } from '../fields';
import { BatchAdjustmentBody } from './adjustments-schemas';
import { JournalLineInputSchema } from './journal-entries';

// The parameters of each job type (spec 3 §3 'Job schedule' ParamsObject, §7 'Step outputs by job
// type'). A workflow's step is checked against its schema when it is saved, so a step that cannot
// run is refused then, with the step and the field named, never found at 2 a.m. The community, the
// post date and the format come from the job schedule, not from here.

const codeIds = z.array(entityId).max(200).optional();
const isPosted = z.boolean().default(true);

const Posting = z.strictObject({ CodeIds: codeIds, IsPosted: isPosted });

/**
 * The interest method a run charges (ParamsObject CommInterestSettings: InterestMethodID, name):
 * set on the community's interest settings when the step runs; absent: left as they are.
 */
const CommInterestSettings = z.strictObject({
  InterestMethodID: z
    .number()
    .int()
    .refine((id) => InterestMethodIds.includes(id), { message: InterestMessages.noMethod }),
  name: z.string().trim().max(100).optional(),
});

const Interest = z.strictObject({
  Item: z.strictObject({ CodeIds: codeIds }).default({}),
  CommInterestSettings: CommInterestSettings.optional(),
  IsPosted: isPosted,
});

const LateFees = z.strictObject({
  CodeIds: codeIds,
  /** Set on the community's late fee settings when the step runs; absent: left as they are. */
  CurrentMonthOnly: z.boolean().optional(),
  ExclusionDays: z.number().int().min(0).max(365).optional(),
  IsPosted: isPosted,
});

const Collections = z.strictObject({
  CodeIds: codeIds,
  OverrideEmailPreferences: z.boolean().default(false),
  IsPosted: isPosted,
});

const JournalEntry = z.strictObject({
  JournalEntry: z.strictObject({
    Reference: z.string().trim().min(1).max(100),
    Description: z.string().trim().min(1).max(500),
    Transactions: z
      .array(JournalLineInputSchema)
      .min(1, 'There are no Transactions to Save.')
      .max(200),
  }),
  IsAutomated: z.boolean().default(true),
});

const Adjustment = z.strictObject({
  BatchArAdjustment: BatchAdjustmentBody.omit({
    CommunityId: true,
    PostDate: true,
    IdempotencyKey: true,
  }),
});

const Reports = z.strictObject({
  Name: z.string().trim().min(1).max(100),
  Parameters: z.record(z.string(), z.unknown()).default({}),
  /** Append the community's latest bank statements to the PDF (PDF only: stepFormatProblem). */
  IncludeSmartBankingStatements: z.boolean().default(false),
});

const ReportPackages = z.strictObject({
  Parameters: z.strictObject({ ReportPackageId: entityId }),
});

const ValidationExport = z.strictObject({
  BankId: entityId,
  Candidates: z
    .array(
      z.strictObject({
        CommunityId: entityId,
        Accounts: z
          .array(
            z.strictObject({
              AccountId: entityId,
              BankManagementCompanyId: entityId.optional(),
              IsSelected: z.boolean().default(true),
            }),
          )
          .min(1),
      }),
    )
    .min(1, 'Please select a Community'),
  Name: z.literal('HOAValidation').default('HOAValidation'),
});

/** Each job's parameter schema, by job id. */
export const JobStepParameterSchemas: Readonly<Record<number, z.ZodType>> = {
  [JobId.Reports]: Reports,
  [JobId.Adjustment]: Adjustment,
  [JobId.JournalEntry]: JournalEntry,
  [JobId.ApplyCharges]: Posting,
  [JobId.Interest]: Interest,
  [JobId.LateFees]: LateFees,
  [JobId.Prepaids]: Posting,
  [JobId.Collections]: Collections,
  [JobId.ReportPackages]: ReportPackages,
  ...Object.fromEntries(ValidationFileJobIds.map((id) => [id, ValidationExport])),
};

/**
 * What a step's parameters ask that its job's format refuses (spec 3 §4 'Workflow panels': the
 * report format watcher clears IncludeSmartBankingStatements unless the format is PDF): the field
 * and the message, or null. The parameters are the job's schema's output.
 */
export function stepFormatProblem(
  jobId: number,
  format: number,
  params: Readonly<Record<string, unknown>>,
): [string, string] | null {
  return jobId === JobId.Reports &&
    params.IncludeSmartBankingStatements === true &&
    format !== ReportFormatId.Pdf
    ? ['IncludeSmartBankingStatements', JobScheduleMessages.smartBankingPdfOnly]
    : null;
}

export type PostingStep = z.output<typeof Posting>;
export type InterestStep = z.output<typeof Interest>;
export type LateFeeStep = z.output<typeof LateFees>;
export type CollectionStep = z.output<typeof Collections>;
export type JournalEntryStep = z.output<typeof JournalEntry>;
export type AdjustmentStep = z.output<typeof Adjustment>;
export type ReportStep = z.output<typeof Reports>;
export type ReportPackageStep = z.output<typeof ReportPackages>;
export type ValidationExportStep = z.output<typeof ValidationExport>;
