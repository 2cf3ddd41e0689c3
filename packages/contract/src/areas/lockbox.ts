import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, noInput, SuccessResponse, entityId as id } from '../fields';
import {
  LockboxBatchSummarySchema,
  LockboxBatchSchema,
  LockboxUploadResultSchema,
  LockboxPostResultSchema,
  LockboxRunResultSchema,
  LockboxSettingSchema,
  LockboxImportSettingsSchema,
  CashReceiptsExistSchema,
  LockboxIdSchema,
  BankLockboxSettingSchema,
  UnpostedBatchInputSchema,
} from './lockbox-schemas';

// Lockbox (spec 2 §7 'Lockbox', §3 'Banking' lockbox batch, settings and import settings; spec 3
// §2 lockbox review and history): a bank's lockbox file is uploaded (the CSV layout or BAI lockbox
// detail), its payments matched to properties by account number or legacy key into an unposted
// batch, exceptions reviewed and fixed, and the batch posted as lockbox cash receipts (49).
// Money is integer cents.

/** Base64 within the API's 1 MB body limit: files up to ~740 KB (about 15,000 CSV payments). */
const MaxBufferChars = 1_000_000;

export * from './lockbox-schemas';

const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The lockbox batch as PDF' });

export const lockbox = {
  UploadLockboxFile: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Lockbox/UploadLockboxFile',
    summary: 'Import a lockbox file into an unposted batch (once per file)',
    access: { claim: 'arlockbox', level: 'create' },
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
    path: '/api/Lockbox/GetAllReceiptBatches',
    summary: 'The unposted lockbox batches of a community',
    access: { claim: 'arlockbox', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(LockboxBatchSummarySchema),
  }),
  GetReceiptBatch: endpoint({
    method: 'GET',
    path: '/api/Lockbox/GetReceiptBatch',
    summary: 'A lockbox batch with its payments, for review',
    access: { claim: 'arlockbox', level: 'read' },
    query: z.strictObject({ lockboxBatchId: idParam }),
    response: LockboxBatchSchema,
  }),
  UpdateBatch: endpoint({
    method: 'POST',
    path: '/api/Lockbox/UpdateBatch',
    summary: 'Fix exceptions of an unposted batch: account numbers, amounts, removed payments',
    access: { claim: 'arlockbox', level: 'update' },
    body: z.strictObject({
      batch: z.strictObject({
        LockboxBatchId: id,
        Payments: z
          .array(
            z.strictObject({
              LockboxPaymentId: id,
              AccountNumber: z.string().trim().min(1).max(50),
              Amount: moneyCents.positive(),
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
    idempotent: true,
    path: '/api/Lockbox/PostCashReceiptItems',
    summary: 'Post the payments of a reviewed batch as lockbox cash receipts (49)',
    access: { claim: 'arlockbox', level: 'create' },
    body: z.strictObject({ LockboxBatchId: id }),
    response: LockboxPostResultSchema,
  }),
  GetLockboxHistory: endpoint({
    method: 'GET',
    path: '/api/Lockbox/GetLockboxHistory',
    summary: 'Lockbox batches imported, newest first, paged',
    access: { claim: 'arlockbox', level: 'read' },
    query: z.strictObject({
      skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
      take: z.coerce.number().int().min(1).max(100).default(10),
      communityAgentId: idParam.optional(),
    }),
    response: z.object({ Items: z.array(LockboxBatchSummarySchema), TotalCount: z.number() }),
  }),
  GetAllBankLockboxSetting: endpoint({
    method: 'GET',
    path: '/api/Lockbox/GetAllBankLockboxSetting',
    summary: 'Lockbox settings (auto-post) of the caller’s communities',
    access: { claim: 'arlockbox', level: 'read' },
    query: noInput,
    response: z.array(LockboxSettingSchema),
  }),
  SaveLockboxSetting: endpoint({
    method: 'POST',
    path: '/api/Lockbox/SaveLockboxSetting',
    summary: 'Save a community’s lockbox setting',
    access: { claim: 'arlockbox', level: 'update' },
    body: z.strictObject({ CommunityAgentId: id, IsAutoPost: z.boolean() }),
    response: SuccessResponse,
  }),
  GetLockboxImportSettings: endpoint({
    method: 'GET',
    path: '/api/Lockbox/GetLockboxImportSettings',
    summary: 'The company’s lockbox import settings',
    access: { claim: 'arlockbox', level: 'read' },
    query: noInput,
    response: LockboxImportSettingsSchema,
  }),
  SaveLockboxImportSettings: endpoint({
    method: 'POST',
    path: '/api/Lockbox/SaveLockboxImportSettings',
    summary: 'Save the lockbox import settings',
    access: { claim: 'arlockbox', level: 'update' },
    body: z.strictObject({
      AllowDuplicateCheckNumber: z.boolean(),
      MaxDays: z.number().int().min(1).max(3650),
    }),
    response: SuccessResponse,
  }),
  CheckCashReceiptsExist: endpoint({
    method: 'GET',
    path: '/api/Lockbox/CheckCashReceiptsExist',
    summary:
      'Whether a lockbox file was imported before (by SHA-256) or payments of a batch were already received',
    access: { claim: 'arlockbox', level: 'read' },
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
    path: '/api/Lockbox/TruncateTransactions',
    summary:
      'Discard an unposted lockbox batch (or every open batch of a community) so its file can be imported again',
    access: { claim: 'arlockbox', level: 'delete' },
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
    path: '/api/Lockbox/GetLockboxIdsByCommunity',
    summary: 'The lockbox ids banks gave the community’s bank accounts',
    access: { claim: 'arlockbox', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(LockboxIdSchema),
  }),
  GetLockboxSettingByAlias: endpoint({
    method: 'GET',
    path: '/api/Lockbox/GetLockboxSettingByAlias',
    summary: 'The lockbox setting of the bank with an alias',
    access: { claim: 'arlockbox', level: 'read' },
    query: z.strictObject({ alias: z.string().trim().min(1).max(50) }),
    response: BankLockboxSettingSchema,
  }),
  CreateUnpostedBatches: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Lockbox/CreateUnpostedBatches',
    summary: 'Make unposted lockbox batches from payments the client read (all or nothing)',
    access: { claim: 'arlockbox', level: 'create' },
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
    idempotent: true,
    path: '/api/SmartBankingOnDemand/RunLockbox',
    summary:
      'The on-demand lockbox run of a bank (by alias): posts what auto-post would post. Every unposted ' +
      'batch of the bank’s accounts in the caller’s communities with a deposit date on or before the ' +
      'process date is posted as PostCashReceiptItems posts it (payments with an exception left out), ' +
      'each batch whole or not at all; batches of communities whose lockbox setting IsAutoPost is off ' +
      'are skipped (they are posted from the batch review), as are later-dated batches, batches with ' +
      'no payment ready to post and batches whose posting is refused, each with its reason',
    access: { claim: 'arlockbox', level: 'create' },
    body: z.strictObject({
      processDate: isoDate,
      bankAlias: z.string().trim().min(1).max(50),
    }),
    response: LockboxRunResultSchema,
  }),
  PrintLockboxPdf: endpoint({
    method: 'POST',
    path: '/api/Lockbox/PrintLockboxPdf',
    summary: 'A lockbox batch with its payments and exceptions as PDF',
    access: { claim: 'arlockbox', level: 'read' },
    body: z.strictObject({ LockboxBatchId: id }),
    response: pdf,
    download: [FileTypes.Pdf],
  }),
};
