import { queryRows, sql } from '@hoa/db';
import {
  ApPaymentStatus,
  calendarYearRange,
  defaultTenNinetyNineYear,
  formatCents,
  localDay,
  States,
  tenNinetyNineMinimumCents,
} from '@hoa/domain';
import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money } from '../ar-reports/index';
import { apScope, plural, totalRow, type ApQuery } from './ap-report-scope';

const columns: ReportColumn[] = [
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2.2 },
  { key: 'taxId', title: 'Tax id', kind: 'text', width: 1.1 },
  { key: 'address', title: 'Address', kind: 'text', width: 3 },
  { key: 'payments', title: 'Payments', kind: 'number' },
  money('amount', 'Amount paid'),
];

interface Row {
  vendor: string;
  taxId: string;
  street: string;
  city: string;
  stateId: number | null;
  postalCode: string;
  payments: number;
  amount: number;
}

const stateAlias = (id: number | null) => States.find((s) => s.StateId === id)?.StateAlias ?? '';

/**
 * 1099 (GetVendorsTenNinetyNine): what each vendor was paid by the community in a calendar year
 * (the prior one by default), voided payments left out, listing those paid at least the minimum
 * (600.00 by default), with tax id and primary address.
 */
export async function tenNinetyNine(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const year = q.year ?? defaultTenNinetyNineYear(localDay(new Date()));
  const { startDate, endDate } = calendarYearRange(year);
  const minimum = tenNinetyNineMinimumCents(q.minimumAmount);
  const found = await queryRows<Row>(
    ctx.tx,
    sql`with paid as (
          select p.vendor_agent_id, count(*) as payments, sum(p.amount_cents) as cents
          from ap_payments p
          where p.community_agent_id = ${s.communityAgentId}::bigint
            and p.payment_date between ${startDate}::date and ${endDate}::date
            and p.status <> ${ApPaymentStatus.Voided}
          group by p.vendor_agent_id
          having sum(p.amount_cents) >= ${minimum}::bigint and sum(p.amount_cents) > 0)
        select coalesce(c.display_name, '') as vendor, coalesce(c.federal_tax_number, '') as "taxId",
               trim(concat_ws(' ', ad.street_number, ad.street_name, ad.unit)) as street,
               coalesce(ad.city, '') as city, ad.state_id::int as "stateId",
               coalesce(ad.postal_code, '') as "postalCode",
               paid.payments::int as payments, paid.cents::int8 as amount
        from paid
        left join contacts c on c.agent_id = paid.vendor_agent_id
        left join lateral (select * from addresses a where a.agent_id = paid.vendor_agent_id
                           order by a.is_primary desc, a.id limit 1) ad on true
        order by lower(coalesce(c.display_name, '')), paid.vendor_agent_id`,
  );
  const address = (r: Row) =>
    [r.street, r.city, [stateAlias(r.stateId), r.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
  return {
    title: '1099 Vendors',
    subtitle: [
      ...s.heading,
      `Calendar year ${String(year)} · paid at least ${formatCents(minimum)}`,
    ],
    columns,
    rows: [
      ...found.map((r) => ({
        cells: {
          vendor: r.vendor,
          taxId: r.taxId,
          address: address(r),
          payments: r.payments,
          amount: r.amount,
        },
      })),
      totalRow(`Total: ${plural(found.length, 'vendor')}`, 'vendor', found, {
        amount: (r) => r.amount,
      }),
    ],
    orientation: 'landscape',
    fileName: `1099 Vendors ${s.community} ${String(year)}`,
  };
}
