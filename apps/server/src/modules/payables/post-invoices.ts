import { queryRows, sql, type Tx } from '@hoa/db';
import { AccountRequiredTypeId, InboxState, StatusId } from '@hoa/domain';
import { appError } from '../../http/errors';
import { insertLedgerLines } from '../gl/index';

export const noPayableAccountMessage =
  'The community has no Accounts Payable account (required account type 4).';

/**
 * Posts approved invoices (bill 56, separate check 90): each distribution line debits its account
 * (a credit line, is_debit false, credits it) and the invoice's total credits the community's
 * Accounts Payable account (required account type 4), on the invoice date. Set-based: any number of
 * invoices in two statements. The invoices become posted (item status 4) and payable (state 5).
 */
export async function postInvoices(
  tx: Tx,
  companyId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = sql`(select unnest(${`{${itemIds.join(',')}}`}::bigint[]))`;
  const [missing] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ap_invoices v
         where v.item_id in ${ids}
           and not exists (select 1 from required_accounts r
                            where r.community_agent_id = v.community_agent_id
                              and r.account_required_type_id = ${AccountRequiredTypeId.AccountsPayable})`,
  );
  if (missing && missing.n > 0) throw appError('PayablesNoPayableAccount', noPayableAccountMessage);
  await insertLedgerLines(
    tx,
    companyId,
    sql`select i.id as item_id, i.community_agent_id, coalesce(v.invoice_date, i.event_date) as post_date,
               d.account_id, d.cost_center_category_id as cost_center_id,
               case when d.is_debit then d.amount_cents else 0 end as debit_cents,
               case when d.is_debit then 0 else d.amount_cents end as credit_cents,
               left(coalesce(d.description, 'Invoice ' || coalesce(v.invoice_number, '')), 200) as description,
               d.id as item_agent_detail_id
          from items i
          join ap_invoices v on v.item_id = i.id
          join item_agents a on a.item_id = i.id and not a.is_deleted
          join item_agent_details d on d.item_agent_id = a.id and not d.is_deleted
         where i.id in ${ids} and d.amount_cents <> 0
        union all
        select i.id, i.community_agent_id, coalesce(v.invoice_date, i.event_date),
               r.account_id, null::bigint,
               case when v.total_cents < 0 then -v.total_cents else 0 end,
               case when v.total_cents > 0 then v.total_cents else 0 end,
               left('Accounts payable ' || coalesce(v.invoice_number, ''), 200), null::bigint
          from items i
          join ap_invoices v on v.item_id = i.id
          join required_accounts r on r.community_agent_id = i.community_agent_id
           and r.account_required_type_id = ${AccountRequiredTypeId.AccountsPayable}
         where i.id in ${ids} and v.total_cents <> 0`,
  );
  await tx.execute(
    sql`with posted as (
          update items set status_id = ${StatusId.Posted}, post_date = coalesce(
                   (select invoice_date from ap_invoices v where v.item_id = items.id), event_date),
                 updated_at = now()
           where id in ${ids} returning id)
        update ap_invoices set inbox_state = ${InboxState.Approved}, approval_status = null,
               updated_at = now()
         where item_id in (select id from posted)`,
  );
}
