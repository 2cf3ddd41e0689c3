import { z } from 'zod';
import { isoDate, moneyCents, entityId as id } from '../fields';

// The lockbox's shapes (see lockbox.ts for the calls): payments, batches, upload, post and run
// results, settings, and the payments a client read itself. Money is integer cents.

export const LockboxPaymentSchema = z.object({
  LockboxPaymentId: z.number(),
  LineNumber: z.number(),
  AccountNumber: z.string(),
  PropertyAgentId: z.number().nullable(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  Address: z.string().nullable(),
  Amount: z.number(),
  CheckNumber: z.string(),
  CheckDate: z.string().nullable(),
  PayerName: z.string(),
  /** Why the payment cannot post as it is; null when it can. */
  Exception: z.string().nullable(),
  IsRemoved: z.boolean(),
  TopsItemId: z.number().nullable(),
});
export type LockboxPayment = z.infer<typeof LockboxPaymentSchema>;

export const LockboxBatchSummarySchema = z.object({
  LockboxBatchId: z.number(),
  LockboxFileId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  BankAccountId: z.number(),
  BankAccountName: z.string(),
  FileName: z.string(),
  DepositDate: z.string(),
  TopsStatusId: z.number(),
  PaymentCount: z.number(),
  ExceptionCount: z.number(),
  PostedCount: z.number(),
  Total: z.number(),
  CreatedAt: z.string(),
  PostedAt: z.string().nullable(),
});
export type LockboxBatchSummary = z.infer<typeof LockboxBatchSummarySchema>;

export const LockboxBatchSchema = LockboxBatchSummarySchema.extend({
  Payments: z.array(LockboxPaymentSchema),
});
export type LockboxBatch = z.infer<typeof LockboxBatchSchema>;

export const LockboxUploadResultSchema = z.object({
  /** True when this file was imported before: nothing was made (the duplicate-lockbox modal). */
  IsDuplicate: z.boolean(),
  Duplicate: z
    .object({
      FileName: z.string(),
      UploadedAt: z.string(),
      PaymentCount: z.number(),
      Total: z.number(),
    })
    .nullable(),
  Batch: LockboxBatchSummarySchema.nullable(),
  TotalTransactions: z.number(),
  ExceptionCount: z.number(),
  /** Posted on import: the community auto-posts and the batch had no exceptions. */
  IsPosted: z.boolean(),
});
export type LockboxUploadResult = z.infer<typeof LockboxUploadResultSchema>;

export const LockboxPostResultSchema = z.object({
  LockboxBatchId: z.number(),
  PostedCount: z.number(),
  PostedTotal: z.number(),
  /** Payments left out because of their exception: reported, not posted. */
  NotPosted: z.array(
    z.object({
      LineNumber: z.number(),
      AccountNumber: z.string(),
      Amount: z.number(),
      Exception: z.string(),
    }),
  ),
});

/** A batch an on-demand lockbox run (RunLockbox) posted. */
export const LockboxRunPostedSchema = z.object({
  LockboxBatchId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  BankAccountId: z.number(),
  FileName: z.string(),
  DepositDate: z.string(),
  PostedCount: z.number(),
  PostedTotal: z.number(),
  /** Payments left out because of their exception (they stay on the posted batch, unposted). */
  NotPostedCount: z.number(),
});

/** A batch of the bank an on-demand lockbox run left unposted, and why. */
export const LockboxRunSkippedSchema = z.object({
  LockboxBatchId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  BankAccountId: z.number(),
  FileName: z.string(),
  DepositDate: z.string(),
  Reason: z.string(),
});

export const LockboxRunResultSchema = z.object({
  BatchesPosted: z.number(),
  PaymentsPosted: z.number(),
  /** Cents posted over all batches. */
  Total: z.number(),
  Posted: z.array(LockboxRunPostedSchema),
  Skipped: z.array(LockboxRunSkippedSchema),
});
export type LockboxRunResult = z.infer<typeof LockboxRunResultSchema>;

export const LockboxSettingSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  IsAutoPost: z.boolean(),
});

export const LockboxImportSettingsSchema = z.object({
  AllowDuplicateCheckNumber: z.boolean(),
  MaxDays: z.number(),
});

/** A cash receipt already received for a payment of a batch (CheckCashReceiptsExist). */
export const LockboxReceivedPaymentSchema = z.object({
  LockboxPaymentId: z.number(),
  LineNumber: z.number(),
  AccountNumber: z.string(),
  CheckNumber: z.string(),
  Amount: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string().nullable(),
  /** The receipt that already has the check. */
  TopsItemId: z.number(),
  ReceivedOn: z.string(),
});
export type LockboxReceivedPayment = z.infer<typeof LockboxReceivedPaymentSchema>;

export const CashReceiptsExistSchema = z.object({
  /** True when the file was imported before or a payment of the batch was already received. */
  Exists: z.boolean(),
  /** The earlier import of the same file (by its SHA-256). */
  Duplicate: LockboxUploadResultSchema.shape.Duplicate,
  Receipts: z.array(LockboxReceivedPaymentSchema),
});
export type CashReceiptsExist = z.infer<typeof CashReceiptsExistSchema>;

export const LockboxIdSchema = z.object({
  LockboxId: z.string(),
  BankAccountId: z.number(),
  AccountName: z.string(),
  BankAgentId: z.number(),
  BankName: z.string(),
  BankAlias: z.string().nullable(),
});

export const BankLockboxSettingSchema = z.object({
  BankId: z.number(),
  BankName: z.string(),
  BankAlias: z.string(),
  /** The bank's lockbox integration settings (defaults until saved). */
  Enabled: z.boolean(),
  FileFormat: z.enum(['bai', 'csv']),
  MatchOnLegacyKey: z.boolean(),
  IsLockboxAppend: z.boolean(),
  IsSaved: z.boolean(),
  /** The caller's live bank accounts at the bank with the lockbox id the bank gave each. */
  Accounts: z.array(
    z.object({
      BankAccountId: z.number(),
      CommunityAgentId: z.number(),
      CommunityName: z.string(),
      AccountName: z.string(),
      LockboxId: z.string().nullable(),
    }),
  ),
});

const text = (max: number) => z.string().trim().max(max);

/** A payment the client read from a lockbox file; rows it could not read go as they are. */
export const ParsedLockboxPaymentSchema = z.strictObject({
  /** Its line in the file; the payment's position (1-based) when left out. */
  LineNumber: z.number().int().positive().max(10_000_000).optional(),
  /** Empty: held as an exception ('Account number is required.'). */
  AccountNumber: text(50),
  /** Cents; 0 is held as an exception ('Amount must be a dollar amount above zero.'). */
  Amount: moneyCents.min(0),
  CheckNumber: text(25).default(''),
  CheckDate: isoDate.nullable().default(null),
  PayerName: text(100).default(''),
});

export const UnpostedBatchInputSchema = z.strictObject({
  CommunityAgentId: id,
  BankAccountId: id,
  fileName: z.string().trim().min(1).max(255),
  fileFormat: z.enum(['csv', 'bai']),
  DepositDate: isoDate,
  Payments: z.array(ParsedLockboxPaymentSchema).max(20_000),
});
