import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  ApPaymentStatus,
  CheckMessages as M,
  InvoiceActionId,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { insertLedgerLines } from '../gl/index';
import { readCheck } from './check-queries';
import { reverseCreditApplications } from './check-credits';

type VoidCheck = typeof contract.apChecks.VoidCheck;

interface PaymentRow {
  id: number;
  community: number;
  vendor: number;
  status: number;
  date: string;
  checkNumber: string | null;
}

/**
 * AccountsPayable/VoidCheck: a void check item (59) on the void date reverses the check's ledger
 * lines (cash debited back, accounts payable credited back); the payment is marked voided and
 * what it paid is owed again (the invoices posted, 4, and payable). A voided check cannot be
 * voided again (removal rule 'Print check voided').
 */
export async function voidCheck(
  ctx: RequestContext,
  { body }: InputOf<VoidCheck>,
): Promise<ResponseOf<VoidCheck>> {
  requireClaim(ctx, 'apvoidchecks', 'create');
  const [payment] = await queryRows<PaymentRow>(
    ctx.tx,
    sql`select id::float8 as id, community_agent_id::float8 as community,
               vendor_agent_id::float8 as vendor, status::int as status,
               payment_date::text as date, check_number as "checkNumber"
          from ap_payments where item_id = ${body.ItemId}::bigint and method in (1, 2)
           for update`,
  );
  if (!payment) throw notFound(M.notACheck);
  await requireCommunity(ctx, payment.community);
  if (payment.status === ApPaymentStatus.Voided) throw new AppError(409, M.checkVoided);
  if (body.VoidDate < payment.date) throw badRequest(M.voidBeforeCheck);
  const [voidItem] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, parent_item_id,
                             event_date, post_date, reference, created_by_user_id)
          values (${ctx.user.companyId}::bigint, ${payment.community}::bigint, ${TxnTypeId.VoidCheck},
                  ${StatusId.Posted}, ${body.ItemId}::bigint, ${body.VoidDate}::date,
                  ${body.VoidDate}::date, ${payment.checkNumber}, ${ctx.user.userId}::bigint)
          returning id
        ), a as (
          insert into item_agents (company_id, item_id, agent_id, check_number)
          select ${ctx.user.companyId}::bigint, i.id, ${payment.vendor}::bigint, ${payment.checkNumber} from i
        )
        select id::float8 as id from i`,
  );
  if (!voidItem) throw new Error('void item not stored');
  await insertLedgerLines(
    ctx.tx,
    ctx.user.companyId,
    sql`select ${voidItem.id}::bigint as item_id, g.community_agent_id, ${body.VoidDate}::date as post_date,
               g.account_id, g.cost_center_id, g.credit_cents as debit_cents, g.debit_cents as credit_cents,
               left('Void ' || coalesce(g.description, ''), 200) as description,
               null::bigint as item_agent_detail_id
          from gl_lines g where g.item_id = ${body.ItemId}::bigint`,
  );
  await reverseCreditApplications(ctx, payment.id);
  await ctx.tx.execute(
    sql`with p as (
          update ap_payments set status = ${ApPaymentStatus.Voided}, void_item_id = ${voidItem.id}::bigint,
                 voided_at = now()
           where id = ${payment.id}::bigint returning id
        ), paid as (
          select invoice_item_id as item, sum(amount_cents)::bigint as amount
            from ap_payment_invoices where payment_id = ${payment.id}::bigint group by 1
        ), reopened as (
          update ap_invoices v set paid_cents = v.paid_cents - paid.amount, updated_at = now()
            from paid where v.item_id = paid.item
          returning v.item_id, v.community_agent_id
        ), actions as (
          insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id)
          select ${ctx.user.companyId}::bigint, item_id, community_agent_id,
                 ${InvoiceActionId.Voided}::smallint, ${ctx.user.userId}::bigint from reopened
        )
        update items set status_id = ${StatusId.Posted}, updated_at = now()
          from reopened where items.id = reopened.item_id and items.status_id = ${StatusId.Complete}`,
  );
  return readCheck(ctx, body.ItemId);
}
