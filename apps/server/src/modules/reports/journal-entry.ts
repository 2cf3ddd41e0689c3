import { queryRows, sql } from '@hoa/db';
import { TxnTypeId, type StatementRow } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { moneyColumn } from './report-columns';
import { reportScope, type ReportQuery } from './report-scope';

interface EntryLine {
  itemId: string | number;
  statusId: number;
  postDate: string;
  reference: string | null;
  entryDescription: string | null;
  account: string;
  description: string | null;
  debit: string;
  credit: string;
  totalDebit: string;
  totalCredit: string;
}

/** The journal entries posted in a range (year closes included), each with its ledger lines. */
export async function journalEntryReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'range');
  const { startDate, endDate } = scope.dates;
  const lines = await queryRows<EntryLine>(
    ctx.tx,
    sql`select i.id as "itemId", i.status_id as "statusId", l.post_date::text as "postDate", i.reference,
               i.description as "entryDescription", a.account_number || ' ' || a.account_name as account,
               l.description, l.debit_cents::text as debit, l.credit_cents::text as credit,
               (sum(l.debit_cents) over ())::text as "totalDebit",
               (sum(l.credit_cents) over ())::text as "totalCredit"
          from gl_lines l
          join items i on i.id = l.item_id and i.txn_type_id = ${TxnTypeId.JournalEntry}
          join accounts a on a.id = l.account_id
         where l.community_agent_id = ${scope.communityAgentId}
           and l.post_date between ${startDate}::date and ${endDate}::date
           and ${scope.costCenterId === null ? sql`true` : sql`l.cost_center_id = ${scope.costCenterId}`}
         order by l.post_date, i.id, l.id`,
  );
  const rows: StatementRow[] = [];
  let entry: string | number | null = null;
  for (const l of lines) {
    if (l.itemId !== entry) {
      entry = l.itemId;
      rows.push({
        cells: {
          date: l.postDate,
          entry: `#${Number(l.itemId)}${l.reference ? ` ${l.reference}` : ''}`,
          description: l.entryDescription,
        },
        style: 'section',
        itemId: Number(l.itemId),
        txnTypeId: TxnTypeId.JournalEntry,
        statusId: l.statusId,
      });
    }
    rows.push({
      cells: {
        account: l.account,
        description: l.description,
        debit: Number(l.debit) || null,
        credit: Number(l.credit) || null,
      },
      indent: 1,
    });
  }
  rows.push({
    cells: {
      account: 'Total',
      debit: Number(lines[0]?.totalDebit ?? 0),
      credit: Number(lines[0]?.totalCredit ?? 0),
    },
    style: 'total',
  });
  return {
    title: 'Journal Entries',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      { key: 'date', title: 'Date', kind: 'date', width: 1 },
      { key: 'entry', title: 'Entry', kind: 'text', width: 1.5 },
      { key: 'account', title: 'Account', kind: 'text', width: 3 },
      { key: 'description', title: 'Description', kind: 'text', width: 3 },
      moneyColumn('debit', 'Debit'),
      moneyColumn('credit', 'Credit'),
    ],
    rows,
    orientation: 'landscape',
    fileName: `Journal Entries ${scope.fileTag}`,
  };
}
