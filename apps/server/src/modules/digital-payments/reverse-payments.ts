import { queryRows, sql, type Tx } from '@hoa/db';
import { ApPaymentStatus, InvoiceActionId, StatusId, TxnTypeId } from '@hoa/domain';
import { insertLedgerLines } from '../gl/index';

/**
 * Reverses issued digital payments like a void (59): a void-check item whose lines swap the
 * payment's debits and credits (cash debited, Accounts Payable credited) on the payment date,
 * the payment voided with its final digital status, and what it paid owed again.
 */
export async function reverseDigitalPayments(
  tx: Tx,
  companyId: number,
  userId: number | null,
  paymentIds: readonly number[],
  digitalStatus: number,
): Promise<void> {
  const payments = await queryRows<{
    id: number;
    item_id: number;
    community: number;
    date: string;
  }>(
    tx,
    sql`select id::float8 as id, item_id::float8 as item_id, community_agent_id::float8 as community,
               to_char(payment_date, 'YYYY-MM-DD') as date
          from ap_payments
         where id = any(${`{${paymentIds.join(',')}}`}::bigint[]) and status = ${ApPaymentStatus.Issued}
         order by id for update`,
  );
  for (const p of payments) {
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
            post_date, reference, created_by_user_id)
          values (${companyId}, ${p.community}, ${TxnTypeId.VoidCheck}, ${StatusId.Posted}, ${p.date},
            ${p.date}, ${`Void of ${p.item_id}`}, ${userId})
          returning id::float8 as id`,
    );
    if (!made) throw new Error('no void item');
    await insertLedgerLines(
      tx,
      companyId,
      sql`select ${made.id}::bigint as item_id, community_agent_id, ${p.date}::date as post_date,
                 account_id, cost_center_id, credit_cents as debit_cents, debit_cents as credit_cents,
                 left('Reversal: ' || coalesce(description, ''), 200) as description,
                 null::bigint as item_agent_detail_id
            from gl_lines where item_id = ${p.item_id}`,
    );
    await tx.execute(
      sql`update ap_payments set status = ${ApPaymentStatus.Voided}, digital_status = ${digitalStatus},
             void_item_id = ${made.id}, voided_at = now()
           where id = ${p.id}`,
    );
    await tx.execute(
      sql`with reopened as (
            update ap_invoices v set paid_cents = v.paid_cents - pi.amount_cents, updated_at = now()
              from ap_payment_invoices pi
             where pi.payment_id = ${p.id} and v.item_id = pi.invoice_item_id
            returning v.item_id, v.community_agent_id
          ), actions as (
            insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id)
            select ${companyId}, item_id, community_agent_id, ${InvoiceActionId.Voided}, ${userId}
              from reopened
          )
          update items set status_id = ${StatusId.Posted}, updated_at = now()
            from reopened where items.id = reopened.item_id`,
    );
  }
}
