import { sql } from '@hoa/db';
import { ApPaymentStatus, DigitalPaymentStatusId } from '@hoa/domain';
import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money } from '../ar-reports/index';
import { apScope, asOfLine, plural, totalRow, type ApQuery } from './ap-report-scope';
import { digitalStatusName } from './payment-names';
import { paymentRows } from './payment-rows';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'payment', title: 'Payment #', kind: 'number' },
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2.2 },
  { key: 'bank', title: 'Bank account', kind: 'text', width: 1.5 },
  { key: 'status', title: 'Status', kind: 'text', width: 1.3 },
  money('amount', 'Amount'),
];

/** Digital checks in process: digital payments released (0) or in process (1), not voided. */
export async function digitalChecksInProcess(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const payments = await paymentRows(
    ctx,
    s.communityAgentId,
    sql`p.digital_status in (${DigitalPaymentStatusId.PaymentReleased}, ${DigitalPaymentStatusId.InProcess})
        and p.status <> ${ApPaymentStatus.Voided} and p.payment_date <= ${s.asOfDate}::date`,
  );
  return {
    title: 'Digital Checks In Process',
    subtitle: [...s.heading, asOfLine(s)],
    columns,
    rows: [
      ...payments.map((p) => ({
        cells: {
          date: p.paymentDate,
          payment: p.itemId,
          vendor: p.vendor,
          bank: p.bankAccount,
          status: digitalStatusName(p.digitalStatus),
          amount: p.amount,
        },
      })),
      totalRow(`Total: ${plural(payments.length, 'payment')}`, 'vendor', payments, {
        amount: (p) => p.amount,
      }),
    ],
    fileName: `Digital Checks In Process ${s.community} ${s.asOfDate}`,
  };
}
