import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, moneyCents, entityId as id } from '../fields';

// Charge assignment, scheduled charges and the charge-run framework (spec 3 §2, §3, §5, §7 'Apply
// charges and collections'): settings, accrue (a preview), review and edit, post. Amounts are cents.

const cents = moneyCents.min(0);
const txnTypeId = z.number().int().min(1).max(102);

export const ChargeRunCodeSchema = z.object({
  TopsCodeId: z.number(),
  TopsCodeTypeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  FrequencyId: z.number().nullable(),
  FrequencyName: z.string().nullable(),
  MethodId: z.number().nullable(),
  LastApplied: z.string().nullable(),
  NextDueDate: z.string().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  Amount: z.number(),
  Rate: z.string().nullable(),
  /** Properties the code is assigned to. */
  AssignedCount: z.number(),
  /** The frequency rule allows accruing it on the settings date. */
  IsDue: z.boolean(),
  /** Selected by the auto-select due rules. */
  IsSelected: z.boolean(),
});
export type ChargeRunCode = z.infer<typeof ChargeRunCodeSchema>;

export const ChargeSettingsSchema = z.object({
  LastApplied: z.string().nullable(),
  PropertiesCount: z.number(),
  Codes: z.array(ChargeRunCodeSchema),
  /** The open accounting period holding the date: its start and end. */
  Period: z.object({ StartDate: z.string(), EndDate: z.string() }).nullable(),
  /** A run of this type accrued and not yet posted, to review. */
  AccruedItemId: z.number().nullable(),
  errorMessage: z.string().nullable(),
});
export type ChargeSettings = z.infer<typeof ChargeSettingsSchema>;

export const ChargeBatchRowSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  TopsTxnTypeId: z.number(),
  TopsStatusId: z.number(),
  PostDate: z.string(),
  OwnersCount: z.number(),
  TotalAmount: z.number(),
  AccruedAmount: z.number(),
  IsTransactionEdited: z.boolean(),
});
export type ChargeBatchRow = z.infer<typeof ChargeBatchRowSchema>;

/**
 * A line of a charge run's owner: one per owner and code. Its item agent detail, where it has one
 * (a run keeps its owners' lines without one; a line is addressed by owner and code).
 */
export const ChargeDetailSchema = z.object({
  TopsItemAgentDetailId: z.number().nullable(),
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  Amount: z.number(),
  AccruedAmount: z.number(),
  IsDebit: z.boolean(),
  AccountID: z.number().nullable(),
});

export const ChargeItemAgentSchema = z.object({
  TopsItemAgentId: z.number().nullable(),
  TopsAgentId: z.number(),
  OwnerName: z.string(),
  PropertyAgentId: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  Address: z.string().nullable(),
  Total: z.number(),
  Details: z.array(ChargeDetailSchema),
});
export type ChargeItemAgent = z.infer<typeof ChargeItemAgentSchema>;

const runQuery = z.strictObject({
  itemId: idParam,
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
});

export const ItemAgentSummarySchema = z.object({
  Rows: z.array(ChargeItemAgentSchema),
  TotalCount: z.number(),
});

export const PostRunsBody = z.strictObject({ ItemIds: z.array(id).min(1).max(5_000) });
export const PostRunsResponse = z.object({ PostedCount: z.number(), TotalAmount: z.number() });

export const ChargeAssignmentRowSchema = z.object({
  /** The assignment's id; null when the code is not assigned. */
  AgentCodeCategoryId: z.number().nullable(),
  TopsCodeId: z.number(),
  TopsCodeTypeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  FrequencyName: z.string().nullable(),
  Amount: z.number(),
  IsAssigned: z.boolean(),
  IsAutoPayEnabled: z.boolean(),
  AcceleratedStartDate: z.string().nullable(),
  AcceleratedEndDate: z.string().nullable(),
});
export type ChargeAssignmentRow = z.infer<typeof ChargeAssignmentRowSchema>;

export const ChargeAssignmentSummarySchema = z.object({
  PropertyAgentId: z.number(),
  CommunityAgentId: z.number(),
  Codes: z.array(ChargeAssignmentRowSchema),
});

/**
 * The review calls of a charge run under its controller (spec 3 §7: GETs under
 * ApplyScheduledCharges, ApplyLateFees, ApplyInterest and Collection for batch summary and
 * item-agent summary): the same shapes; under a type's own controller a run of another type is 404.
 * Each controller's endpoint writes its own path: `endpoint({ path: '/api/…', ...batchSummary(…) })`.
 */
export const batchSummary = (runName: string) =>
  ({
    method: 'GET',
    summary: `The item of a ${runName} run: its community, status and totals`,
    query: z.strictObject({ itemId: idParam }),
    response: ChargeBatchRowSchema,
  }) as const;

export const itemAgentSummary = (runName: string) =>
  ({
    method: 'GET',
    summary: `The owners of a ${runName} run with their charges, a page at a time`,
    query: runQuery,
    response: ItemAgentSummarySchema,
  }) as const;

/** PostItemV2 of a run type's controller: PostItem refusing runs of other types. */
export const postItemV2 = (runName: string) =>
  ({
    method: 'POST',
    idempotent: true,
    summary: `Post accrued ${runName} runs to the ledger and the owners (other types are refused)`,
    body: PostRunsBody,
    response: PostRunsResponse,
  }) as const;

export const BeginningBalanceSummarySchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  /** Beginning balance adjustments (73) accrued, not yet posted. */
  AccruedCount: z.number(),
  PostedCount: z.number(),
  /** Owners with a posted beginning balance adjustment. */
  OwnersCount: z.number(),
  /** Posted debit and credit lines, cents, and debits less credits. */
  DebitAmount: z.number(),
  CreditAmount: z.number(),
  NetAmount: z.number(),
  LastPostDate: z.string().nullable(),
});
export type BeginningBalanceSummary = z.infer<typeof BeginningBalanceSummarySchema>;

export const CommunityHeaderSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  /** The community's code (its alias). */
  CommunityCode: z.string().nullable(),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  StateId: z.number().nullable(),
  PostalCode: z.string().nullable(),
  /** The fiscal year holding the date, and its accounting period holding the date. */
  FiscalYear: z
    .object({
      FiscalYearId: z.number(),
      StartDate: z.string(),
      EndDate: z.string(),
      IsClosed: z.boolean(),
    })
    .nullable(),
  Period: z.object({ StartDate: z.string(), EndDate: z.string(), IsOpen: z.boolean() }).nullable(),
});
export type CommunityHeader = z.infer<typeof CommunityHeaderSchema>;

export const PrepaidLastAppliedSchema = z.object({
  CommunityAgentId: z.number(),
  /** The post date of the latest posted prepaids run (43); null when none was posted. */
  LastAppliedDate: z.string().nullable(),
  TopsItemId: z.number().nullable(),
});

export const AlreadyAppliedCodeSchema = z.object({
  /** A posted prepaids run of the community applied the code in the period holding the date. */
  IsAlreadyApplied: z.boolean(),
  /** The period looked at: the accounting period holding the date, else its calendar month. */
  PeriodStartDate: z.string(),
  PeriodEndDate: z.string(),
  /** The latest such run, when there is one. */
  TopsItemId: z.number().nullable(),
  PostDate: z.string().nullable(),
});

export const charges = {
  GetTransactionTypes: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetTransactionTypes',
    summary: 'The charge-run transaction types the user may create (spec 3 §6)',
    response: z.array(z.object({ TopsTxnTypeId: z.number(), TxnTypeName: z.string() })),
  }),
  GetSettings: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetSettings',
    summary: 'A charge run’s codes, last applied date, property count and period for a date',
    query: z.strictObject({
      communityAgentId: idParam,
      topsTxnTypeId: z.coerce.number().int().min(1).max(102),
      fiscalYearId: idParam.optional(),
      postDate: isoDate.optional(),
    }),
    response: ChargeSettingsSchema,
  }),
  GetSettingsAsync: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetSettingsAsync',
    summary:
      'GetSettings when recurring credit is enabled: also serves recurring credits (102), their codes due',
    query: z.strictObject({
      communityAgentId: idParam,
      topsTxnTypeId: z.coerce.number().int().min(1).max(102),
      enableRecurringCredit: booleanParam.default(false),
      fiscalYearId: idParam.optional(),
      postDate: isoDate.optional(),
    }),
    response: ChargeSettingsSchema,
  }),
  GetScheduledCharges: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetScheduledCharges',
    summary: 'Scheduled charges of a kind: codes with frequency, last applied, next due, amount',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      kind: z.enum(['assessments', 'latefees', 'prepaids']),
    }),
    response: z.array(ChargeRunCodeSchema),
  }),
  Accrue: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyScheduledCharges/Accrue',
    summary:
      'Accrue a charge run (a preview) for one community or many; codes omitted are auto-selected',
    body: z.strictObject({
      TopsTxnTypeId: txnTypeId,
      PostDate: isoDate,
      Communities: z
        .array(
          z.strictObject({
            CommunityAgentId: id,
            CodeIds: z.array(id).max(200).optional(),
          }),
        )
        .min(1)
        .max(5_000),
    }),
    response: z.object({
      Items: z.array(
        z.object({
          CommunityAgentId: z.number(),
          TopsItemId: z.number().nullable(),
          OwnersCount: z.number(),
          TotalAmount: z.number(),
        }),
      ),
    }),
  }),
  GetBatchSummary: endpoint({
    path: '/api/ApplyScheduledCharges/GetBatchSummary',
    ...batchSummary('charge'),
  }),
  GetItemAgentSummary: endpoint({
    path: '/api/ApplyScheduledCharges/GetItemAgentSummary',
    ...itemAgentSummary('charge'),
  }),
  UpdateItemBatchSummary: endpoint({
    method: 'POST',
    path: '/api/ApplyScheduledCharges/UpdateItemBatchSummary',
    summary: 'Edit the amounts of an accrued charge run before it is posted',
    body: z.strictObject({
      TopsItemId: id,
      Details: z
        .array(z.strictObject({ TopsAgentId: id, TopsCodeId: id, Amount: cents }))
        .min(1)
        .max(5_000),
    }),
    response: ChargeBatchRowSchema,
  }),
  PostItem: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyScheduledCharges/PostItem',
    summary: 'Post accrued charge runs to the ledger and the owners; sets the codes’ last applied',
    body: PostRunsBody,
    response: PostRunsResponse,
  }),
  PostAndOverrideItem: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyScheduledCharges/PostAndOverrideItem',
    summary: 'Post an accrued charge run with the offset account of some codes overridden',
    body: z.strictObject({
      TopsItemId: id,
      CreditAccountOverrides: z
        .array(z.strictObject({ TopsCodeId: id, TopsAccountId: id }))
        .max(200),
    }),
    response: PostRunsResponse,
  }),
  GetPrepaidLastAppliedDate: endpoint({
    method: 'GET',
    path: '/api/ApplyPrepaids/GetPrepaidLastAppliedDate',
    summary: 'The last date prepaids (43) were applied (posted) for a community',
    access: { claim: 'arapplyprepaid', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: PrepaidLastAppliedSchema,
  }),
  IsAlreadyAppliedCode: endpoint({
    method: 'GET',
    path: '/api/ApplyPrepaids/IsAlreadyAppliedCode',
    summary: 'Whether prepaids were already applied to a code in the period holding a post date',
    access: { claim: 'arapplyprepaid', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, codeId: idParam, postDate: isoDate }),
    response: AlreadyAppliedCodeSchema,
  }),
  GetBeginningBalanceSummaries: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetBeginningBalanceSummaries',
    summary:
      'Beginning balance adjustments (73) per community: accrued, posted, owners and amounts',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam.optional() }),
    response: z.array(BeginningBalanceSummarySchema),
  }),
  GetCommunityHeader: endpoint({
    method: 'GET',
    path: '/api/ApplyScheduledCharges/GetCommunityHeader',
    summary: 'The top of a run screen: community name, code, address, fiscal year and period',
    query: z.strictObject({ communityAgentId: idParam, asOfDate: isoDate.optional() }),
    response: CommunityHeaderSchema,
  }),
  GetChargeAssignmentSummary: endpoint({
    method: 'GET',
    path: '/api/ChargeAssignment/GetChargeAssignmentSummary',
    summary: 'The charge codes of a property (or of an owner’s property) and which are assigned',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ agentId: idParam }),
    response: ChargeAssignmentSummarySchema,
  }),
  Assign: endpoint({
    method: 'POST',
    path: '/api/ChargeAssignment/Assign',
    summary: 'Set the charge codes assigned to a property, with autopay and accelerated dates',
    access: { claim: 'arapplycharges', level: 'update' },
    body: z.strictObject({
      agentId: id,
      Assignments: z
        .array(
          z.strictObject({
            TopsCodeId: id,
            IsAutoPayEnabled: z.boolean().default(false),
            AcceleratedStartDate: isoDate.nullish().default(null),
            AcceleratedEndDate: isoDate.nullish().default(null),
          }),
        )
        .max(200),
    }),
    response: ChargeAssignmentSummarySchema,
  }),
  DetermineFutureYearCodeAssignments: endpoint({
    method: 'POST',
    path: '/api/ChargeAssignment/DetermineFutureYearCodeAssignments',
    summary:
      'Assign each code starting in the fiscal year to the properties carrying its previous code',
    access: { claim: 'arapplycharges', level: 'update' },
    body: z.strictObject({ communityAgentId: id, fiscalYearId: id }),
    response: z.object({ AssignedCount: z.number() }),
  }),
};
