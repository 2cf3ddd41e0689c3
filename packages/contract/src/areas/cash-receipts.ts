import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  idListParam,
  idParam,
  isoDate,
  moneyCents,
  optionalIdParam,
  entityId as id,
} from '../fields';

// Owner payments and cash receipts (spec 3 §2, §7 'Transaction profiles' GetOwnerPaymentSummary;
// spec 1 §3.3 types 44, 48-51, 66): add, edit (accrued), post, index, summary, what a payment
// paid, backout payment and NSF, miscellaneous cash receipt, the community's payment priority.
// Money is integer cents.

const cents = moneyCents.positive();
const text = (max: number) => z.string().trim().max(max).nullable().default(null);
/** A key the web sends once per form, so a retried request posts once. */
const idempotencyKey = z.string().trim().min(8).max(100).nullable().default(null);

export const PaymentApplicationSchema = z.object({
  TopsItemAgentDetailId: z.number(),
  CodeID: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  /** Cents this payment paid on the code (for a backout or NSF: put back on it). */
  Amount: z.number(),
  IsPrepaid: z.boolean(),
});
export type PaymentApplication = z.infer<typeof PaymentApplicationSchema>;

export const OwnerPaymentSchema = z.object({
  TopsItemId: z.number(),
  TopsItemAgentId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  TopsItemParentTxnId: z.number().nullable(),
  CommunityAgentId: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  AccountNumber: z.string().nullable(),
  PropertyAgentId: z.number().nullable(),
  Address: z.string().nullable(),
  BankAccountId: z.number().nullable(),
  BankAccountName: z.string().nullable(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  CheckNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  IsDirectDebit: z.boolean(),
  Amount: z.number(),
  Applications: z.array(PaymentApplicationSchema),
  /** The live backout payment or NSF of a payment, if any. */
  ReversalItemId: z.number().nullable(),
  ReversalTxnTypeId: z.number().nullable(),
});
export type OwnerPayment = z.infer<typeof OwnerPaymentSchema>;

export const CashReceiptRowSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  EventDate: z.string(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string(),
  AccountNumber: z.string().nullable(),
  CheckNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  Amount: z.number(),
});
export type CashReceiptRow = z.infer<typeof CashReceiptRowSchema>;

export const OpenChargeSchema = z.object({
  CodeID: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  Priority: z.number(),
  PostDate: z.string(),
  Sequence: z.number(),
  OpenAmount: z.number(),
});
export type OpenChargeRow = z.infer<typeof OpenChargeSchema>;

const receiptFields = {
  BankAccountId: id,
  Amount: cents,
  EventDate: isoDate,
  CheckNumber: text(25),
  Reference: text(100),
  Description: text(1000),
};

export const cashReceipts = {
  GetPaymentSetup: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentSetup',
    summary: 'The community’s bank accounts a payment can be deposited to, and its prepaid code',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      BankAccounts: z.array(
        z.object({
          BankAccountId: z.number(),
          AccountName: z.string(),
          MaskedAccountNumber: z.string(),
          GlAccountId: z.number().nullable(),
          IsPrimary: z.boolean(),
        }),
      ),
      PrepaidCodeId: z.number().nullable(),
    }),
  }),
  GetPaymentOwners: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentOwners',
    summary: 'Owners of the community who can pay, with their balance (first 50 by account)',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      searchTerm: z.string().trim().max(100).default(''),
    }),
    response: z.object({
      Owners: z.array(
        z.object({
          OwnerAgentId: z.number(),
          OwnerName: z.string(),
          AccountNumber: z.string().nullable(),
          Address: z.string().nullable(),
          Balance: z.number(),
        }),
      ),
    }),
  }),
  GetOwnerOpenCharges: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetOwnerOpenCharges',
    summary: 'An owner’s open charges in the community’s paying order',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ ownerAgentId: idParam }),
    response: z.object({ OwnerAgentId: z.number(), Charges: z.array(OpenChargeSchema) }),
  }),
  AddCashReceipt: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/AddCashReceipt',
    summary: 'A manual cash receipt (48) for an owner: saved accrued, or posted at once',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      OwnerAgentId: id,
      ...receiptFields,
      Post: z.boolean().default(false),
      IdempotencyKey: idempotencyKey,
    }),
    response: OwnerPaymentSchema,
  }),
  UpdateCashReceipt: endpoint({
    method: 'POST',
    path: '/api/OwnerPayments/UpdateCashReceipt',
    summary: 'Edits an accrued cash receipt',
    access: { claim: 'arownerpayments', level: 'update' },
    body: z.strictObject({ TopsItemId: id, ...receiptFields }),
    response: OwnerPaymentSchema,
  }),
  PostCashReceipts: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/PostCashReceipts',
    summary: 'Posts accrued cash receipts; ones already posted are left as they are',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({ ItemIds: z.array(id).min(1).max(10_000) }),
    response: z.object({ ItemIds: z.array(z.number()) }),
  }),
  GetCashReceipts: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetCashReceipts',
    summary: 'The community’s cash receipts, backouts and NSFs, newest first',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      statusId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(500).default(50),
    }),
    response: z.object({ Rows: z.array(CashReceiptRowSchema), TotalCount: z.number() }),
  }),
  GetOwnerPaymentSummary: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetOwnerPaymentSummary',
    summary: 'Payments by item id (optionally one owner’s part), with what each paid',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ itemIDs: idListParam, agentId: optionalIdParam }),
    response: z.object({ Payments: z.array(OwnerPaymentSchema) }),
  }),
  GetPaymentApplications: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentApplications',
    summary: 'What a posted payment paid, code by code (prepaid for what was left over)',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: z.object({ TopsItemId: z.number(), Applications: z.array(PaymentApplicationSchema) }),
  }),
  AddPaymentReversal: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/AddPaymentReversal',
    summary: 'Backs out a posted payment (66) or returns it NSF (44), with an optional NSF fee',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      PaymentItemId: id,
      TopsTxnTypeId: z.union([z.literal(44), z.literal(66)]),
      EventDate: isoDate,
      Reference: text(100),
      NsfFeeCodeId: id.nullable().default(null),
      NsfFeeAmount: cents.nullable().default(null),
      Post: z.boolean().default(false),
      IdempotencyKey: idempotencyKey,
    }),
    response: OwnerPaymentSchema,
  }),
  PostPaymentReversal: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/PostPaymentReversal',
    summary: 'Posts an accrued backout payment or NSF',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({ TopsItemId: id }),
    response: OwnerPaymentSchema,
  }),
  AddMiscellaneousCashReceipt: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/AddMiscellaneousCashReceipt',
    summary: 'Money received not from an owner, posted to the chosen accounts',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      BankAccountId: id,
      EventDate: isoDate,
      ReceivedFrom: z.string().trim().min(1).max(100),
      CheckNumber: text(25),
      Lines: z
        .array(z.strictObject({ AccountId: id, Amount: cents, Description: text(200) }))
        .max(100),
      IdempotencyKey: idempotencyKey,
    }),
    response: z.object({ TopsItemId: z.number(), Amount: z.number() }),
  }),
  GetPaymentPriorities: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentPriorities',
    summary: 'The community’s charge codes in paying order, with their priority',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      Codes: z.array(
        z.object({
          CodeID: z.number(),
          CodeAlias: z.string(),
          CodeName: z.string(),
          TopsCodeTypeId: z.number(),
          Priority: z.number(),
          DefaultPriority: z.number(),
        }),
      ),
    }),
  }),
  SavePaymentPriorities: endpoint({
    method: 'POST',
    path: '/api/OwnerPayments/SavePaymentPriorities',
    summary: 'Sets the community’s payment priority of its charge codes',
    access: { claim: 'arownerpayments', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: id,
      Codes: z.array(z.strictObject({ CodeID: id, Priority: z.number().int() })).max(500),
    }),
    response: z.object({ success: z.literal(true) }),
  }),
};
