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
