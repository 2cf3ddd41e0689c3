import { queryRows, sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { agedBalancesSql } from '../owner-ledger/index';
import { agedCells, agedTotal, agingColumns } from './aged-owner-balance-detail';
import { arScope, asOfLine, type ArQuery } from './ar-report-scope';

interface SummaryRow {
  code: string;
  name: string;
  owners: number;
  current_cents: string;
  days30_cents: string;
  days60_cents: string;
  days90_cents: string;
  total_cents: string;
}

/** Accounts receivable summary: the community's aged receivable per code on the date. */
export async function accountsReceivableSummary(
  ctx: RequestContext,
  q: ArQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = await queryRows<SummaryRow>(
    ctx.tx,
    sql`select c.code_alias as code, c.code_name as name,
               count(*) filter (where g.total_cents <> 0)::int as owners,
               sum(g.current_cents) as current_cents, sum(g.days30_cents) as days30_cents,
               sum(g.days60_cents) as days60_cents, sum(g.days90_cents) as days90_cents,
               sum(g.total_cents) as total_cents
          from (${agedBalancesSql(s.communityAgentId, s.asOfDate)}) g
          join codes c on c.id = g.code_id
         group by c.id having sum(g.total_cents) <> 0 or count(*) filter (where g.total_cents <> 0) > 0
         order by c.code_alias`,
  );
  const lines: ReportRow[] = rows.map((r) => ({
    cells: { code: r.code, name: r.name, owners: r.owners, ...agedCells(r) },
  }));
  return {
    title: 'Accounts Receivable Summary',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      { key: 'name', title: 'Name', kind: 'text', width: 2 },
      { key: 'owners', title: 'Owners', kind: 'number' },
      ...agingColumns,
    ],
    rows: [...lines, agedTotal(lines, { code: 'Total' })],
    orientation: 'landscape',
    fileName: `Accounts Receivable Summary ${s.community} ${s.asOfDate}`,
  };
}
