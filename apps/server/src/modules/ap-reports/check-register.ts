import { sql } from '@hoa/db';
import { ApPaymentStatus } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, rangeLine } from '../ar-reports/index';
import {
  apScope,
  groupBy,
  plural,
  reportBankAccounts,
  totalRow,
  type ApQuery,
} from './ap-report-scope';
import { paymentMethodName, paymentStatusName } from './payment-names';
import { paymentRows, type PaymentRow } from './payment-rows';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'check', title: 'Check #', kind: 'text', width: 1 },
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2.2 },
  { key: 'method', title: 'Method', kind: 'text', width: 1.3 },
  { key: 'status', title: 'Status', kind: 'text', width: 1 },
  money('amount', 'Amount'),
];

const live = (p: PaymentRow) => (p.status === ApPaymentStatus.Voided ? 0 : p.amount);

/**
 * Check register: the vendor payments dated in the range, by bank account. Voided payments are
 * listed with their status and left out of the totals.
 */
export async function checkRegister(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  await reportBankAccounts(ctx, s.communityAgentId, q.bankAccountId);
  const bank = q.bankAccountId ?? null;
  const payments = await paymentRows(
    ctx,
    s.communityAgentId,
    sql`p.payment_date between ${s.startDate}::date and ${s.endDate}::date
        and (${bank}::bigint is null or p.bank_account_id = ${bank}::bigint)`,
  );
  const rows: ReportRow[] = [];
  for (const account of groupBy(payments, (p) => p.bankAccountId)) {
    const first = account[0];
    if (!first) continue;
    rows.push({ cells: { vendor: first.bankAccount }, style: 'section' });
    for (const p of account) {
      rows.push({
        cells: {
          date: p.paymentDate,
          check: p.checkNumber,
          vendor: p.vendor,
          method: paymentMethodName(p.method),
          status: paymentStatusName(p.status),
          amount: p.amount,
        },
        indent: 1,
      });
    }
    rows.push(
      totalRow(`${first.bankAccount} total`, 'vendor', account, { amount: live }, 'subtotal'),
    );
  }
  const voided = payments.filter((p) => p.status === ApPaymentStatus.Voided).length;
  rows.push(
    totalRow(`Total: ${plural(payments.length - voided, 'payment')}`, 'vendor', payments, {
      amount: live,
    }),
  );
  return {
    title: 'Check Register',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows,
    footnotes: voided > 0 ? [`${plural(voided, 'voided payment')} listed, not totaled.`] : [],
    fileName: `Check Register ${s.community} ${s.startDate} ${s.endDate}`,
  };
}
