import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, noInput, SuccessResponse } from '../fields';

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
  Amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
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
  CheckCashReceiptsExist: endpoint({
    method: 'GET',
    path: `${base}/CheckCashReceiptsExist`,
    summary:
      'Whether a lockbox file was imported before (by SHA-256) or payments of a batch were already received',
    query: z
      .strictObject({
        lockboxBatchId: idParam.optional(),
        communityAgentId: idParam.optional(),
        /** SHA-256 of the file's bytes, hex. */
        fileHash: z
          .string()
          .regex(/^[0-9a-fA-F]{64}$/, 'must be a SHA-256 in hex')
          .optional(),
      })
      .refine(
        (q) =>
          q.lockboxBatchId === undefined
            ? q.communityAgentId !== undefined && q.fileHash !== undefined
            : q.communityAgentId === undefined && q.fileHash === undefined,
        'Give lockboxBatchId, or communityAgentId with fileHash.',
      ),
    response: CashReceiptsExistSchema,
  }),
  TruncateTransactions: endpoint({
    method: 'GET',
    path: `${base}/TruncateTransactions`,
    summary:
      'Discard an unposted lockbox batch (or every open batch of a community) so its file can be imported again',
    query: z
      .strictObject({
        lockboxBatchId: idParam.optional(),
        communityAgentId: idParam.optional(),
      })
      .refine(
        (q) => (q.lockboxBatchId === undefined) !== (q.communityAgentId === undefined),
        'Give lockboxBatchId or communityAgentId.',
      ),
    response: z.object({
      LockboxBatchIds: z.array(z.number()),
      DiscardedCount: z.number(),
      DiscardedTotal: z.number(),
      /** Files whose import was undone: they can be uploaded again. */
      ReleasedFiles: z.array(z.string()),
    }),
  }),
  GetLockboxIdsByCommunity: endpoint({
    method: 'GET',
    path: `${base}/GetLockboxIdsByCommunity`,
    summary: 'The lockbox ids banks gave the community’s bank accounts',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(LockboxIdSchema),
  }),
  GetLockboxSettingByAlias: endpoint({
    method: 'GET',
    path: `${base}/GetLockboxSettingByAlias`,
    summary: 'The lockbox setting of the bank with an alias',
    query: z.strictObject({ alias: z.string().trim().min(1).max(50) }),
    response: BankLockboxSettingSchema,
  }),
  CreateUnpostedBatches: endpoint({
    method: 'POST',
    path: `${base}/CreateUnpostedBatches`,
    summary: 'Make unposted lockbox batches from payments the client read (all or nothing)',
    body: z.strictObject({
      batches: z.array(UnpostedBatchInputSchema).min(1).max(100),
      /** The number of payments sent, over all batches. */
      totalTransactions: z.number().int().min(0).max(1_000_000),
      matchOnLegacyKey: z.boolean().default(false),
      isLockboxAppend: z.boolean().default(false),
    }),
    response: z.object({
      Results: z.array(LockboxUploadResultSchema),
      TotalTransactions: z.number(),
      ExceptionCount: z.number(),
    }),
  }),
  RunLockbox: endpoint({
    method: 'POST',
    path: '/api/SmartBankingOnDemand/RunLockbox',
    summary:
      'The on-demand lockbox run of a bank (by alias): posts what auto-post would post. Every unposted ' +
      'batch of the bank’s accounts in the caller’s communities with a deposit date on or before the ' +
      'process date is posted as PostCashReceiptItems posts it (payments with an exception left out), ' +
      'each batch whole or not at all; batches of communities whose lockbox setting IsAutoPost is off ' +
      'are skipped (they are posted from the batch review), as are later-dated batches, batches with ' +
      'no payment ready to post and batches whose posting is refused, each with its reason',
    body: z.strictObject({
      processDate: isoDate,
      bankAlias: z.string().trim().min(1).max(50),
    }),
    response: LockboxRunResultSchema,
  }),
  PrintLockboxPdf: endpoint({
    method: 'POST',
    path: `${base}/PrintLockboxPdf`,
    summary: 'A lockbox batch with its payments and exceptions as PDF',
    body: z.strictObject({ LockboxBatchId: id }),
    response: pdf,
  }),
};
