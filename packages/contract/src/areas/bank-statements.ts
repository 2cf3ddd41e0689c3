import { CheckImageAnswerTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, SuccessResponse, entityId as id } from '../fields';
import { UploadedFileSchema } from './attachments';
import { BankAccountSchema } from './banks';

// Bank statements (spec 2 'Banking', smart banking history and /GeneralLedger bank transactions):
// a bank's statement file (OFX/QFX, BAI2, camt.053/054, or CSV through a column mapping saved per
// bank account) is imported into bank_statements and bank_transactions once; the transactions are
// viewed by account and dates, deleted while unmatched, and the latest statement balance is the
// account's real-time balance. Money is integer cents, + into the account.

/** Base64 within the API's 1 MB body limit: files up to ~740 KB. */
const MaxBufferChars = 1_000_000;
const column = z.number().int().min(0).max(199);

export const BankStatementFormats = ['OFX', 'QFX', 'BAI2', 'CAMT053', 'CAMT054', 'CSV'] as const;

export const BankStatementCsvMappingSchema = z.strictObject({
  hasHeader: z.boolean(),
  dateColumn: column,
  dateFormat: z.enum(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'YYYYMMDD']),
  amountColumn: column.nullish(),
  debitColumn: column.nullish(),
  creditColumn: column.nullish(),
  descriptionColumn: column.nullish(),
  checkNumberColumn: column.nullish(),
  referenceColumn: column.nullish(),
});
export type BankStatementCsvMapping = z.infer<typeof BankStatementCsvMappingSchema>;

const fileBody = {
  BankAccountId: id,
  /** The file's bytes, base64. */
  buffer: z.string().min(1).max(MaxBufferChars),
  fileName: z.string().trim().min(1).max(255),
};

export const StatementAccountPreviewSchema = z.object({
  AccountNumber: z.string().nullable(),
  Currency: z.string().nullable(),
  TransactionCount: z.number(),
  OpeningBalance: z.number().nullable(),
  ClosingBalance: z.number().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  /** The company's bank account the account number matches; null when none does. */
  MatchedBankAccountId: z.number().nullable(),
  MatchedBankAccountName: z.string().nullable(),
});

export const BankStatementPreviewSchema = z.object({
  Format: z.enum(BankStatementFormats),
  /** CSV only: the first rows, for the column mapping. */
  CsvRows: z.array(z.array(z.string())).nullable(),
  /** CSV only: the mapping saved for the bank account at its last import. */
  SavedMapping: BankStatementCsvMappingSchema.nullable(),
  Accounts: z.array(StatementAccountPreviewSchema),
});
export type BankStatementPreview = z.infer<typeof BankStatementPreviewSchema>;

export const ImportedStatementSchema = z.object({
  BankStatementId: z.number().nullable(),
  BankAccountId: z.number(),
  AccountName: z.string(),
  AccountNumber: z.string().nullable(),
  Imported: z.number(),
  Duplicates: z.number(),
  OpeningBalance: z.number().nullable(),
  ClosingBalance: z.number().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
});

export const BankStatementImportResultSchema = z.object({
  Format: z.enum(BankStatementFormats),
  /** The same file was imported into the account before: nothing was added. */
  IsDuplicateFile: z.boolean(),
  Imported: z.number(),
  Duplicates: z.number(),
  Statements: z.array(ImportedStatementSchema),
  Message: z.string(),
});
export type BankStatementImportResult = z.infer<typeof BankStatementImportResultSchema>;

export const BankTransactionSchema = z.object({
  BankTransactionId: z.number(),
  BankAccountId: z.number(),
  BankStatementId: z.number().nullable(),
  TransactionDate: z.string(),
  Amount: z.number(),
  TransactionType: z.string(),
  CheckNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  FitId: z.string(),
  HasCheckImage: z.boolean(),
  /** Where its check image is fetched: the bank's URL, or GetARCheckImage/GetAPCheckImage. */
  CheckImageUrl: z.string().nullable(),
  IsMatched: z.boolean(),
  IsLocked: z.boolean(),
});
export type BankTransaction = z.infer<typeof BankTransactionSchema>;

export const BankStatementSummarySchema = z.object({
  BankStatementId: z.number(),
  FileName: z.string(),
  Format: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  OpeningBalance: z.number().nullable(),
  ClosingBalance: z.number().nullable(),
  TransactionCount: z.number(),
  IsLocked: z.boolean(),
  ImportedAt: z.string(),
});

export const BankTransactionPageSchema = z.object({
  Transactions: z.array(BankTransactionSchema),
  TotalCount: z.number(),
  /** Sum of the amounts of every transaction in the range (not only the page). */
  TotalAmount: z.number(),
});

const transactionQuery = {
  bankAccountId: idParam,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(50),
};

export const RealtimeBalanceSchema = z.object({
  BankAccountId: z.number(),
  /** The latest imported statement's closing balance; null when none has one. */
  Balance: z.number().nullable(),
  AsOfDate: z.string().nullable(),
  BankStatementId: z.number().nullable(),
  Format: z.string().nullable(),
  ImportedAt: z.string().nullable(),
  /**
   * The books' balance of the account's cash GL account on AsOfDate (today when nothing was
   * imported); null when the account has no GL account.
   */
  LedgerBalance: z.number().nullable(),
  LedgerAsOfDate: z.string(),
  /** Balance less LedgerBalance; null when either is unknown. */
  Difference: z.number().nullable(),
});
export type RealtimeBalance = z.infer<typeof RealtimeBalanceSchema>;

export const CheckImageSchema = z.object({
  BankTransactionId: z.number(),
  TransactionDate: z.string(),
  Amount: z.number(),
  CheckNumber: z.string().nullable(),
  /** Where the image is fetched: the bank's URL, or this API's GetARCheckImage/GetAPCheckImage. */
  ImageUrl: z.string(),
});

export const CheckImageUploadResultSchema = z.object({
  /** Bank transactions that got an image (an image serves every one of its check number). */
  Attached: z.number(),
  /** The image files attached. */
  Matched: z.array(z.string()),
  /** The image files no bank transaction of the account has the check number of. */
  Unmatched: z.array(z.string()),
});
export type CheckImageUploadResult = z.infer<typeof CheckImageUploadResultSchema>;

const imageQuery = z.strictObject({ bankTransactionId: idParam });
const checkImage = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The check image' });

export const bankStatements = {
  PreviewBankStatement: endpoint({
    method: 'POST',
    path: '/api/SmartBanking/PreviewBankStatement',
    summary: "Detect a statement file's format; a CSV file's first rows and saved mapping",
    access: { claim: 'bank', level: 'create' },
    body: z.strictObject(fileBody),
    response: BankStatementPreviewSchema,
  }),
  UploadBankStatement: endpoint({
    method: 'POST',
    path: '/api/SmartBanking/UploadBankStatement',
    summary: 'Import a statement file into the bank account (each transaction once)',
    access: { claim: 'bank', level: 'create' },
    body: z.strictObject({
      ...fileBody,
      /** auto: a file of another of the company's bank accounts imports into that account. */
      AccountChoice: z.enum(['selected', 'auto']).default('selected'),
      CsvMapping: BankStatementCsvMappingSchema.nullish(),
      /** Keep the CSV mapping for the bank account's next import. */
      SaveMapping: z.boolean().default(true),
    }),
    response: BankStatementImportResultSchema,
  }),
  GetBankStatements: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankStatements',
    summary: 'The statements imported for a bank account, newest first',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAccountId: idParam }),
    response: z.array(BankStatementSummarySchema),
  }),
  GetBankStatement: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankStatement',
    summary: "A bank account's statement transactions in a date range, paged",
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject(transactionQuery),
    response: BankTransactionPageSchema,
  }),
  GetSmartBankingRealtimeBalance: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetSmartBankingRealtimeBalance',
    summary:
      "The bank account's balance as its latest imported statement reports it, beside the books' balance",
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAccountId: idParam }),
    response: RealtimeBalanceSchema,
  }),
  GetBankAccountsByCommunity: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetBankAccountsByCommunity',
    summary: "A community's live bank accounts, primary first, with their book balances",
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(BankAccountSchema),
  }),
  GetBankTransactions: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetBankTransactions',
    summary: "A bank account's imported transactions, paged",
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject(transactionQuery),
    response: BankTransactionPageSchema,
  }),
  GetBankTransaction: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetBankTransaction',
    summary: 'One imported bank transaction',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankTransactionId: idParam }),
    response: BankTransactionSchema,
  }),
  DeleteBankTransaction: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteBankTransaction/:id',
    summary: 'Delete an unmatched bank transaction that no locked statement holds',
    access: { claim: 'bank', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  DeleteMultipleBankTransactions: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteMultipleBankTransactions',
    summary: 'Delete the unmatched, unlocked ones of several bank transactions',
    access: { claim: 'bank', level: 'delete' },
    body: z.strictObject({ bankTransactionIds: z.array(id).min(1).max(1000) }),
    response: z.object({ Deleted: z.number(), Skipped: z.number() }),
  }),
  UploadCheckImages: endpoint({
    method: 'POST',
    path: '/api/SmartBanking/UploadCheckImages',
    summary:
      "Attach check images (a zip of images named by check number, e.g. 1044.png, or one image) to the account's transactions (multipart/form-data)",
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ File: UploadedFileSchema, BankAccountId: idParam }),
    response: CheckImageUploadResultSchema,
  }),
  GetARCheckImages: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetARCheckImages',
    summary: "Deposited checks' images of a bank account in a date range",
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({
      bankAccountId: idParam,
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
    }),
    response: z.array(CheckImageSchema),
  }),
  GetARCheckImage: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetARCheckImage',
    summary: 'The image of a deposited check (a + transaction)',
    access: { claim: 'bank', level: 'read' },
    query: imageQuery,
    response: checkImage,
    download: CheckImageAnswerTypes,
  }),
  GetAPCheckImage: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetAPCheckImage',
    summary: 'The image of a paid check (a - transaction)',
    access: { claim: 'bank', level: 'read' },
    query: imageQuery,
    response: checkImage,
    download: CheckImageAnswerTypes,
  }),
};
