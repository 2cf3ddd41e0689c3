import { z } from 'zod';
import { CardExpiryYears, MaxMoneyCents, PortalPaymentMessages } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { entityId, noInput, SuccessResponse } from '../fields';

// An owner's payments from the portal (issue 23 part 3): saved payment methods (bank accounts and
// cards) and one-time payments of the owner's balance, by bank account in the community's next
// direct debit file or by card at once. Calls under /api/Portal/ take an owner's session.

export const PaymentMethodSchema = z.object({
  PaymentMethodId: z.number(),
  /** 'ach' a bank account, 'card' a card. */
  Kind: z.enum(['ach', 'card']),
  /** "Visa ending 1111", "Checking ending 6789". */
  Label: z.string(),
  Last4: z.string(),
  CardBrand: z.string().nullable(),
  ExpiryMonth: z.number().nullable(),
  ExpiryYear: z.number().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentOptionsSchema = z.object({
  /** Online payments are taken for the owner's community (its portal is on with a deposit account). */
  IsOpen: z.boolean(),
  /** What the owner owes now, in cents (0 when in credit). */
  Balance: z.number(),
  AllowsPrepayment: z.boolean(),
  /** The card convenience fee in hundredths of a percent (250 = 2.5%). */
  CardFeeBasisPoints: z.number(),
  /** The bank account convenience fee in cents. */
  AchFee: z.number(),
  Methods: z.array(PaymentMethodSchema),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const PaymentReceiptSchema = z.object({
  OneTimePaymentId: z.number(),
  Kind: z.enum(['ach', 'card']),
  MethodLabel: z.string(),
  Amount: z.number(),
  Fee: z.number(),
  Total: z.number(),
  /** 'paid' (a card, charged) or 'pending' (a bank account, debited in the next file). */
  Status: z.enum(['pending', 'sent', 'paid']),
  ConfirmationNumber: z.string(),
  CreatedAt: z.string(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

export const BankAccountInput = z.strictObject({
  RoutingNumber: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'Enter the 9-digit routing number.'),
  AccountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'Enter the account number: 4 to 17 digits.'),
  AccountType: z.enum(['C', 'S']),
  NameOnAccount: z.string().trim().min(1, 'Enter the name on the account.').max(22),
});

export const CardInput = z.strictObject({
  CardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, 'The card number is not valid.'),
  ExpiryMonth: z.number().int().min(1).max(12),
  ExpiryYear: z
    .number()
    .int()
    .min(2000)
    .max(2100 + CardExpiryYears),
});

export const OneTimePaymentInput = z.strictObject({
  PaymentMethodId: entityId,
  /** The payment in cents (the balance by default); the fee is added on top. */
  Amount: z.number().int().min(1, PortalPaymentMessages.amount).max(MaxMoneyCents),
});

export const portalPayments = {
  GetPaymentOptions: endpoint({
    method: 'GET',
    path: '/api/Portal/GetPaymentOptions',
    summary:
      'What the signed-in owner may pay: their balance, the community’s convenience fees and prepayment rule, and their saved payment methods',
    auth: 'owner',
    portalRight: 'pay',
    query: noInput,
    response: PaymentOptionsSchema,
  }),
  AddBankAccount: endpoint({
    method: 'POST',
    path: '/api/Portal/AddBankAccount',
    summary:
      'Save a bank account of the owner (routing number checked, account number kept sealed)',
    auth: 'owner',
    portalRight: 'pay',
    body: BankAccountInput,
    response: PaymentMethodSchema,
  }),
  AddCard: endpoint({
    method: 'POST',
    path: '/api/Portal/AddCard',
    summary:
      'Save a card of the owner through the payment provider (issuer by prefix, Luhn, expiry after today): only its token, brand, last 4 and expiry are kept',
    auth: 'owner',
    portalRight: 'pay',
    body: CardInput,
    response: PaymentMethodSchema,
  }),
  RemovePaymentMethod: endpoint({
    method: 'POST',
    path: '/api/Portal/RemovePaymentMethod',
    summary: 'Remove a saved payment method of the owner',
    auth: 'owner',
    portalRight: 'pay',
    body: z.strictObject({ PaymentMethodId: entityId }),
    response: SuccessResponse,
  }),
  MakeOneTimePayment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Portal/MakeOneTimePayment',
    summary:
      'The owner pays once: by card charged at once and posted, or by bank account debited in the community’s next direct debit file and posted then; the convenience fee is added, never posted to the ledger',
    auth: 'owner',
    portalRight: 'pay',
    body: OneTimePaymentInput,
    response: PaymentReceiptSchema,
  }),
};
