import type { FastifyReply } from 'fastify';
import { payLease, type InputOf, type PaymentReceipt } from '@hoa/contract';
import type { PublicCaller } from '../../http/bind';
import { onceAcrossTransactions, type KeyedRun } from '../../http/idempotency';
import type { AppDeps } from '../../http/request-context';
import { hashToken } from '../auth/index';
import { addBankAccount, addCard, removePaymentMethod } from './add-payment-method';
import { finishPayment, paymentByKey, startPayment } from './make-one-time-payment';
import type { Payer, PayerCall } from './payer';
import { onPayLease } from './pay-lease';

type Body = InputOf<typeof payLease.MakeLeasePayment>['body'];

/**
 * A payment link's payment with the card or bank account its payer enters. The method serves this
 * payment only: it is kept for the payment's charge, debit or refund but not listed among the
 * owner's saved methods. A repeat of the request finds the payment made before (no method added).
 */
async function payOnce(call: PayerCall, body: Body): Promise<PaymentReceipt> {
  const made = await call.run(
    async (payer) =>
      (await paymentByKey(payer, call.requestKey)) ?? (await startWithMethod(payer, call, body)),
  );
  return finishPayment(call, made);
}

async function startWithMethod(payer: Payer, call: PayerCall, body: Body) {
  const method =
    body.Method.Kind === 'card'
      ? await addCard(payer, body.Method.Card)
      : await addBankAccount(payer, body.Method.BankAccount);
  const made = await startPayment(
    payer,
    { PaymentMethodId: method.PaymentMethodId, Amount: body.Amount },
    call.requestKey,
  );
  await removePaymentMethod(payer, method.PaymentMethodId);
  return made;
}

/**
 * PayLease/MakeLeasePayment: the payer of a payment link pays once, in transactions of the link's
 * company (each checks the link again); a payment's idempotency key is kept per link.
 */
export async function makeLeasePayment(
  deps: AppDeps,
  { body }: InputOf<typeof payLease.MakeLeasePayment>,
  caller: PublicCaller,
): Promise<PaymentReceipt | FastifyReply> {
  // The link is judged as of the request's arrival: it does not expire between the charge and its posting.
  const arrived = Date.now();
  const run: PayerCall['run'] = (work) => onPayLease(deps, body.Token, work, arrived);
  const payments = (requestKey: string | null): PayerCall => ({
    run,
    requestKey,
    provider: deps.cardProvider,
  });
  if (!caller.idempotency) return payOnce(payments(null), body);
  const keyed: KeyedRun = (work) =>
    run((payer) =>
      work(payer.tx, {
        companyId: payer.companyId,
        caller: `pay-lease:${hashToken(body.Token)}`,
      }),
    );
  return onceAcrossTransactions(
    keyed,
    caller.reply,
    caller.idempotency,
    payLease.MakeLeasePayment,
    (key) => payOnce(payments(key), body),
  ) as Promise<PaymentReceipt | FastifyReply>;
}
