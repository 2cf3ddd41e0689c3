import { AutopayMessages, FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, SuccessResponse, entityId as id } from '../fields';

// Direct debit (spec 3 §2 'Owner payments … direct debit', §7 /AutoPay/GetFailedDirectDebits and
// RetryFailedDirectDebits, §8 ACH return codes; spec 2 §9 R19 limit): owners enrolled with their
// bank details (routing number checked, account number stored encrypted and shown masked), a run
// that writes the community's NACHA file (prenotes before the first live debit; each live debit a
// direct-debit cash receipt 51), returns read from the bank's return file, and retries.

export const DirectDebitEnrollmentSchema = z.object({
  DirectDebitEnrollmentId: z.number(),
  CommunityAgentId: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  AccountNumber: z.string().nullable(),
  RoutingNumber: z.string(),
  /** Only the last four digits: ****1234. */
  MaskedAccountNumber: z.string(),
  AccountType: z.enum(['C', 'S']),
  NameOnAccount: z.string(),
  IsPrenoted: z.boolean(),
  /** The owner's autopay (issue 23): drafts of the charges due on the community's day. */
  IsAutopay: z.boolean(),
  /** The owner turned autopay on from the portal (staff keep it when they change the account). */
  IsFromPortal: z.boolean(),
  /** The owner's cap per autopay draft, in cents; null: none. */
  AutopayCapCents: z.number().int().nullable(),
  /** The owner chose to pay the past due with the next draft. */
  PayPastDueNext: z.boolean(),
  /** What the owner owes now: the amount of the next live debit (without autopay). */
  Balance: z.number(),
});
export type DirectDebitEnrollment = z.infer<typeof DirectDebitEnrollmentSchema>;

export const DirectDebitRunSchema = z.object({
  DirectDebitRunId: z.number(),
  CommunityAgentId: z.number(),
  BankAccountName: z.string(),
  EffectiveDate: z.string(),
  FileName: z.string(),
  EntryCount: z.number(),
  PrenoteCount: z.number(),
  Total: z.number(),
  EntryHash: z.string(),
  CreatedAt: z.string(),
});
export type DirectDebitRun = z.infer<typeof DirectDebitRunSchema>;

/** An owner whose live debit a run left out: NACHA's prenote wait is not over on its date. */
export const PrenoteWaitSchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  /** The effective date of the prenote to the owner's bank account. */
  PrenoteEffectiveDate: z.string(),
  /** The first effective entry date a live debit to the account may have (3 banking days on). */
  FirstDebitDate: z.string(),
});
export type PrenoteWait = z.infer<typeof PrenoteWaitSchema>;

/**
 * An owner whose live debit a run left out because it is over the R19 amount limit ($25,000.00): an
 * ordinary owner's balance, or an autopay owner's draft by the draft rule.
 */
export const OverLimitDebitSchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  IsAutopay: z.boolean(),
  /** What the debit would have taken, in cents. */
  OverLimitCents: z.number().int(),
  /** Why it was not debited. */
  NotDraftedReason: z.string(),
});
export type OverLimitDebit = z.infer<typeof OverLimitDebitSchema>;

/**
 * A new run, with the owners it left out until their prenote wait is over, and those whose debit
 * is over the R19 amount limit.
 */
export const CreatedDirectDebitRunSchema = DirectDebitRunSchema.extend({
  PrenoteWaits: z.array(PrenoteWaitSchema),
  OverLimit: z.array(OverLimitDebitSchema),
});

export const FailedDirectDebitSchema = z.object({
  DirectDebitEntryId: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  Amount: z.number(),
  TraceNumber: z.string(),
  ReturnCode: z.string(),
  Description: z.string(),
  Detail: z.string(),
  Suggestion: z.string().nullable(),
  ReturnedOn: z.string(),
  RetriesSent: z.number(),
  CanRetry: z.boolean(),
  /** Why it cannot be retried; null when it can. */
  RetryBlockedReason: z.string().nullable(),
  TopsItemId: z.number().nullable(),
});
export type FailedDirectDebit = z.infer<typeof FailedDirectDebitSchema>;

export const AchReturnCodeSchema = z.object({
  Code: z.string(),
  Description: z.string(),
  Detail: z.string(),
  Suggestion: z.string().nullable(),
  MaxRetries: z.number(),
  RetryWithinDays: z.number().nullable(),
});

/**
 * A notification of change from a bank's return file (NACHA COR entry, addenda 98): the entry it
 * is about (by original trace number) and its owner, the change code and what it means, and the
 * corrected data (account numbers masked). Applied to the enrolment on confirmation.
 */
export const DirectDebitChangeNoticeSchema = z.object({
  DirectDebitChangeNoticeId: z.number(),
  FileName: z.string(),
  ReceivedOn: z.string(),
  OriginalTraceNumber: z.string(),
  ChangeCode: z.string(),
  /** What the change code means (C01 Incorrect account number…). */
  Description: z.string(),
  /** The corrected data, account numbers masked: 'Account number ****1614'. */
  CorrectedData: z.string(),
  /** False when no direct debit of the community has the original trace number. */
  IsMatched: z.boolean(),
  DirectDebitEntryId: z.number().nullable(),
  DirectDebitEnrollmentId: z.number().nullable(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  /** The matched entry: its file, effective date, amount, and whether it was a prenote. */
  EntryFileName: z.string().nullable(),
  EntryEffectiveDate: z.string().nullable(),
  EntryAmount: z.number().nullable(),
  EntryIsPrenote: z.boolean().nullable(),
  /** The enrolment's bank details now: routing, masked account, checking or savings. */
  CurrentDetails: z.string().nullable(),
  AppliedAt: z.string().nullable(),
  CanApply: z.boolean(),
  /** Why it cannot be applied; null when it can. */
  ApplyBlockedReason: z.string().nullable(),
});
export type DirectDebitChangeNotice = z.infer<typeof DirectDebitChangeNoticeSchema>;

export const DirectDebitEnrollmentHistorySchema = z.object({
  DirectDebitEnrollmentHistoryId: z.number(),
  DirectDebitChangeNoticeId: z.number().nullable(),
  /** When it happened (ISO timestamp). */
  CreatedAt: z.string(),
  UserName: z.string().nullable(),
  /** 'Account number corrected by NOC C01 on 03/12/2026 from return file returns.ach (…)'. */
  Description: z.string(),
});
export type DirectDebitEnrollmentHistory = z.infer<typeof DirectDebitEnrollmentHistorySchema>;

const achFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The NACHA file' });

export const directDebit = {
  GetEnrollments: endpoint({
    method: 'GET',
    path: '/api/DirectDebit/GetEnrollments',
    summary: 'Owners of a community enrolled in direct debit',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(DirectDebitEnrollmentSchema),
  }),
  SaveEnrollment: endpoint({
    method: 'POST',
    path: '/api/DirectDebit/SaveEnrollment',
    summary:
      'Enroll an owner (or change their bank details); a new account needs a prenote again. The owner’s autopay, cap and past-due choice are kept',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      OwnerAgentId: id,
      RoutingNumber: z.string().trim().max(9),
      AccountNumber: z
        .string()
        .trim()
        .min(4)
        .max(17)
        .regex(/^[0-9A-Za-z-]+$/, 'letters, digits and dashes only'),
      AccountType: z.enum(['C', 'S']),
      NameOnAccount: z.string().trim().min(1).max(100),
    }),
    response: DirectDebitEnrollmentSchema,
  }),
  SaveEnrollmentAutopay: endpoint({
    method: 'POST',
    path: '/api/DirectDebit/SaveEnrollmentAutopay',
    summary:
      'Turn an enrolled owner’s autopay on or off, or change its cap per draft and past-due choice; off, the enrolment stays on direct debit of the whole balance',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      DirectDebitEnrollmentId: id,
      IsAutopay: z.boolean(),
      /** The cap per draft in cents; null: none. Ignored (null) with autopay off. */
      AutopayCapCents: moneyCents.positive(AutopayMessages.capPositive).nullable(),
      /** Take the past due with the next draft. Ignored (false) with autopay off. */
      PayPastDueNext: z.boolean(),
    }),
    response: DirectDebitEnrollmentSchema,
  }),
  RemoveEnrollment: endpoint({
    method: 'POST',
    path: '/api/DirectDebit/RemoveEnrollment',
    summary: 'Stop direct debit for an owner',
    access: { claim: 'arownerpayments', level: 'delete' },
    body: z.strictObject({ DirectDebitEnrollmentId: id }),
    response: SuccessResponse,
  }),
  CreateRun: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DirectDebit/CreateRun',
    summary:
      'Write the NACHA file of a community: prenotes and live debits of owner balances. The ' +
      'effective date must be a banking day, not in the past; a live debit waits 3 banking days ' +
      'after its prenote (those owners are left out and listed in PrenoteWaits); a live debit ' +
      'over the R19 limit of $25,000.00 is left out and listed in OverLimit.',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({ CommunityAgentId: id, BankAccountId: id, EffectiveDate: isoDate }),
    response: CreatedDirectDebitRunSchema,
  }),
  GetRuns: endpoint({
    method: 'GET',
    path: '/api/DirectDebit/GetRuns',
    summary: 'The direct debit files of a community, newest first',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(DirectDebitRunSchema),
  }),
  DownloadRunFile: endpoint({
    method: 'GET',
    path: '/api/DirectDebit/DownloadRunFile/:id',
    summary: 'The NACHA file of a run',
    access: { claim: 'arownerpayments', level: 'read' },
    params: z.strictObject({ id: idParam }),
    response: achFile,
    download: [FileTypes.AsciiText],
  }),
  ImportReturnFile: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DirectDebit/ImportReturnFile',
    summary:
      'Read the bank’s NACHA return file: mark the returned debits and list its notifications of change',
    access: { claim: 'arownerpayments', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: id,
      /** The file's text. */
      Content: z.string().min(94).max(900_000),
      /** The uploaded file's name, kept with its notifications of change. */
      FileName: z.string().trim().min(1).max(255).optional(),
    }),
    response: z.object({
      ReturnedCount: z.number(),
      UnmatchedTraceNumbers: z.array(z.string()),
      /** The file's notifications of change (COR entries), matched or not; none is applied yet. */
      ChangeNotices: z.array(DirectDebitChangeNoticeSchema),
    }),
  }),
  GetChangeNotices: endpoint({
    method: 'GET',
    path: '/api/DirectDebit/GetChangeNotices',
    summary: 'Notifications of change read from the community’s return files, newest first',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(DirectDebitChangeNoticeSchema),
  }),
  ApplyChangeNotice: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DirectDebit/ApplyChangeNotice',
    summary:
      'Apply a notification of change to the owner’s direct-debit enrolment (once) and keep it in its history',
    access: { claim: 'arownerpayments', level: 'update' },
    body: z.strictObject({ DirectDebitChangeNoticeId: id }),
    response: DirectDebitChangeNoticeSchema,
  }),
  GetEnrollmentHistory: endpoint({
    method: 'GET',
    path: '/api/DirectDebit/GetEnrollmentHistory',
    summary: 'The changes made to an enrolment’s bank details, newest first',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ enrollmentId: idParam }),
    response: z.array(DirectDebitEnrollmentHistorySchema),
  }),
  GetAchReturnCodes: endpoint({
    method: 'GET',
    path: '/api/AutoPay/GetAchReturnCodes',
    summary: 'ACH return codes R01-R37 with description, detail and suggestion',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({}),
    response: z.array(AchReturnCodeSchema),
  }),
  GetFailedDirectDebits: endpoint({
    method: 'GET',
    path: '/api/AutoPay/GetFailedDirectDebits',
    summary: 'Returned direct debits of a community with their return codes',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(FailedDirectDebitSchema),
  }),
  RetryFailedDirectDebits: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AutoPay/RetryFailedDirectDebits',
    summary: 'Present returned debits again in a new NACHA file, within their retry limits',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      BankAccountId: id,
      EffectiveDate: isoDate,
      DirectDebitEntryIds: z.array(id).min(1).max(10_000),
    }),
    response: DirectDebitRunSchema,
  }),
};
