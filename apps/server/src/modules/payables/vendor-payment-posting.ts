import { sql } from '@hoa/db';
import type { LedgerLineQuery } from '../gl/index';
import { idArray } from '../../sql/index';

/**
 * The ledger lines of stored vendor payments (checks and digital payments), on the payment date:
 * Accounts Payable debited per invoice paid (the payment's details), cash credited on the bank
 * account's GL account.
 */
export function vendorPaymentPosting(paymentIds: readonly number[]): LedgerLineQuery {
  const ids = idArray(paymentIds);
  return {
    query: sql`select p.item_id, p.community_agent_id, p.payment_date as post_date, d.account_id,
                 null::bigint as cost_center_id, d.amount_cents as debit_cents,
                 0::bigint as credit_cents, left('Invoice ' || coalesce(d.reference, ''), 200)
                   as description, d.id as item_agent_detail_id
            from ap_payments p
            join item_agents a on a.item_id = p.item_id
            join item_agent_details d on d.item_agent_id = a.id
           where p.id = any(${ids})
          union all
          select p.item_id, p.community_agent_id, p.payment_date, b.gl_account_id, null::bigint,
                 0::bigint, p.amount_cents,
                 left(case when p.check_number is null then 'Payment' else 'Check ' || p.check_number end, 200),
                 null::bigint
            from ap_payments p join bank_accounts b on b.id = p.bank_account_id
           where p.id = any(${ids})`,
  };
}
