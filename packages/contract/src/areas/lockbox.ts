import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, noInput, SuccessResponse } from '../fields';

// Lockbox (spec 2 §7 'Lockbox', §3 'Banking' lockbox batch, settings and import settings; spec 3
// §2 lockbox review and history): a bank's lockbox file is uploaded (the CSV layout or BAI lockbox
// detail), its payments matched to properties by account number or legacy key into an unposted
// batch, exceptions reviewed and fixed, and the batch posted as lockbox cash receipts (49).
// Money is integer cents.

const base = '/api/Lockbox';
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Base64 within the API's 1 MB body limit: files up to ~740 KB (about 15,000 CSV payments). */
const MaxBufferChars = 1_000_000;

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

export const LockboxSettingSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  IsAutoPost: z.boolean(),
});

export const LockboxImportSettingsSchema = z.object({
  AllowDuplicateCheckNumber: z.boolean(),
  MaxDays: z.number(),
});

const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The lockbox batch as PDF' });

export const lockbox = {
  UploadLockboxFile: endpoint({
    method: 'POST',
    path: `${base}/UploadLockboxFile`,
    summary: 'Import a lockbox file into an unposted batch (once per file)',
    body: z.strictObject({
      CommunityAgentId: id,
      BankAccountId: id,
      /** The file's bytes, base64. */
      buffer: z.string().min(1).max(MaxBufferChars),
      fileName: z.string().trim().min(1).max(255),
      fileFormat: z.enum(['csv', 'bai']),
      matchOnLegacyKey: z.boolean().default(false),
      /** Add the payments to the community's open batch of the same deposit date. */
      isLockboxAppend: z.boolean().default(false),
    }),
    response: LockboxUploadResultSchema,
  }),
  GetAllReceiptBatches: endpoint({
    method: 'GET',
    path: `${base}/GetAllReceiptBatches`,
    summary: 'The unposted lockbox batches of a community',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(LockboxBatchSummarySchema),
  }),
  GetReceiptBatch: endpoint({
    method: 'GET',
    path: `${base}/GetReceiptBatch`,
    summary: 'A lockbox batch with its payments, for review',
    query: z.strictObject({ lockboxBatchId: idParam }),
    response: LockboxBatchSchema,
  }),
  UpdateBatch: endpoint({
    method: 'POST',
    path: `${base}/UpdateBatch`,
    summary: 'Fix exceptions of an unposted batch: account numbers, amounts, removed payments',
    body: z.strictObject({
      batch: z.strictObject({
        LockboxBatchId: id,
        Payments: z
          .array(
            z.strictObject({
              LockboxPaymentId: id,
              AccountNumber: z.string().trim().min(1).max(50),
              Amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
              IsRemoved: z.boolean(),
            }),
          )
          .min(1)
          .max(20_000),
      }),
      matchOnLegacyKey: z.boolean().default(false),
    }),
    response: LockboxBatchSchema,
  }),
  PostCashReceiptItems: endpoint({
    method: 'POST',
    path: `${base}/PostCashReceiptItems`,
    summary: 'Post the payments of a reviewed batch as lockbox cash receipts (49)',
    body: z.strictObject({ LockboxBatchId: id }),
    response: LockboxPostResultSchema,
  }),
  GetLockboxHistory: endpoint({
    method: 'GET',
    path: `${base}/GetLockboxHistory`,
    summary: 'Lockbox batches imported, newest first, paged',
    query: z.strictObject({
      skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
      take: z.coerce.number().int().min(1).max(100).default(10),
      communityAgentId: idParam.optional(),
    }),
    response: z.object({ Items: z.array(LockboxBatchSummarySchema), TotalCount: z.number() }),
  }),
  GetAllBankLockboxSetting: endpoint({
    method: 'GET',
    path: `${base}/GetAllBankLockboxSetting`,
    summary: 'Lockbox settings (auto-post) of the caller’s communities',
    query: noInput,
    response: z.array(LockboxSettingSchema),
  }),
  SaveLockboxSetting: endpoint({
    method: 'POST',
    path: `${base}/SaveLockboxSetting`,
    summary: 'Save a community’s lockbox setting',
    body: z.strictObject({ CommunityAgentId: id, IsAutoPost: z.boolean() }),
    response: SuccessResponse,
  }),
  GetLockboxImportSettings: endpoint({
    method: 'GET',
    path: `${base}/GetLockboxImportSettings`,
    summary: 'The company’s lockbox import settings',
    query: noInput,
    response: LockboxImportSettingsSchema,
  }),
  SaveLockboxImportSettings: endpoint({
    method: 'POST',
    path: `${base}/SaveLockboxImportSettings`,
    summary: 'Save the lockbox import settings',
    body: z.strictObject({
      AllowDuplicateCheckNumber: z.boolean(),
      MaxDays: z.number().int().min(1).max(3650),
    }),
    response: SuccessResponse,
  }),
  PrintLockboxPdf: endpoint({
    method: 'POST',
    path: `${base}/PrintLockboxPdf`,
    summary: 'A lockbox batch with its payments and exceptions as PDF',
    body: z.strictObject({ LockboxBatchId: id }),
    response: pdf,
  }),
};
