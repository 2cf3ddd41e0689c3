import { queryRows, sql, type SQL } from '@hoa/db';
import type { DigitalCheck } from '@hoa/contract';
import { ApPaymentMethod, DigitalPaymentStatuses, DigitalPaymentStatusId as D } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

const statusName = (id: number) =>
  DigitalPaymentStatuses.find((s) => s.DigitalPaymentStatusId === id)?.DigitalPaymentStatusName ??
  String(id);

/** Digital checks (payments by method DigitalPayment) matching `where` on ap_payments p. */
export async function readChecks(ctx: RequestContext, where: SQL): Promise<DigitalCheck[]> {
  const rows = await queryRows<
    Omit<DigitalCheck, 'DigitalPaymentStatusName' | 'IsSelectable' | 'CanDelete' | 'CanRefund'>
  >(
    ctx.tx,
    sql`select p.id::int8 as "PaymentId", p.item_id::int8 as "TopsItemId",
               p.community_agent_id::int8 as "CommunityAgentId",
               p.vendor_agent_id::int8 as "VendorAgentId",
               coalesce(vc.display_name, '') as "VendorName", b.account_name as "BankAccountName",
               to_char(p.payment_date, 'YYYY-MM-DD') as "PaymentDate",
               p.amount_cents::int8 as "Amount",
               coalesce(p.digital_status, 0)::int as "DigitalPaymentStatusId",
               coalesce((select string_agg(v.invoice_number, ', ' order by v.invoice_number)
                  from ap_payment_invoices pi join ap_invoices v on v.item_id = pi.invoice_item_id
                 where pi.payment_id = p.id), '') as "InvoiceNumbers"
          from ap_payments p
          join bank_accounts b on b.id = p.bank_account_id
          left join contacts vc on vc.agent_id = p.vendor_agent_id
         where p.method = ${ApPaymentMethod.DigitalPayment} and ${where}
         order by p.payment_date desc, p.id desc`,
  );
  return rows.map((r) => ({
    ...r,
    DigitalPaymentStatusName: statusName(r.DigitalPaymentStatusId),
    IsSelectable: r.DigitalPaymentStatusId === D.Failed || r.DigitalPaymentStatusId === D.Refunded,
    CanDelete: r.DigitalPaymentStatusId === D.PaymentReleased,
    CanRefund: r.DigitalPaymentStatusId === D.InProcess || r.DigitalPaymentStatusId === D.Paid,
  }));
}
