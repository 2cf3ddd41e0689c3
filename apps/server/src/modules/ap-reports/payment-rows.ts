import { queryRows, sql, type SQL } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { vendorName } from './ap-report-scope';

/** One vendor payment of a community. */
export interface PaymentRow {
  paymentId: number;
  itemId: number;
  bankAccountId: number;
  bankAccount: string;
  paymentDate: string;
  checkNumber: string;
  vendor: string;
  method: number;
  status: number;
  digitalStatus: number | null;
  amount: number;
}

/** The community's vendor payments passing `where` (alias p for ap_payments), in date order. */
export function paymentRows(
  ctx: RequestContext,
  communityAgentId: number,
  where: SQL,
): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    ctx.tx,
    sql`select p.id::int8 as "paymentId", p.item_id::int8 as "itemId",
               p.bank_account_id::int8 as "bankAccountId", ba.account_name as "bankAccount",
               p.payment_date::text as "paymentDate", coalesce(p.check_number, '') as "checkNumber",
               ${vendorName(sql`p.vendor_agent_id`)} as vendor, p.method::int as method,
               p.status::int as status, p.digital_status::int as "digitalStatus",
               p.amount_cents::int8 as amount
        from ap_payments p join bank_accounts ba on ba.id = p.bank_account_id
        where p.community_agent_id = ${communityAgentId}::bigint and ${where}
        order by ba.is_primary desc, ba.account_name, p.bank_account_id, p.payment_date,
                 p.check_number, p.id`,
  );
}
