import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { InputOf, PaymentReceipt, portalPayments } from '@hoa/contract';
import {
  cardExpiryProblem,
  convenienceFeeCents,
  portalPaymentAmountProblem,
  PortalPaymentMessages,
  TxnTypeId,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import { createCashReceipts, postCashReceipts } from '../cash-receipts/index';
import { methodLabel, payerAccount, todayUtc, type Payer } from './payer';
import { cardProvider } from './provider/index';

type PayInput = InputOf<typeof portalPayments.MakeOneTimePayment>['body'];

interface MethodRow {
  id: number;
  kind: 'ach' | 'card';
  last4: string;
  account_type: string | null;
  card_brand: string | null;
  card_token: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

/**
 * A one-time payment of the owner, whole or not at all (one transaction; the call is idempotent):
 * by card, the amount and fee charged through the provider at once and the amount posted as a
 * payment; by bank account, kept pending for the community's next direct debit file, which debits
 * it and posts it then (direct-debit/one-time-debits.ts). The fee is never posted to the ledger.
 */
export async function makeOneTimePayment(payer: Payer, body: PayInput): Promise<PaymentReceipt> {
  const { tx } = payer;
  // One payment of an owner at a time: the balance read below stays true until this one is made.
  await tx.execute(sql`select id from agents where id = ${payer.ownerAgentId} for no key update`);
  const account = await payerAccount(payer);
  if (!account.isOpen || account.bankAccountId === null) throw appError('PortalPaymentsOff');
  const [method] = await queryRows<MethodRow>(
    tx,
    sql`select id::int8 as id, kind, last4, account_type, card_brand, card_token,
               expiry_month::int as expiry_month, expiry_year::int as expiry_year
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
  const today = todayUtc();
  const fee = convenienceFeeCents(method.kind, body.Amount, account);
  let chargeId: string | null = null;
  if (method.kind === 'card') {
    const expired = cardExpiryProblem(method.expiry_month ?? 0, method.expiry_year ?? 0, today);
    if (expired) throw badRequest(expired);
    const charged = await cardProvider().charge(
      method.card_token ?? '',
      body.Amount + fee,
      randomUUID(),
    );
    if (!charged.ok) throw appError('CardDeclined');
    chargeId = charged.chargeId;
  }
  const [made] = await queryRows<{ id: number; created_at: string }>(
    tx,
    sql`insert into owner_one_time_payments (company_id, community_agent_id, owner_agent_id, payment_method_id,
          kind, amount_cents, fee_cents, status, bank_account_id, provider_charge_id)
        values (${payer.companyId}, ${payer.communityAgentId}, ${payer.ownerAgentId}, ${method.id}, ${method.kind},
          ${body.Amount}, ${fee}, ${method.kind === 'card' ? 'paid' : 'pending'}, ${account.bankAccountId}, ${chargeId})
        returning id::int8 as id,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
  );
  if (!made) throw new Error('no payment');
  if (method.kind === 'card') {
    const [itemId] = await createCashReceipts(tx, payer.companyId, [
      {
        communityAgentId: payer.communityAgentId,
        txnTypeId: TxnTypeId.CashReceiptsManual,
        ownerAgentId: payer.ownerAgentId,
        bankAccountId: account.bankAccountId,
        amountCents: body.Amount,
        eventDate: today,
        reference: `Portal card payment ${methodLabel(method)}`,
        idempotencyKey: `portal-card-payment-${made.id}`,
      },
    ]);
    if (itemId === undefined) throw new Error('no receipt');
    await postCashReceipts(tx, payer.companyId, [itemId]);
    await tx.execute(
      sql`update owner_one_time_payments set item_id = ${itemId} where id = ${made.id}`,
    );
  }
  return {
    OneTimePaymentId: made.id,
    Kind: method.kind,
    MethodLabel: methodLabel(method),
    Amount: body.Amount,
    Fee: fee,
    Total: body.Amount + fee,
    Status: method.kind === 'card' ? 'paid' : 'pending',
    ConfirmationNumber: `OTP-${String(made.id).padStart(8, '0')}`,
    CreatedAt: made.created_at,
  };
}
