import { sql } from '@hoa/db';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { arScope, money, rangeLine } from '../ar-reports/index';
import {
  depositKey,
  depositLabel,
  receiptRows,
  type ReceiptQuery,
  type ReceiptRow,
} from './receipt-rows';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date', width: 1 },
  { key: 'receipt', title: 'Receipt #', kind: 'number', width: 1 },
  { key: 'account', title: 'Account', kind: 'text', width: 1 },
  { key: 'owner', title: 'Owner', kind: 'text', width: 2.2 },
  { key: 'check', title: 'Check #', kind: 'text', width: 1 },
  { key: 'type', title: 'Type', kind: 'text', width: 1.4 },
  { key: 'reversed', title: 'Reversed by', kind: 'text', width: 1.2 },
  money('amount', 'Amount'),
];

const receiptsText = (n: number) => `${String(n)} receipt${n === 1 ? '' : 's'}`;

/** Rows per deposit: its heading, its receipts, a subtotal; then the grand total. */
export function depositRows(receipts: readonly ReceiptRow[]): ReportRow[] {
  const rows: ReportRow[] = [];
  const deposits: ReceiptRow[][] = [];
  for (const r of receipts) {
    const last = deposits.at(-1);
    if (last?.[0] && depositKey(last[0]) === depositKey(r)) last.push(r);
    else deposits.push([r]);
  }
  for (const deposit of deposits) {
    const [first] = deposit;
    if (!first) continue;
    rows.push({
      cells: { date: first.depositDate, account: 'Deposit', owner: depositLabel(first) },
      style: 'section',
    });
    for (const r of deposit) {
      rows.push({
        cells: {
          date: r.eventDate,
          receipt: r.itemId,
          account: r.account,
          owner: r.ownerName,
          check: r.checkNumber,
          type: r.typeName,
          reversed: r.reversedBy,
          amount: r.amount,
        },
        indent: 1,
      });
    }
    rows.push({
      cells: { owner: `Deposit total: ${receiptsText(deposit.length)}`, amount: sum(deposit) },
      style: 'subtotal',
    });
  }
  rows.push({
    cells: {
      owner: `Total: ${receiptsText(receipts.length)} in ${String(deposits.length)} deposit${deposits.length === 1 ? '' : 's'}`,
      amount: sum(receipts),
    },
    style: 'total',
  });
  return rows;
}

export const sum = (rows: readonly ReceiptRow[]) => rows.reduce((s, r) => s + r.amount, 0);

/** Cash receipts register: the posted receipts dated in the range, by deposit, with totals. */
export async function cashReceiptsRegister(
  ctx: RequestContext,
  q: ReceiptQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const receipts = await receiptRows(
    ctx,
    s.communityAgentId,
    sql`coalesce(lb.deposit_date, i.event_date) between ${s.startDate}::date and ${s.endDate}::date`,
  );
  return {
    title: 'Cash Receipts Register',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows: depositRows(receipts),
    orientation: 'landscape',
    fileName: `Cash Receipts Register ${s.community} ${s.startDate} ${s.endDate}`,
  };
}
