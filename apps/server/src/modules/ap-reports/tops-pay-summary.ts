import { sql } from '@hoa/db';
import { ApPaymentMethod, DigitalPaymentStatuses, DigitalPaymentStatusId } from '@hoa/domain';
import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, rangeLine } from '../ar-reports/index';
import { apScope, groupBy, plural, totalRow, type ApQuery } from './ap-report-scope';
import { digitalStatusName } from './payment-names';
import { paymentRows, type PaymentRow } from './payment-rows';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'payment', title: 'Payment #', kind: 'number' },
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2.2 },
  { key: 'bank', title: 'Bank account', kind: 'text', width: 1.5 },
  money('amount', 'Amount'),
];

/** Statuses in the spec's order; a payment not yet sent to the processor shows as 'Not released'. */
const statusOrder = (status: number | null) =>
  status === null
    ? -1
    : DigitalPaymentStatuses.findIndex((s) => s.DigitalPaymentStatusId === status);
const statusName = (status: number | null) =>
  status === null ? 'Not released' : digitalStatusName(status);

/** A voided digital payment is listed under its status and left out of the grand total. */
const counted = (p: PaymentRow) => p.digitalStatus !== DigitalPaymentStatusId.Voided;

/**
 * TopsPay summary (spec 2 §7 'TopsPaySummary'): the community's digital (electronic) vendor
 * payments dated in the range, by digital status (released, in process, paid, failed, voided,
 * refunded), each with its payments, count and amount; the grand total leaves voided ones out.
 */
export async function topsPaySummary(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const payments = await paymentRows(
    ctx,
    s.communityAgentId,
    sql`p.method = ${ApPaymentMethod.DigitalPayment}
        and p.payment_date between ${s.startDate}::date and ${s.endDate}::date`,
  );
  const byStatus = groupBy(
    [...payments].sort((a, b) => statusOrder(a.digitalStatus) - statusOrder(b.digitalStatus)),
    (p) => p.digitalStatus ?? -1,
  );
  const live = payments.filter(counted);
  return {
    title: 'TopsPay Summary',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows: [
      ...byStatus.flatMap((group) => {
        const name = statusName(group[0]?.digitalStatus ?? null);
        return [
          { cells: { vendor: name }, style: 'section' as const },
          ...group.map((p) => ({
            cells: {
              date: p.paymentDate,
              payment: p.itemId,
              vendor: p.vendor,
              bank: p.bankAccount,
              amount: p.amount,
            },
          })),
          totalRow(
            `${name}: ${plural(group.length, 'payment')}`,
            'vendor',
            group,
            { amount: (p) => p.amount },
            'subtotal',
          ),
        ];
      }),
      totalRow(`Total: ${plural(live.length, 'payment')} (voided left out)`, 'vendor', live, {
        amount: (p) => p.amount,
      }),
    ],
    fileName: `TopsPay Summary ${s.community} ${s.startDate} ${s.endDate}`,
  };
}
