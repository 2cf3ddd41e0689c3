import { queryRowArrays, queryRows, sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { agedBalancesSql, agedOwnersFirstSql, agedPairCountSql } from '../owner-ledger/index';
import { askedRowPage, type RowPage } from '../reports/index';
import { idArray } from '../../sql/index';
import {
  arScopes,
  asOfLine,
  money,
  num,
  ownerColumns,
  ownerNameFields,
  ownerNamesBy,
  type ArQuery,
  type ArScope,
} from './ar-report-scope';

/**
 * A row as the report reads it, an array in select order (queryRowArrays: no object per row of
 * 100,000): community, account, owner, property, code, then the aged amounts in cents.
 */
type AgedTuple = [
  communityAgentId: number,
  account: string,
  owner: string,
  property: string,
  code: string,
  current: number,
  days30: number,
  days60: number,
  days90: number,
  total: number,
];

export const agingColumns = [
  money('current', 'Current'),
  money('days30', '30 Days'),
  money('days60', '60 Days'),
  money('days90', '90+ Days'),
  money('total', 'Total'),
];

const buckets = ['current', 'days30', 'days60', 'days90', 'total'] as const;
type Bucket = (typeof buckets)[number];

/** Aged amounts of a row as report cells. */
export function agedCells(row: Record<`${Bucket}_cents`, string | number>): Record<Bucket, number> {
  return {
    current: num(row.current_cents),
    days30: num(row.days30_cents),
    days60: num(row.days60_cents),
    days90: num(row.days90_cents),
    total: num(row.total_cents),
  };
}

/** The total line: each aged column summed. */
export function agedTotal(rows: readonly ReportRow[], label: Record<string, string>): ReportRow {
  const sums: Record<Bucket, number> = { current: 0, days30: 0, days60: 0, days90: 0, total: 0 };
  for (const row of rows) for (const b of buckets) sums[b] += num(row.cells[b]);
  return { cells: { ...label, ...sums }, style: 'total' };
}

/**
 * Aged owner balance detail: each owner's balance per code on the date, aged current, 30, 60 and
 * 90+ days with credits paying the oldest charges first (agedBalancesSql); zero balances left out.
 * A page of the screen's before the last (askedRowPage) is read from its owners alone
 * (agedDetailPage).
 */
export async function agedOwnerBalanceDetail(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const scopes = await arScopes(ctx, [q]);
  await agedPlannerSettings(ctx);
  const page = askedRowPage(q);
  const paged = scopes[0] && page ? await agedDetailPage(ctx, scopes[0], page) : null;
  if (paged) return paged;
  const [report] = await agedDetailsOf(ctx, scopes);
  if (!report) throw new Error('no report');
  return report;
}

/**
 * agedOwnerBalanceDetail of several communities (a package for all): their names in one query,
 * then one query for the communities of each as-of date (a package asks them all the same).
 */
export async function agedOwnerBalanceDetails(
  ctx: RequestContext,
  queries: readonly ArQuery[],
): Promise<ReportData[]> {
  const scopes = await arScopes(ctx, queries);
  await agedPlannerSettings(ctx);
  return agedDetailsOf(ctx, scopes);
}

/** The reports of the scopes, after agedPlannerSettings. */
async function agedDetailsOf(
  ctx: RequestContext,
  scopes: readonly ArScope[],
): Promise<ReportData[]> {
  const rowsOf = new Map<number, AgedTuple[]>();
  for (const asOfDate of new Set(scopes.map((s) => s.asOfDate))) {
    const ids = scopes.filter((s) => s.asOfDate === asOfDate).map((s) => s.communityAgentId);
    const rows = await agedRows(ctx, ids.length === 1 ? (ids[0] ?? 0) : ids, asOfDate, null);
    for (const row of rows) {
      const id = row[0];
      const list = rowsOf.get(id);
      if (list) list.push(row);
      else rowsOf.set(id, [row]);
    }
  }
  return scopes.map((s) => agedDetailOf(s, rowsOf.get(s.communityAgentId) ?? []));
}

/**
 * The planner settings of the report's statements, for the transaction: the owner lines summed in
 * owner order (sorted, not hashed), so that the names of 100,000 owners are then looked up in id
 * order, reading their index and table pages in order (half the time); the sorts of that many rows
 * in memory (the first pages' walk sorts every owner when the statistics are not fresh); no JIT
 * compilation (it costs more than it saves here).
 */
async function agedPlannerSettings(ctx: RequestContext): Promise<void> {
  await ctx.tx.execute(
    sql`select set_config('enable_hashagg', 'off', true), set_config('work_mem', '64MB', true),
               set_config('jit', 'off', true)`,
  );
}

/**
 * The report's rows of the communities on the date (of `owners` alone, when given), named and in
 * the report's order: account, owner, owner id, code.
 */
async function agedRows(
  ctx: RequestContext,
  communities: number | readonly number[],
  asOfDate: string,
  owners: readonly number[] | null,
): Promise<AgedTuple[]> {
  const codes =
    typeof communities === 'number'
      ? sql`community_agent_id = ${communities}`
      : sql`community_agent_id = any(${idArray(communities)})`;
  // An owner the read model leaves out is named from its rows, its property its agent's parent.
  const property = sql`(select parent_agent_id from agents where id = g.owner_agent_id)`;
  return queryRowArrays<AgedTuple>(
    ctx.tx,
    sql`select g.community_agent_id, ${ownerNameFields}, c.code_alias as code,
               g.current_cents::int8 as current_cents, g.days30_cents::int8 as days30_cents,
               g.days60_cents::int8 as days60_cents, g.days90_cents::int8 as days90_cents,
               g.total_cents::int8 as total_cents
          from (${agedBalancesSql(communities, asOfDate, owners)}) g
          join (select id, code_alias from codes where ${codes}) c on c.id = g.code_id
          ${ownerNamesBy(sql`g.owner_agent_id`, property)}
         where g.total_cents <> 0 or g.days30_cents <> 0 or g.days60_cents <> 0
            or g.days90_cents <> 0
         order by nm.account_number, nm.owner_name, g.owner_agent_id, c.code_alias`,
  );
}

/** The pages agedDetailPage reads from their owners: those within the first 10,000 rows. */
const walkedRowsAtMost = 10_000;

/**
 * A page of the report (after agedPlannerSettings) that ends before its total line and within
 * its first walkedRowsAtMost rows, read without ageing and naming every owner: the rows counted
 * from the maintained balances (agedPairCountSql); the owners walked in the report's order (the
 * read model's index in it, and the few owners it leaves out, sorted) up to the page's last row,
 * each looked up for a balance on the date (agedOwnersFirstSql); then only those owners' rows.
 * Null for another page (and if an owner whose lines the open-balance rule sets aside came to no
 * row): the whole report's rows are read and the page cut from them.
 */
async function agedDetailPage(
  ctx: RequestContext,
  s: ArScope,
  page: RowPage,
): Promise<ReportData | null> {
  const end = page.rowOffset + page.rowLimit;
  if (end > walkedRowsAtMost) return null;
  const community = s.communityAgentId;
  // The owners the read model lists in the community, in the report's order (its index).
  const listed = sql`select os.agent_id as owner_agent_id, os.account_number, os.owner_name
    from ownership_search os where os.community_agent_id = ${community}`;
  const [count] = await queryRows<{ n: string | number; unlisted: (string | number)[] }>(
    ctx.tx,
    agedPairCountSql(
      community,
      s.asOfDate,
      (owner) => sql`exists (${listed} and os.agent_id = ${owner})`,
    ),
  );
  const pairs = Number(count?.n ?? 0);
  if (end > pairs) return null;
  // The few others (removed owners, owners under a removed property) are named from their rows.
  const property = sql`(select parent_agent_id from agents where id = u.id)`;
  const unlisted = sql`select u.id as owner_agent_id, nm.account_number, nm.owner_name
      from unnest(${idArray((count?.unlisted ?? []).map(Number))}) u(id)
      ${ownerNamesBy(sql`u.id`, property)}`;
  const order = sql`account_number, owner_name, owner_agent_id`;
  const candidates = sql`(${listed} order by ${order} offset 0)
    union all (${unlisted} order by ${order} offset 0)`;
  const owners = await queryRows<{ owner_agent_id: string | number }>(
    ctx.tx,
    agedOwnersFirstSql(community, s.asOfDate, candidates, order, end),
  );
  const rows = await agedRows(
    ctx,
    community,
    s.asOfDate,
    owners.map((o) => Number(o.owner_agent_id)),
  );
  if (rows.length < end) return null;
  const report = agedDetailOf(s, rows.slice(page.rowOffset, end), false);
  return { ...report, rowCount: pairs + 1, rowOffset: page.rowOffset };
}

/** The report of a community's rows (`withTotal`: all of them, and their total line after). */
function agedDetailOf(s: ArScope, rows: readonly AgedTuple[], withTotal = true): ReportData {
  const lines: ReportRow[] = rows.map(
    ([, account, owner, property, code, current, days30, days60, days90, total]) => ({
      cells: { account, owner, property, code, current, days30, days60, days90, total },
    }),
  );
  return {
    title: 'Aged Owner Balance Detail',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [
      ...ownerColumns,
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      ...agingColumns,
    ],
    rows: withTotal ? [...lines, agedTotal(lines, { account: 'Total' })] : lines,
    orientation: 'landscape',
    fileName: `Aged Owner Balance Detail ${s.community} ${s.asOfDate}`,
  };
}
