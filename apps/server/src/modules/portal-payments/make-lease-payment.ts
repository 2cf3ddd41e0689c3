import type { FastifyReply } from 'fastify';
import { payLease, type InputOf, type PaymentReceipt } from '@hoa/contract';
import type { PublicCaller } from '../../http/bind';
import { onceForCaller, sendStored } from '../../http/idempotency';
import type { AppDeps } from '../../http/request-context';
import { hashToken } from '../auth/index';
import { addBankAccount, addCard, removePaymentMethod } from './add-payment-method';
import { makeOneTimePayment } from './make-one-time-payment';
import type { Payer } from './payer';
import { onPayLease } from './pay-lease';

type Body = InputOf<typeof payLease.MakeLeasePayment>['body'];

/**
 * A payment link's payment with the card or bank account its payer enters, whole or not at all.
 * The method serves this payment only: it is kept for the payment's debit or refund but not listed
 * among the owner's saved methods.
 */
async function payOnce(payer: Payer, body: Body): Promise<PaymentReceipt> {
  const method =
    body.Method.Kind === 'card'
      ? await addCard(payer, body.Method.Card)
      : await addBankAccount(payer, body.Method.BankAccount);
  const receipt = await makeOneTimePayment(payer, {
    PaymentMethodId: method.PaymentMethodId,
    Amount: body.Amount,
  });
  await removePaymentMethod(payer, method.PaymentMethodId);
  return receipt;
}

/**
 * PayLease/MakeLeasePayment: the payer of a payment link pays once, in one transaction of the link's
 * company; a payment's idempotency key is kept per link.
 */
export async function makeLeasePayment(
  deps: AppDeps,
  { body }: InputOf<typeof payLease.MakeLeasePayment>,
  caller: PublicCaller,
): Promise<PaymentReceipt | FastifyReply> {
  const call = caller.idempotency;
  const outcome = await onPayLease(deps, body.Token, (payer) =>
    call
      ? onceForCaller(
          payer.tx,
          payer.companyId,
          `pay-lease:${hashToken(body.Token)}`,
          call,
          payLease.MakeLeasePayment,
          () => payOnce(payer, body),
        )
      : payOnce(payer, body).then((answer) => ({ answer })),
  );
  return 'stored' in outcome
    ? sendStored(caller.reply, outcome.stored)
    : (outcome.answer as PaymentReceipt);
}
