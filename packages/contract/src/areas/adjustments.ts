import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, optionalIdParam } from '../fields';

// Adjustments (spec 3 §2 'Adjustments', §3 'Adjustment line', 'Batch adjustment post',
// 'Accelerated charge row', §4 'Batch adjustments', §5 'Adjustments', §7 'Adjustments').
// Amounts are integer cents; the rules and their messages are in @hoa/domain (adjustments*.ts).

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cents = moneyCents;
const rangeText = z.string().trim().max(100).optional();
const orderBy = z.coerce.number().int().min(1).max(7).default(1);

export const AdjustmentCodeSchema = z.object({
  CodeID: z.number(),
  CodeTypeID: z.number(),
  CodeCategoryID: z.number().nullable(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  CodeDescription: z.string().nullable(),
  /** The code's amount (cents). */
  Amount: z.number(),
  IncomeAccountCode: z.string().nullable(),
  ReceivableAccountCode: z.string().nullable(),
  /** The account that holds the owner's balance (the prepaid liability for a prepaid code). */
  DebitAccountId: z.number().nullable(),
  DebitCostCenterId: z.number().nullable(),
  /** The code's income (or liability) account: the offset of a charge or waive. */
  CreditAccountId: z.number().nullable(),
  /** The owner's balance of the code (cents; below 0 a credit). */
  Balance: z.number(),
});
export type AdjustmentCode = z.infer<typeof AdjustmentCodeSchema>;

export const AdjustmentOwnerSchema = z.object({
  PropertyId: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  AccountNumber: z.string().nullable(),
  LotNumber: z.string().nullable(),
  Address: z.string(),
  /** The owner's balance of the code (cents). */
  CurrentBalance: z.number(),
});
export type AdjustmentOwner = z.infer<typeof AdjustmentOwnerSchema>;

const OwnersResponse = z.object({ Owners: z.array(AdjustmentOwnerSchema) });

export const AvailableChargeSchema = z.object({
  CodeID: z.number(),
  CodeTypeID: z.number(),
  CodeCategoryID: z.number().nullable(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  Amount: z.number(),
  /** Types 3, 6, 7, 8, 11, 12, 13, 14, 15 are added to the adjustment list when selected. */
  IsAutoAdded: z.boolean(),
});
export type AvailableCharge = z.infer<typeof AvailableChargeSchema>;

/** A posted (or accrued) adjustment line (spec 3 §3 'Adjustment line'). */
export const AdjustmentLineSchema = z.object({
  ItemAgentDetailID: z.number(),
  AgentID: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  CodeID: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  CodeCategoryID: z.number().nullable(),
  TopsTxnTypeId: z.number(),
  TotalAmount: z.number(),
  Total: z.number(),
  DebitAccountId: z.number().nullable(),
  DebitCostCenterId: z.number().nullable(),
  CreditAccountId: z.number().nullable(),
  CreditCostCenterId: z.number().nullable(),
  BankAccountId: z.number().nullable(),
  ReservedPrepaidCodeId: z.number().nullable(),
  IsWaived: z.boolean(),
  IsAdjustmentWaive: z.boolean(),
  IsPrepaid: z.boolean(),
  /** The owner's balance of the code now (cents). */
  Balance: z.number(),
  currentBalance: z.number(),
});
export type AdjustmentLine = z.infer<typeof AdjustmentLineSchema>;

export const AdjustmentProfileSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  CommunityAgentId: z.number(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  TotalAmount: z.number(),
  OwnerCount: z.number(),
  Lines: z.array(AdjustmentLineSchema),
});
export type AdjustmentProfile = z.infer<typeof AdjustmentProfileSchema>;

export const AdjustmentSummarySchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  OwnerCount: z.number(),
  /** The owner when there is one. */
  OwnerName: z.string().nullable(),
  TotalAmount: z.number(),
});
export type AdjustmentSummary = z.infer<typeof AdjustmentSummarySchema>;

export const AcceleratedChargeRowSchema = z.object({
  CodeId: z.number(),
  Alias: z.string(),
  Frequency: z.string(),
  LastApplied: z.string().nullable(),
  AcceleratedStartDate: z.string(),
  AcceleratedEndDate: z.string(),
  /** Periods left between the accelerated dates. */
  AcceleratedPeriods: z.number(),
  /** The owner's balance of the code (cents). */
  Balance: z.number(),
  /** Periods per year of the frequency (12, 4, 2). */
  Periods: z.number(),
  NumberOfPeriods: z.number(),
  /** The code's amount per period (cents). */
  Amount: z.number(),
  IsSelected: z.boolean(),
  /** Accelerated and not yet waived (cents): what an accelerated waive can take back. */
  AcceleratedBalance: z.number(),
});
export type AcceleratedChargeRow = z.infer<typeof AcceleratedChargeRowSchema>;

export const AdjustmentLineInputSchema = z.strictObject({
  CodeID: id,
  /** Cents; signed for prepaid and beginning balance adjustments. */
  TotalAmount: cents,
  IsOwnerRefund: z.boolean().default(false),
  DebitAccountId: id.nullable().default(null),
  CreditAccountId: id.nullable().default(null),
  /** Accelerated charge: the periods charged at once (the amount is the code's times these). */
  NumberOfPeriods: z.number().int().min(0).max(120).optional(),
});
export type AdjustmentLineInput = z.input<typeof AdjustmentLineInputSchema>;

export const SaveAdjustmentBody = z.strictObject({
  TopsTxnTypeId: z.number().int(),
  CommunityAgentId: id,
  PropertyAgentId: id,
  PostDate: isoDate,
  Reference: z.string().trim().max(100).default(''),
  Description: z.string().trim().max(500).default(''),
  /** Post now; otherwise the adjustment is saved accrued for review. */
  IsPosted: z.boolean().default(true),
  /** A new adjustment sent twice with the same key is stored once. */
  IdempotencyKey: z.string().min(8).max(100).optional(),
  Adjustment: z.array(AdjustmentLineInputSchema).min(1).max(100),
});
export type SaveAdjustmentBody = z.input<typeof SaveAdjustmentBody>;

export const BatchOwnerRowSchema = z.strictObject({
  PropertyId: id,
  /** Cents, at least 0 (a negative amount is reset to 0 on the screen). */
  Amount: cents,
  CurrentBalance: cents,
  ItemAgentDetailID: id.nullable().default(null),
  TopsCodeCategoryId: id.nullable().default(null),
  isNew: z.boolean().default(true),
});
export type BatchOwnerRow = z.input<typeof BatchOwnerRowSchema>;

export const BatchAdjustmentBody = z.strictObject({
  IsAutomated: z.boolean().default(false),
  /** 45 Add Charge, 46 Waive Charge. */
  TransactionTypeId: z.union([z.literal(45), z.literal(46)]),
  Adjustment: z
    .array(z.strictObject({ CodeID: id, Owners: z.array(BatchOwnerRowSchema).max(20_000) }))
    .min(1)
    .max(50),
  MethodSelectionAmount: z.number().int().min(1).max(3),
  MethodSelectionOwner: z.number().int().min(1).max(7),
  /** The waive comparison (1-5) used with the full balance method, if any. */
  SearchOption: z.number().int().min(1).max(5).nullable().default(null),
  /** Cents: the same amount (method 1) or the comparison's amount. */
  SameAmountForAllOwner: cents.default(0),
  CommunityId: id,
  PostDate: isoDate,
  Description: z.string().trim().max(500).default(''),
  IsPosted: z.boolean().default(true),
  IdempotencyKey: z.string().min(8).max(100).optional(),
});
export type BatchAdjustmentBody = z.input<typeof BatchAdjustmentBody>;

const ownerRanges = {
  StreetNameStart: rangeText,
  StreetNameEnd: rangeText,
  StreetNumberStart: rangeText,
  StreetNumberEnd: rangeText,
  AccountNumberStart: rangeText,
  AccountNumberEnd: rangeText,
  LotNumberStart: rangeText,
  LotNumberEnd: rangeText,
  LastNameStart: rangeText,
  LastNameEnd: rangeText,
};

export const ImportResultRowSchema = z.object({
  RowNumber: z.number(),
  AccountNumber: z.string(),
  CodeAlias: z.string(),
  Amount: z.string(),
  Description: z.string().nullable(),
  ErrorText: z.string().nullable(),
});

export const ExternalChargesImportResultSchema = z.object({
  ImportId: z.number(),
  FileName: z.string(),
  TotalRows: z.number(),
  ErrorRows: z.number(),
  /** The posted item (type 72), or null when the file had errors and nothing was posted. */
  TopsItemId: z.number().nullable(),
  TotalCount: z.number(),
  Rows: z.array(ImportResultRowSchema),
});
export type ExternalChargesImportResult = z.infer<typeof ExternalChargesImportResultSchema>;

const base = '/api/ApplyAdjustments';

export const adjustments = {
  GetAgentParentCodesAndBalances: endpoint({
    method: 'GET',
    path: `${base}/GetAgentParentCodesAndBalances`,
    summary: 'The charge codes of a property’s primary owner with the owner’s balance of each',
    query: z.strictObject({
      communityAgentId: idParam,
      propertyAgentId: idParam,
      asOfDate: isoDate.optional(),
    }),
    response: z.object({
      OwnerAgentId: z.number(),
      OwnerName: z.string(),
      Codes: z.array(AdjustmentCodeSchema),
    }),
  }),
  GetAdjustmentOwner: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentOwner`,
    summary: 'Primary owners of the community with their balance of the code, within the ranges',
    query: z.strictObject({
      CommunityId: idParam,
      CodeId: idParam,
      OrderBy: orderBy,
      ...ownerRanges,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerBySectionId: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentOwnerBySectionId`,
    summary: 'Primary owners of the properties assigned the section code, with their code balance',
    query: z.strictObject({
      communityId: idParam,
      codeId: idParam,
      sectionId: idParam,
      orderBy,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerByCostCenterId: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentOwnerByCostCenterId`,
    summary:
      'Primary owners of the properties assigned a code posting to the cost center, with their code balance',
    query: z.strictObject({
      codeId: idParam,
      communityId: idParam,
      costCategoryId: idParam,
      orderBy,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerFilters: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentOwnerFilters`,
    summary: 'The sections, cost centers and street names an owner selection can use',
    query: z.strictObject({ communityId: idParam }),
    response: z.object({
      Sections: z.array(
        z.object({ CodeID: z.number(), CodeAlias: z.string(), CodeName: z.string() }),
      ),
      CostCenters: z.array(
        z.object({
          CostCenterId: z.number(),
          CostCenterNumber: z.string(),
          CostCenterName: z.string(),
        }),
      ),
      StreetNames: z.array(z.string()),
    }),
  }),
  GetAdjustmentAvailableCharges: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentAvailableCharges`,
    summary: 'The charge codes a batch adjustment of the type can use (one when codeId is given)',
    query: z.strictObject({
      communityId: idParam,
      txnType: z.coerce.number().int(),
      codeId: optionalIdParam,
    }),
    response: z.object({ Codes: z.array(AvailableChargeSchema) }),
  }),
  GetMiscellaneousCodes: endpoint({
    method: 'GET',
    path: `${base}/GetMiscellaneousCodes`,
    summary: 'The community’s miscellaneous charge codes (type 21)',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ Codes: z.array(AvailableChargeSchema) }),
  }),
  GetAcceleratedCharges: endpoint({
    method: 'GET',
    path: `${base}/GetAcceleratedCharges`,
    summary: 'The property’s codes assigned with accelerated dates, with the periods left',
    query: z.strictObject({ communityAgentId: idParam, propertyAgentId: idParam }),
    response: z.object({ Rows: z.array(AcceleratedChargeRowSchema) }),
  }),
  GetAdjustments: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustments`,
    summary: 'The community’s adjustments (39, 45, 46, 72, 73, 95), newest first',
    query: z.strictObject({
      communityAgentId: idParam,
      /** 3 accrued (to review) or 4 posted; both when absent. */
      statusId: z.coerce.number().int().optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: z.object({ TotalCount: z.number(), Items: z.array(AdjustmentSummarySchema) }),
  }),
  GetAdjustmentsProfile: endpoint({
    method: 'GET',
    path: `${base}/GetAdjustmentsProfile`,
    summary: 'An adjustment with its lines',
    query: z.strictObject({ itemId: idParam, agentId: optionalIdParam }),
    response: AdjustmentProfileSchema,
  }),
  SaveAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: `${base}/SaveAdjustment`,
    summary:
      'Adds a single-owner adjustment of a type (72, 45, 46, 73, 39, 95): posted, or accrued',
    body: SaveAdjustmentBody,
    response: AdjustmentProfileSchema,
  }),
  PostAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: `${base}/PostAdjustment`,
    summary: 'Posts a reviewed accrued adjustment',
    body: z.strictObject({ TopsItemId: id }),
    response: AdjustmentProfileSchema,
  }),
  PostBatchAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: `${base}/PostBatchAdjustment`,
    summary: 'Adds (45) or waives (46) charges for many owners: every line or none',
    body: BatchAdjustmentBody,
    response: AdjustmentProfileSchema,
  }),
  PostImportedExternalCharges: endpoint({
    method: 'POST',
    idempotent: true,
    path: `${base}/PostImportedExternalCharges`,
    summary:
      'Imports external property charges (CSV or .xlsx: AccountNumber, CodeAlias, Amount, Description); posts all rows as one item of type 72, or none when a row has errors',
    body: z.strictObject({
      CommunityAgentId: id,
      PostDate: isoDate,
      FileName: z.string().trim().min(1).max(255),
      /** The file in base64; the request body is capped at 1 MB. */
      FileContent: z.string().max(1_000_000),
    }),
    response: ExternalChargesImportResultSchema,
  }),
  GetExternalPropertyChargesImportResult: endpoint({
    method: 'GET',
    path: '/api/Import/GetExternalPropertyChargesImportResult',
    summary: 'An external charges import with its rows paged, each with its error text',
    query: z.strictObject({
      importId: idParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: ExternalChargesImportResultSchema,
  }),
};
