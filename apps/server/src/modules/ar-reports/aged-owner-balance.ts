import { queryRows, sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { agedBalancesSql } from '../owner-ledger/index';
import {
  arScope,
  asOfLine,
  money,
  num,
  ownerColumns,
  ownerFields,
  ownerJoins,
  type ArQuery,
  type OwnerCells,
} from './ar-report-scope';

interface AgedRow extends OwnerCells {
  code: string;
  current_cents: string;
  days30_cents: string;
  days60_cents: string;
  days90_cents: string;
  total_cents: string;
}

export const agingColumns = [
  money('current', 'Current'),
  money('days30', '30 Days'),
  money('days60', '60 Days'),
  money('days90', '90+ Days'),
  money('total', 'Total'),
];

const buckets = ['current', 'days30', 'days60', 'days90', 'total'] as const;

/** Aged amounts of a row as report cells, and a running sum for the total line. */
export function agedCells(row: Record<`${(typeof buckets)[number]}_cents`, string>) {
  return Object.fromEntries(buckets.map((b) => [b, num(row[`${b}_cents`])])) as Record<
    (typeof buckets)[number],
    number
  >;
}

export function agedTotal(rows: readonly ReportRow[], label: Record<string, string>): ReportRow {
  const sums = Object.fromEntries(
    buckets.map((b) => [b, rows.reduce((sum, r) => sum + num(r.cells[b]), 0)]),
  );
  return { cells: { ...label, ...sums }, style: 'total' };
}

/**
 * Aged owner balance detail: each owner's balance per code on the date, aged current, 30, 60 and
 * 90+ days with credits paying the oldest charges first (agedBalancesSql); zero balances left out.
 */
export async function agedOwnerBalanceDetail(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = await queryRows<AgedRow>(
    ctx.tx,
    sql`select ${ownerFields}, c.code_alias as code, g.current_cents, g.days30_cents,
               g.days60_cents, g.days90_cents, g.total_cents
          from (${agedBalancesSql(s.communityAgentId, s.asOfDate)}) g
          join agents o on o.id = g.owner_agent_id
          join codes c on c.id = g.code_id
          ${ownerJoins}
         where g.total_cents <> 0 or g.days30_cents <> 0 or g.days60_cents <> 0 or g.days90_cents <> 0
         order by pd.account_number, k.display_name, o.id, c.code_alias`,
  );
  const lines: ReportRow[] = rows.map((r) => ({
    cells: {
      account: r.account,
      owner: r.owner,
      property: r.property,
      code: r.code,
      ...agedCells(r),
    },
  }));
  return {
    title: 'Aged Owner Balance Detail',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [
      ...ownerColumns,
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      ...agingColumns,
    ],
    rows: [...lines, agedTotal(lines, { account: 'Total' })],
    orientation: 'landscape',
    fileName: `Aged Owner Balance Detail ${s.community} ${s.asOfDate}`,
  };
}
