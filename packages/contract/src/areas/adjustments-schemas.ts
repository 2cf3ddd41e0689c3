import { z } from 'zod';
import { entityId, isoDate, moneyCents } from '../fields';

// The adjustments' shapes (see adjustments.ts for the calls): codes, owners, lines, profiles,
// summaries, accelerated charges, the batch and the external charges import. Money is integer cents.

const cents = moneyCents;

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
  CodeID: entityId,
  /** Cents; signed for prepaid and beginning balance adjustments. */
  TotalAmount: cents,
  IsOwnerRefund: z.boolean().default(false),
  DebitAccountId: entityId.nullable().default(null),
  CreditAccountId: entityId.nullable().default(null),
  /** Accelerated charge: the periods charged at once (the amount is the code's times these). */
  NumberOfPeriods: z.number().int().min(0).max(120).optional(),
});
export type AdjustmentLineInput = z.input<typeof AdjustmentLineInputSchema>;

export const SaveAdjustmentBody = z.strictObject({
  TopsTxnTypeId: z.number().int(),
  CommunityAgentId: entityId,
  PropertyAgentId: entityId,
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
  PropertyId: entityId,
  /** Cents, at least 0 (a negative amount is reset to 0 on the screen). */
  Amount: cents,
  CurrentBalance: cents,
  ItemAgentDetailID: entityId.nullable().default(null),
  TopsCodeCategoryId: entityId.nullable().default(null),
  isNew: z.boolean().default(true),
});
export type BatchOwnerRow = z.input<typeof BatchOwnerRowSchema>;

export const BatchAdjustmentBody = z.strictObject({
  IsAutomated: z.boolean().default(false),
  /** 45 Add Charge, 46 Waive Charge. */
  TransactionTypeId: z.union([z.literal(45), z.literal(46)]),
  Adjustment: z
    .array(z.strictObject({ CodeID: entityId, Owners: z.array(BatchOwnerRowSchema).max(20_000) }))
    .min(1)
    .max(50),
  MethodSelectionAmount: z.number().int().min(1).max(3),
  MethodSelectionOwner: z.number().int().min(1).max(7),
  /** The waive comparison (1-5) used with the full balance method, if any. */
  SearchOption: z.number().int().min(1).max(5).nullable().default(null),
  /** Cents: the same amount (method 1) or the comparison's amount. */
  SameAmountForAllOwner: cents.default(0),
  CommunityId: entityId,
  PostDate: isoDate,
  Description: z.string().trim().max(500).default(''),
  IsPosted: z.boolean().default(true),
  IdempotencyKey: z.string().min(8).max(100).optional(),
});
export type BatchAdjustmentBody = z.input<typeof BatchAdjustmentBody>;

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
