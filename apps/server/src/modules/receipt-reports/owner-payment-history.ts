import { sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { arScope, money, rangeLine } from '../ar-reports/index';
import { receiptRows, type ReceiptQuery, type ReceiptRow } from './receipt-rows';

/**
 * Owner payment history (spec 1 §2 'export of … owner payment history'; Excel by default on the
 * screen): each owner's posted payments dated in the range, with what each paid code by code and
 * the NSF or backout that reversed it, a subtotal per owner and the total. With propertyAgentId,
 * the owners of that property only, previous owners included.
 */
export async function ownerPaymentHistory(
  ctx: RequestContext,
  q: ReceiptQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const property = q.propertyAgentId ?? null;
  const payments = await receiptRows(
    ctx,
    s.communityAgentId,
    sql`i.event_date between ${s.startDate}::date and ${s.endDate}::date
        and (${property}::bigint is null or o.parent_agent_id = ${property}::bigint)`,
  );
  const byOwner = new Map<number, ReceiptRow[]>();
  for (const p of [...payments].sort(
    (a, b) =>
      a.account.localeCompare(b.account) ||
      a.ownerName.localeCompare(b.ownerName) ||
      a.ownerAgentId - b.ownerAgentId ||
      a.eventDate.localeCompare(b.eventDate) ||
      a.itemId - b.itemId,
  )) {
    byOwner.set(p.ownerAgentId, [...(byOwner.get(p.ownerAgentId) ?? []), p]);
  }
  const rows: ReportRow[] = [];
  for (const list of byOwner.values()) {
    const [first] = list;
    if (!first) continue;
    rows.push({
      cells: { type: first.account, applied: first.ownerName },
      style: 'section',
    });
    for (const p of list) {
      rows.push({
        cells: {
          date: p.eventDate,
          receipt: p.itemId,
          type: p.typeName,
          check: p.checkNumber,
          applied: p.appliedTo,
          reversed: p.reversedBy,
          amount: p.amount,
        },
        indent: 1,
      });
    }
    rows.push({
      cells: {
        applied: `${first.ownerName}: ${String(list.length)} payments`,
        amount: total(list),
      },
      style: 'subtotal',
    });
  }
  rows.push({
    cells: { applied: `Total: ${String(payments.length)} payments`, amount: total(payments) },
    style: 'total',
  });
  return {
    title: 'Owner Payment History',
    subtitle: [...s.heading, rangeLine(s)],
    columns: [
      { key: 'date', title: 'Date', kind: 'date', width: 1 },
      { key: 'receipt', title: 'Receipt #', kind: 'number', width: 1 },
      { key: 'type', title: 'Type', kind: 'text', width: 1.4 },
      { key: 'check', title: 'Check #', kind: 'text', width: 1 },
      { key: 'applied', title: 'Applied to', kind: 'text', width: 3 },
      { key: 'reversed', title: 'Reversed by', kind: 'text', width: 1.2 },
      money('amount', 'Amount'),
    ],
    rows,
    orientation: 'landscape',
    fileName: `Owner Payment History ${s.community} ${s.startDate} ${s.endDate}`,
  };
}

const total = (list: readonly ReceiptRow[]) => list.reduce((sum, p) => sum + p.amount, 0);
