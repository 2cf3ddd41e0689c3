import { queryRows, sql } from '@hoa/db';
import { appError } from '../../http/errors';
import { todayIso, TxnTypeId } from '@hoa/domain';
import { createPostedCashReceipts } from '../cash-receipts/index';
import type { MadePayment } from './made-payment';
import { type Payer, type PayerCall } from './payer';
import type { CardPaymentProvider, Charged } from './provider/index';

/**
 * A card payment left charging is charged (again) with its own key, outside any transaction: the
 * provider answers a repeat with the first charge, so the card is charged once however often this
 * runs. The answer is then recorded in a transaction of its own (recordCharge). A provider that
 * fails to answer leaves the payment charging for the recovery job (CardPaymentUnconfirmed, 503).
 */
export async function completeCardPayment(
  run: PayerCall['run'],
  provider: CardPaymentProvider,
  made: MadePayment,
): Promise<'paid' | 'declined'> {
  const charged = await provider
    .charge(made.cardToken ?? '', made.amountCents + made.feeCents, made.paymentKey)
    .catch(() => {
      throw appError('CardPaymentUnconfirmed');
    });
  return run((payer) => recordCharge(payer, made, charged));
}

/**
 * The charge's answer recorded, once: the payment's row is locked and only a payment still
 * charging is touched. Charged, its amount is posted as a cash receipt to the owner's ledger (one
 * per payment: the receipt's idempotency key is the payment's) and the payment is paid; declined,
 * it is declined and nothing is posted. Answers the payment's status.
 */
async function recordCharge(
  payer: Payer,
  made: MadePayment,
  charged: Charged,
): Promise<'paid' | 'declined'> {
  const { tx } = payer;
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from owner_one_time_payments where id = ${made.id} for update`,
  );
  if (!row) throw new Error('no payment');
  if (row.status === 'paid' || row.status === 'declined') return row.status;
  if (row.status !== 'charging' || made.bankAccountId === null)
    throw new Error(`card payment ${made.id} is ${row.status}`);
  if (!charged.ok) {
    await tx.execute(
      sql`update owner_one_time_payments set status = 'declined' where id = ${made.id}`,
    );
    return 'declined';
  }
  const [itemId] = await createPostedCashReceipts(tx, payer.companyId, [
    {
      communityAgentId: payer.communityAgentId,
      txnTypeId: TxnTypeId.CashReceiptsManual,
      ownerAgentId: payer.ownerAgentId,
      bankAccountId: made.bankAccountId,
      amountCents: made.amountCents,
      eventDate: todayIso(),
      reference: `Portal card payment ${made.methodLabel}`,
      idempotencyKey: `portal-card-payment-${made.id}`,
    },
  ]);
  if (itemId === undefined) throw new Error('no receipt');
  await tx.execute(
    sql`update owner_one_time_payments
           set status = 'paid', item_id = ${itemId}, provider_charge_id = ${charged.chargeId}
         where id = ${made.id}`,
  );
  return 'paid';
}
