import { queryRows, sql, type Tx } from '@hoa/db';
import { AccountRequiredTypeId, InboxState, StatusId } from '@hoa/domain';
import { appError } from '../../http/errors';
import { postEntries } from '../gl/index';
import { invoicePosting } from './invoice-posting';
import { idArray } from '../../sql/index';

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
  const ids = sql`(select unnest(${idArray(itemIds)}))`;
  const [missing] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ap_invoices v
         where v.item_id in ${ids}
           and not exists (select 1 from required_accounts r
                            where r.community_agent_id = v.community_agent_id
                              and r.account_required_type_id = ${AccountRequiredTypeId.AccountsPayable})`,
  );
  if (missing && missing.n > 0) throw appError('PayablesNoPayableAccount', noPayableAccountMessage);
  await postEntries(tx, companyId, invoicePosting(itemIds));
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
