import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, optionalIdParam, entityId as id } from '../fields';
import { ApInvoiceSchema } from './ap-invoices';

// Paying vendors by check (spec 2 §2 'print checks, void checks', §4 'A paid bill, or a void or
// void-check item, cannot be selected', §7 GetCheckUrl, GetCheckHistory, GetCheck,
// ProfilePage/GetVoidChecksProfile; Attachment/GetChecks and GetChecksByDate live in attachments). Print checks 57,
// handwritten check 55, separate check 90, void check 59. Money is integer cents.

const checkNumber = z.string().trim().min(1).max(25);

export const PayableInvoiceSchema = z.object({
  ItemId: z.number(),
  TxnTypeId: z.number(),
  InvoiceNumber: z.string().nullable(),
  VendorAgentId: z.number(),
  VendorDisplayName: z.string(),
  InvoiceDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  TotalAmount: z.number(),
  PaidAmount: z.number(),
  OpenAmount: z.number(),
});
export type PayableInvoice = z.infer<typeof PayableInvoiceSchema>;

export const CheckSchema = z.object({
  ItemId: z.number(),
  PaymentId: z.number(),
  TxnTypeId: z.number(),
  CommunityAgentId: z.number(),
  BankAccountId: z.number(),
  BankAccountName: z.string(),
  VendorAgentId: z.number(),
  VendorDisplayName: z.string(),
  CheckNumber: z.string().nullable(),
  CheckDate: z.string(),
  Amount: z.number(),
  /** ApPaymentMethod: 1 printed, 2 handwritten. */
  Method: z.number(),
  /** ApPaymentStatus: 1 issued, 2 voided, 3 cleared. */
  Status: z.number(),
  VoidItemId: z.number().nullable(),
  VoidDate: z.string().nullable(),
  CheckRunId: z.number().nullable(),
  HasFile: z.boolean(),
});
export type Check = z.infer<typeof CheckSchema>;

export const CheckInvoiceSchema = z.object({
  ItemId: z.number(),
  InvoiceNumber: z.string().nullable(),
  InvoiceDate: z.string().nullable(),
  Amount: z.number(),
});

export const CheckDetailSchema = CheckSchema.extend({
  Invoices: z.array(CheckInvoiceSchema),
  AmountInWords: z.string(),
  MicrLine: z.string().nullable(),
});
export type CheckDetail = z.infer<typeof CheckDetailSchema>;

export const CheckRunResultSchema = z.object({
  CheckRunId: z.number(),
  CheckCount: z.number(),
  TotalAmount: z.number(),
  FirstCheckNumber: z.string(),
  LastCheckNumber: z.string(),
  /** Credit memos taken off the checks, cents. */
  CreditsApplied: z.number(),
  Checks: z.array(CheckSchema),
  Url: z.string(),
});
export type CheckRunResult = z.infer<typeof CheckRunResultSchema>;

export const CheckHistoryEntrySchema = z.object({
  ItemId: z.number(),
  TxnTypeId: z.number(),
  Date: z.string(),
  Description: z.string(),
  CheckNumber: z.string().nullable(),
  Amount: z.number(),
  UserName: z.string().nullable(),
});
export type CheckHistoryEntry = z.infer<typeof CheckHistoryEntrySchema>;

const checksPdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The checks PDF' });

export const CreditMemoSchema = z.object({
  ItemId: z.number(),
  CommunityAgentId: z.number(),
  VendorAgentId: z.number(),
  VendorDisplayName: z.string(),
  CreditNumber: z.string(),
  CreditDate: z.string(),
  Amount: z.number(),
  Applied: z.number(),
  Open: z.number(),
});
export type CreditMemo = z.infer<typeof CreditMemoSchema>;

export const apChecks = {
  AddCreditMemo: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/AddCreditMemo',
    summary:
      'A vendor credit memo (81), posted: the expense credited, accounts payable debited; later checks take it off',
    access: { claim: 'apinvoice', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      VendorAgentId: id,
      CreditNumber: z.string().trim().min(1).max(25),
      CreditDate: isoDate,
      Amount: moneyCents.positive(),
      /** The expense account credited. */
      AccountId: id,
    }),
    response: CreditMemoSchema,
  }),
  GetOpenCredits: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetOpenCredits',
    summary: 'Credit memos of a community not yet used up, oldest first',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, vendorAgentId: optionalIdParam }),
    response: z.array(CreditMemoSchema),
  }),
  GetBanks: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetBanks',
    summary: 'The community’s bank accounts that checks are written on, with the next check number',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        BankAccountId: z.number(),
        AccountName: z.string(),
        BankName: z.string(),
        AccountNumberLast4: z.string(),
        NextCheckNumber: z.number(),
        IsPrimary: z.boolean(),
        SignatureCount: z.number(),
        /** The book balance in cents: checks beyond it overdraw the account. */
        BookBalance: z.number(),
      }),
    ),
  }),
  GetPayableInvoices: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetPayableInvoices',
    summary:
      'Approved invoices still owed of a community, payable from the bank account (vendor, due-date filters)',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      bankAccountId: optionalIdParam,
      vendorAgentId: optionalIdParam,
      dueDateTo: isoDate.optional(),
    }),
    response: z.array(PayableInvoiceSchema),
  }),
  PrintChecks: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/PrintChecks',
    summary:
      'A check run (57): one check per vendor (separate-check invoices alone), numbered from the bank account, posted, and one PDF',
    access: { claim: 'apprintchecks', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      BankAccountId: id,
      CheckDate: isoDate,
      InvoiceItemIds: z.array(id).min(1).max(20_000),
      /** ThreePerPage: 3 checks on a page; WithStub: one check per page with its stub. */
      Layout: z.enum(['ThreePerPage', 'WithStub']).default('WithStub'),
      /** Take the vendors' open credit memos (81) off their checks. */
      ApplyCredits: z.boolean().default(false),
    }),
    response: CheckRunResultSchema,
  }),
  HandwrittenCheck: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/HandwrittenCheck',
    summary: 'Records a handwritten check (55) over invoices of one vendor, posted at once',
    access: { claim: 'apprintchecks', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      BankAccountId: id,
      CheckNumber: checkNumber,
      CheckDate: isoDate,
      InvoiceItemIds: z.array(id).min(1).max(500),
    }),
    response: CheckSchema,
  }),
  VoidCheck: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/VoidCheck',
    summary:
      'Voids a check (59) on the void date: its lines reversed, the invoices it paid payable again',
    access: { claim: 'apvoidchecks', level: 'create' },
    body: z.strictObject({ ItemId: id, VoidDate: isoDate }),
    response: CheckSchema,
  }),
  GetVoidChecks: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetVoidChecks',
    summary: 'Checks of a community to find and void: by bank account, check number and dates',
    access: { claim: 'apvoidchecks', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      bankAccountId: optionalIdParam,
      checkNumber: z.string().trim().max(25).optional(),
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
    }),
    response: z.array(CheckSchema),
  }),
  GetCheck: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetCheck',
    summary: 'One check with the invoices it paid',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({ itemID: idParam }),
    response: CheckDetailSchema,
  }),
  GetCheckHistory: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetCheckHistory',
    summary: 'The checks and voids of an invoice, or the history of a check',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: z.array(CheckHistoryEntrySchema),
  }),
  GetCheckUrl: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetCheckUrl',
    summary: 'Where the PDF of a printed check (its check run) is downloaded',
    access: { claim: 'apprintchecks', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: z.object({ Url: z.string(), CheckRunId: z.number() }),
  }),
  DownloadCheckRun: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/DownloadCheckRun/:id',
    summary: 'The PDF of a check run',
    access: { claim: 'apprintchecks', level: 'read' },
    params: z.strictObject({ id: idParam }),
    response: checksPdf,
    download: [FileTypes.Pdf],
  }),
  GetVoidChecksProfile: endpoint({
    method: 'GET',
    path: '/api/ProfilePage/GetVoidChecksProfile',
    summary: 'The profile of a check: what it paid, its void, its history',
    access: { claim: 'apvoidchecks', level: 'read' },
    // agentId: the check's vendor, or its community (a ledger line knows no vendor).
    query: z.strictObject({ agentId: idParam, itemId: idParam }),
    response: CheckDetailSchema.extend({
      History: z.array(CheckHistoryEntrySchema),
    }),
  }),
  GetInvoiceProfile: endpoint({
    method: 'GET',
    path: '/api/ProfilePage/GetInvoiceProfile',
    summary: 'The profile of a vendor’s invoice: the invoice and the checks and voids that paid it',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ agentId: idParam, itemId: idParam }),
    response: ApInvoiceSchema.extend({
      Checks: z.array(CheckHistoryEntrySchema),
    }),
  }),
};
