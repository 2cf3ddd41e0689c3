import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { InputOf, PaymentReceipt, portalPayments } from '@hoa/contract';
import {
  cardExpiryProblem,
  convenienceFeeCents,
  portalPaymentAmountProblem,
  PortalPaymentMessages,
  todayIso,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import { completeCardPayment } from './complete-card-payment';
import { payerAccount, type Payer, type PayerCall } from './payer';
import { paymentOf, receiptOf, type MadePayment } from './made-payment';

type PayInput = InputOf<typeof portalPayments.MakeOneTimePayment>['body'];

interface MethodRow {
  id: number;
  kind: 'ach' | 'card';
  expiry_month: number | null;
  expiry_year: number | null;
}

/**
 * A one-time payment of the owner (the call is idempotent): by bank account, kept pending for the
 * community's next direct debit file, which debits it and posts it then
 * (direct-debit/one-time-debits.ts); by card, in three steps so that a charge is never lost:
 * the payment is made as charging (startPayment, its transaction commits), the card is charged
 * outside any transaction with the payment's key, and the charge is recorded in a transaction of
 * its own (completeCardPayment: paid and posted, or declined). A payment left charging is
 * completed by the next repeat of the request or by the recovery job. The fee is never posted.
 */
export async function makeOneTimePayment(call: PayerCall, body: PayInput): Promise<PaymentReceipt> {
  const made = await call.run((payer) => startPayment(payer, body, call.requestKey));
  return finishPayment(call, made);
}

/**
 * The card payment's charge and record when it is still charging, then its receipt; a declined
 * card answers CardDeclined (the payment stays, declined, and nothing is posted).
 */
export async function finishPayment(call: PayerCall, made: MadePayment): Promise<PaymentReceipt> {
  const status =
    made.status === 'charging'
      ? await completeCardPayment(call.run, call.provider, made)
      : made.status;
  if (status === 'declined') throw appError('CardDeclined');
  return receiptOf({ ...made, status });
}

/** The payment a repeat of the request made before (its key), if any. */
export async function paymentByKey(
  payer: Payer,
  requestKey: string | null,
): Promise<MadePayment | null> {
  if (requestKey === null) return null;
  return paymentOf(payer, sql`p.payment_key = ${paymentKeyOf(requestKey)}`);
}

/** A payment's key: from the request's key, so its repeats find it; else one of its own. */
const paymentKeyOf = (requestKey: string | null) => `otp-${requestKey ?? randomUUID()}`;

/**
 * The payment's first step, in one transaction: the payment a repeat of the request made, or a new
 * one once the portal, method, amount and card expiry are checked (a card's charging, a bank
 * account's pending). Payments of one owner are made one at a time (the owner's row is locked),
 * and those not posted yet are taken off the balance, so two payments never both pass it.
 */
export async function startPayment(
  payer: Payer,
  body: PayInput,
  requestKey: string | null,
): Promise<MadePayment> {
  const { tx } = payer;
  await tx.execute(sql`select id from agents where id = ${payer.ownerAgentId} for no key update`);
  const found = await paymentByKey(payer, requestKey);
  if (found) return found;
  const account = await payerAccount(payer);
  if (!account.isOpen || account.bankAccountId === null) throw appError('PortalPaymentsOff');
  const [method] = await queryRows<MethodRow>(
    tx,
    sql`select id::int8 as id, kind, expiry_month::int as expiry_month, expiry_year::int as expiry_year
          from owner_payment_methods
         where id = ${body.PaymentMethodId} and owner_agent_id = ${payer.ownerAgentId} and not is_removed`,
  );
  if (!method) throw appError('PaymentMethodNotFound');
  const problem = portalPaymentAmountProblem(
    body.Amount,
    account.balanceCents,
    account.allowsPrepayment,
  );
  if (problem === PortalPaymentMessages.overBalance) throw appError('PortalPaymentOverBalance');
  if (problem) throw appError('PortalPaymentAmount');
  if (method.kind === 'card') {
    const expired = cardExpiryProblem(
      method.expiry_month ?? 0,
      method.expiry_year ?? 0,
      todayIso(),
    );
    if (expired) throw badRequest(expired);
  }
  const fee = convenienceFeeCents(method.kind, body.Amount, account);
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into owner_one_time_payments (company_id, community_agent_id, owner_agent_id, payment_method_id,
          kind, amount_cents, fee_cents, status, bank_account_id, payment_key)
        values (${payer.companyId}, ${payer.communityAgentId}, ${payer.ownerAgentId}, ${method.id}, ${method.kind},
          ${body.Amount}, ${fee}, ${method.kind === 'card' ? 'charging' : 'pending'}, ${account.bankAccountId},
          ${paymentKeyOf(requestKey)})
        returning id::int8 as id`,
  );
  const made = inserted && (await paymentOf(payer, sql`p.id = ${inserted.id}`));
  if (!made) throw new Error('no payment');
  return made;
}
