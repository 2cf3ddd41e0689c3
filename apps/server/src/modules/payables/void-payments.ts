import { queryRows, sql, type Tx } from '@hoa/db';
import { ApPaymentStatus, CheckMessages, InvoiceActionId, StatusId, TxnTypeId } from '@hoa/domain';
import { appError, badRequest, notFound } from '../../http/errors';
import { reversePosting } from '../gl/index';
import { idArray } from '../../sql/index';

/** How a voided payment ends: digital payments record their final DigitalPaymentStatusId. */
export interface VoidOutcome {
  /** Voided (deleted before release), Failed or Refunded; null for checks. */
  digitalStatus: number | null;
}

export interface VoidedPayment {
  paymentId: number;
  voidItemId: number;
}

/**
 * Voids vendor payments, the one reversal of checks and digital payments: per payment a void
 * item (59, child of the payment's item) on `voidDate` (null: the payment's own date) whose
 * ledger lines swap the payment's (cash debited, Accounts Payable credited); the payment is
 * voided (status 2, void item, time, and the digital status of `outcome`); credit memos it used
 * are put back; what it paid is owed again (paid_cents down, complete invoices posted again, 4)
 * with a 'voided' action. Set-based; refused whole when any payment is unknown or already voided.
 */
export async function voidPayments(
  tx: Tx,
  companyId: number,
  userId: number | null,
  paymentIds: readonly number[],
  voidDate: string | null,
  outcome: VoidOutcome,
): Promise<VoidedPayment[]> {
  const unique = [...new Set(paymentIds)];
  if (unique.length === 0) return [];
  const ids = idArray(unique);
  const locked = await queryRows<{ status: number; date: string }>(
    tx,
    sql`select status::int as status, to_char(payment_date, 'YYYY-MM-DD') as date
          from ap_payments where id = any(${ids}) order by id for update`,
  );
  if (locked.length !== unique.length) throw notFound();
  if (locked.some((p) => p.status === ApPaymentStatus.Voided)) {
    throw appError('PayablesCheckVoided');
  }
  if (voidDate !== null && locked.some((p) => voidDate < p.date)) {
    throw badRequest(CheckMessages.voidBeforeCheck);
  }
  const voided = await queryRows<VoidedPayment & { paymentItemId: number }>(
    tx,
    sql`with p as (
          select id, item_id, community_agent_id, vendor_agent_id, check_number,
                 coalesce(${voidDate}::date, payment_date) as void_date
            from ap_payments where id = any(${ids})
        ), i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, parent_item_id,
                             event_date, post_date, reference, created_by_user_id)
          select ${companyId}::bigint, community_agent_id, ${TxnTypeId.VoidCheck}, ${StatusId.Posted},
                 item_id, void_date, void_date, coalesce(check_number, 'Void of ' || item_id),
                 ${userId}::bigint
            from p
          returning id, parent_item_id
        ), a as (
          insert into item_agents (company_id, item_id, agent_id, check_number)
          select ${companyId}::bigint, i.id, p.vendor_agent_id, p.check_number
            from i join p on p.item_id = i.parent_item_id
        )
        update ap_payments s set status = ${ApPaymentStatus.Voided}, void_item_id = i.id,
               voided_at = now(),
               digital_status = coalesce(${outcome.digitalStatus}::int, s.digital_status)
          from i where s.item_id = i.parent_item_id
        returning s.id::int8 as "paymentId", i.id::int8 as "voidItemId",
                  s.item_id::int8 as "paymentItemId"`,
  );
  await reversePosting(tx, companyId, {
    itemIds: voided.map((v) => v.paymentItemId),
    onto: new Map(voided.map((v) => [v.paymentItemId, v.voidItemId])),
    descriptionPrefix: 'Void ',
  });
  await reverseCreditApplications(tx, ids);
  await tx.execute(
    sql`with paid as (
          select invoice_item_id as item, sum(amount_cents)::bigint as amount
            from ap_payment_invoices where payment_id = any(${ids}) group by 1
        ), reopened as (
          update ap_invoices v set paid_cents = v.paid_cents - paid.amount, updated_at = now()
            from paid where v.item_id = paid.item
          returning v.item_id, v.community_agent_id
        ), actions as (
          insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id)
          select ${companyId}::bigint, item_id, community_agent_id,
                 ${InvoiceActionId.Voided}::smallint, ${userId}::bigint from reopened
        )
        update items set status_id = ${StatusId.Posted}, updated_at = now()
          from reopened where items.id = reopened.item_id and items.status_id = ${StatusId.Complete}`,
  );
  return voided.map(({ paymentId, voidItemId }) => ({ paymentId, voidItemId }));
}

/** Puts back the credit memos the payments took off their checks (no ledger line needed). */
async function reverseCreditApplications(tx: Tx, ids: ReturnType<typeof idArray>) {
  await tx.execute(
    sql`with gone as (
          delete from ap_credit_applications where payment_id = any(${ids})
          returning credit_item_id, invoice_item_id, amount_cents
        ), credits as (
          update ap_credit_memos m set applied_cents = m.applied_cents - s.amount
            from (select credit_item_id as item, sum(amount_cents)::bigint as amount from gone group by 1) s
           where m.item_id = s.item
        )
        update ap_invoices v set paid_cents = v.paid_cents - s.amount, updated_at = now()
          from (select invoice_item_id as item, sum(amount_cents)::bigint as amount from gone group by 1) s
         where v.item_id = s.item`,
  );
}
