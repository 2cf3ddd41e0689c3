import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam } from '../fields';
import {
  BankAccountInput,
  CardInput,
  OneTimePaymentInput,
  PaymentMethodSchema,
  PaymentOptionsSchema,
  PaymentReceiptSchema,
} from './portal-payments';

// The back office's one-time payment and add payment method drawers (spec 3: on a property or its
// primary owner; create access to arprocesspayments and the community's payment platform status
// 2 Active) and GeneratePayLeaseToken (spec 3 "Owner portal" calls).

const access = { claim: 'arprocesspayments', level: 'create' } as const;
const agent = z.strictObject({ id: idParam });

export const ownerPayments = {
  GeneratePayLeaseToken: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/GeneratePayLeaseToken/:id',
    summary:
      'A short-lived signed token (15 minutes) a payment page is opened with for a property or its primary owner (AgentId)',
    access,
    params: agent,
    response: z.object({ Token: z.string() }),
  }),
  GetPaymentPlatformStatus: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentPlatformStatus/:id',
    summary:
      'Whether the one-time payment drawer opens for a property or its primary owner: the community’s payment platform status (0 Inactive, 1 Pending, 2 Active; payments at 2) and the primary owner who pays (null when there is none)',
    access,
    params: agent,
    response: z.object({
      PaymentPlatformStatusId: z.number(),
      PrimaryOwnerAgentId: z.number().nullable(),
    }),
  }),
  GetPaymentOptions: endpoint({
    method: 'GET',
    path: '/api/OwnerPayments/GetPaymentOptions/:id',
    summary:
      'The one-time payment drawer of a property or its primary owner: the balance, the convenience fees and the owner’s saved payment methods',
    access,
    params: agent,
    response: PaymentOptionsSchema,
  }),
  AddBankAccount: endpoint({
    method: 'POST',
    path: '/api/OwnerPayments/AddBankAccount/:id',
    summary: 'Add payment method drawer: save a bank account of a property’s primary owner',
    access,
    params: agent,
    body: BankAccountInput,
    response: PaymentMethodSchema,
  }),
  AddCard: endpoint({
    method: 'POST',
    path: '/api/OwnerPayments/AddCard/:id',
    summary:
      'Add payment method drawer: save a card of a property’s primary owner through the payment provider',
    access,
    params: agent,
    body: CardInput,
    response: PaymentMethodSchema,
  }),
  MakeOneTimePayment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/OwnerPayments/MakeOneTimePayment/:id',
    summary:
      'One-time payment drawer: a property’s primary owner pays once by card (charged and posted at once) or bank account (in the next direct debit file)',
    access,
    params: agent,
    body: OneTimePaymentInput,
    response: PaymentReceiptSchema,
  }),
};

const leaseToken = z.string().min(10).max(600);

/** What a payment link shows before the payer pays: whose account, what is owed, the fees. */
export const PayLeaseSchema = z.object({
  OwnerName: z.string(),
  PropertyAddress: z.string(),
  CommunityName: z.string(),
  /** When the link stops working (ISO time, 15 minutes after it was made). */
  ExpiresAt: z.string(),
  IsOpen: z.boolean(),
  Balance: z.number(),
  AllowsPrepayment: z.boolean(),
  CardFeeBasisPoints: z.number(),
  AchFee: z.number(),
});
export type PayLease = z.infer<typeof PayLeaseSchema>;

/** The card or bank account a payment link pays with (used for this payment, not saved for the owner). */
export const PayLeaseMethodInput = z.discriminatedUnion('Kind', [
  z.strictObject({ Kind: z.literal('card'), Card: CardInput }),
  z.strictObject({ Kind: z.literal('ach'), BankAccount: BankAccountInput }),
]);

/**
 * /api/PayLease: the payment page a GeneratePayLeaseToken opens (no sign-in; the signed token,
 * good for 15 minutes, names the owner who pays).
 */
export const payLease = {
  GetPayLease: endpoint({
    method: 'GET',
    path: '/api/PayLease/GetPayLease',
    summary:
      'What a payment link shows: the owner, property and community it pays for, the balance, the convenience fees and when the link expires',
    auth: 'public',
    query: z.strictObject({ token: leaseToken }),
    response: PayLeaseSchema,
  }),
  MakeLeasePayment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/PayLease/MakeLeasePayment',
    summary:
      'Pays once through a payment link with a card (charged and posted at once) or a bank account (debited in the community’s next direct debit file); the method is used for this payment only',
    auth: 'public',
    body: z.strictObject({
      Token: leaseToken,
      Amount: OneTimePaymentInput.shape.Amount,
      Method: PayLeaseMethodInput,
    }),
    response: PaymentReceiptSchema,
  }),
};
