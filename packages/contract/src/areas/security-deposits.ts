import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, optionalIdParam, entityId as id } from '../fields';

// Security deposits 82 and refunds 83 (spec 3 §2 'security deposit add and review; refund security
// deposit', modal 'Refund security deposit post modal', §7 'Security deposit: POST
// CreateVendorAndInvoice; GET GetBalance, GetCode, GetSummary'). A refund posts from the security
// deposit liability to a payable account and enters an AP bill to the vendor (new or existing) for
// it. Money is integer cents.

const cents = moneyCents.positive();
const text = (max: number) => z.string().trim().max(max).nullable().default(null);

export const SecurityDepositSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TopsStatusId: z.number(),
  CommunityAgentId: z.number(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  AccountNumber: z.string().nullable(),
  PropertyAgentId: z.number().nullable(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  CheckNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  /** The bank account of a deposit, the payable account of a refund. */
  AccountId: z.number().nullable(),
  AccountName: z.string().nullable(),
  Amount: z.number(),
});
export type SecurityDeposit = z.infer<typeof SecurityDepositSchema>;

export const securityDeposits = {
  GetCode: endpoint({
    method: 'GET',
    path: '/api/SecurityDeposit/GetCode',
    summary: 'The community’s security deposit code (type 16) and its payable account',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      CodeID: z.number().nullable(),
      CodeAlias: z.string().nullable(),
      CodeName: z.string().nullable(),
      PayableAccountId: z.number().nullable(),
    }),
  }),
  GetBalance: endpoint({
    method: 'GET',
    path: '/api/SecurityDeposit/GetBalance',
    summary: 'The security deposit held for an owner (cents)',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ ownerAgentId: idParam }),
    response: z.object({ OwnerAgentId: z.number(), Balance: z.number() }),
  }),
  GetSecurityDeposits: endpoint({
    method: 'GET',
    path: '/api/SecurityDeposit/GetSecurityDeposits',
    summary: 'The community’s security deposits and refunds, newest first, optionally one owner’s',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, ownerAgentId: optionalIdParam }),
    response: z.object({ Rows: z.array(SecurityDepositSchema) }),
  }),
  GetSummary: endpoint({
    method: 'GET',
    path: '/api/SecurityDeposit/GetSummary',
    summary: 'One security deposit or refund',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: SecurityDepositSchema,
  }),
  AddSecurityDeposit: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/SecurityDeposit/AddSecurityDeposit',
    summary: 'A security deposit (82) received from an owner, saved accrued for review',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      OwnerAgentId: id,
      BankAccountId: id,
      Amount: cents,
      EventDate: isoDate,
      CheckNumber: text(25),
      Reference: text(100),
      IdempotencyKey: z.string().trim().min(8).max(100).nullable().default(null),
    }),
    response: SecurityDepositSchema,
  }),
  PostSecurityDeposit: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/SecurityDeposit/PostSecurityDeposit',
    summary: 'Posts a reviewed security deposit: the bank debited, the deposit liability credited',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({ TopsItemId: id }),
    response: SecurityDepositSchema,
  }),
  CreateVendorAndInvoice: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/SecurityDeposit/CreateVendorAndInvoice',
    summary:
      'Refunds (83) an owner’s security deposit (the liability debited, the payable account credited), creates the vendor or takes an existing one, and enters an AP bill (56) to it for the refund',
    access: { claim: 'arownerpayments', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      OwnerAgentId: id,
      Amount: cents,
      RefundDate: isoDate,
      /** A new vendor's name; not needed with an existing vendor. */
      VendorName: z.string().trim().max(100).default(''),
      VendorEmail: z.string().trim().max(255).default(''),
      /** True: refund to the existing vendor VendorAgentId (which must then be selected). */
      UseExistingVendor: z.boolean().default(false),
      VendorAgentId: id.nullable().default(null),
      PayableAccountId: id.nullable().default(null),
      IdempotencyKey: z.string().trim().min(8).max(100).nullable().default(null),
    }),
    response: SecurityDepositSchema.extend({
      /** The vendor created or used, and the AP bill entered for the refund (null on refunds made before payables). */
      VendorAgentId: z.number().nullable(),
      InvoiceItemId: z.number().nullable(),
      InvoiceNumber: z.string().nullable(),
      InvoiceInboxState: z.number().nullable(),
    }),
  }),
};
