import { sql } from '@hoa/db';
import { AccountRequiredTypeId } from '@hoa/domain';
import type { LedgerLineQuery } from '../gl/index';
import { idArray } from '../../sql/index';

/**
 * The ledger lines of approved invoices (bill 56, separate check 90), on the invoice date: each
 * live distribution line debits its account (a credit line, is_debit false, credits it), naming
 * its detail; the invoice's total credits the community's Accounts Payable account (required
 * account type 4). Set-based: any number of invoices.
 */
export function invoicePosting(itemIds: readonly number[]): LedgerLineQuery {
  const items = sql`(select unnest(${idArray(itemIds)}))`;
  return {
    query: sql`select i.id as item_id, i.community_agent_id, coalesce(v.invoice_date, i.event_date) as post_date,
                 d.account_id, d.cost_center_category_id as cost_center_id,
                 case when d.is_debit then d.amount_cents else 0 end as debit_cents,
                 case when d.is_debit then 0 else d.amount_cents end as credit_cents,
                 left(coalesce(d.description, 'Invoice ' || coalesce(v.invoice_number, '')), 200) as description,
                 d.id as item_agent_detail_id
            from items i
            join ap_invoices v on v.item_id = i.id
            join item_agents a on a.item_id = i.id and not a.is_deleted
            join item_agent_details d on d.item_agent_id = a.id and not d.is_deleted
           where i.id in ${items} and d.amount_cents <> 0
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
           where i.id in ${items} and v.total_cents <> 0`,
  };
}
