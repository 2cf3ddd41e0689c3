import { queryRows, sql, type SQL } from '@hoa/db';
import { balanceInNormalSign, txnTypeLabel, type StatementRow } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { dayArray, idArray, optionalIdArray } from '../../sql/index';
import { accountActivities, accountActivity, type AccountActivity } from './ledger-balances';
import { moneyColumn } from './report-columns';
import { reportScope, reportScopes, type ReportQuery, type ReportScope } from './report-scope';

interface LineRow {
  lineId: string | number;
  accountId: string | number;
  postDate: string;
  itemId: string | number;
  txnTypeId: number;
  statusId: number;
  reference: string | null;
  description: string | null;
  debit: string;
  credit: string;
  /** Debits minus credits of the account's lines in the range up to this one. */
  running: string;
  accountDebit: string;
  accountCredit: string;
}

/** The values of one reading as SQL: a community, its days and its cost center (null: every line). */
interface LinesValues {
  c: SQL;
  from: SQL;
  to: SQL;
  costCenter: SQL;
}

/** The lines of a community's days, each with the account's running balance and totals. */
const linesSql = ({ c, from, to, costCenter }: LinesValues) =>
  sql`select l.id as "lineId", l.account_id as "accountId", l.post_date::text as "postDate", i.id as "itemId",
               i.txn_type_id as "txnTypeId", i.status_id as "statusId", i.reference, coalesce(l.description, i.description) as description,
               l.debit_cents::text as debit, l.credit_cents::text as credit,
               (sum(l.debit_cents - l.credit_cents) over w)::text as running,
               (sum(l.debit_cents) over (partition by l.account_id))::text as "accountDebit",
               (sum(l.credit_cents) over (partition by l.account_id))::text as "accountCredit"
          from gl_lines l join items i on i.id = l.item_id
         where l.community_agent_id = ${c} and l.post_date between ${from} and ${to}
           and (${costCenter} is null or l.cost_center_id = ${costCenter})
        window w as (partition by l.account_id order by l.post_date, l.id)`;

/**
 * Each account's lines over a range: the balance before the start, every line with the running
 * balance (summed by the database, in the account's normal sign), and the totals.
 */
export async function generalLedgerDetailReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'range');
  const { startDate, endDate } = scope.dates;
  const accounts = await accountActivity(ctx.tx, scope, startDate, endDate);
  const values = {
    c: sql`${scope.communityAgentId}`,
    from: sql`${startDate}::date`,
    to: sql`${endDate}::date`,
    costCenter: sql`${scope.costCenterId}::bigint`,
  };
  const lines = await queryRows<LineRow>(
    ctx.tx,
    sql`${linesSql(values)} order by l.account_id, l.post_date, l.id`,
  );
  return ledgerDetailOf(scope, accounts, lines);
}

/** generalLedgerDetailReport of several communities (a package for all): three queries in all. */
export async function generalLedgerDetailReports(
  ctx: RequestContext,
  queries: readonly ReportQuery[],
): Promise<ReportData[]> {
  const scopes = await reportScopes(ctx, queries, 'range');
  const asks = scopes.map((scope) => ({
    scope,
    from: scope.dates.startDate,
    to: scope.dates.endDate,
  }));
  const accounts = await accountActivities(ctx.tx, asks);
  const values = {
    c: sql`q.c`,
    from: sql`q.from_date`,
    to: sql`q.to_date`,
    costCenter: sql`q.cost_center`,
  };
  const lines = await queryRows<LineRow & { ask: string | number }>(
    ctx.tx,
    sql`select q.ask, x.*
          from unnest(${idArray(scopes.map((s) => s.communityAgentId))},
                      ${dayArray(scopes.map((s) => s.dates.startDate))},
                      ${dayArray(scopes.map((s) => s.dates.endDate))},
                      ${optionalIdArray(scopes.map((s) => s.costCenterId))})
                 with ordinality as q(c, from_date, to_date, cost_center, ask)
          cross join lateral (${linesSql(values)}) x
         order by q.ask, x."accountId", x."postDate", x."lineId"`,
  );
  const linesOf: LineRow[][] = scopes.map(() => []);
  for (const line of lines) linesOf[Number(line.ask) - 1]?.push(line);
  return scopes.map((scope, i) => ledgerDetailOf(scope, accounts[i] ?? [], linesOf[i] ?? []));
}

/** The report of a community's accounts (their activity over the range) and lines in order. */
function ledgerDetailOf(
  scope: ReportScope,
  accounts: readonly AccountActivity[],
  lines: readonly LineRow[],
): ReportData {
  const linesOf = new Map<number, LineRow[]>();
  for (const l of lines) {
    const id = Number(l.accountId);
    const list = linesOf.get(id);
    if (list) list.push(l);
    else linesOf.set(id, [l]);
  }
  const rows: StatementRow[] = [];
  for (const account of accounts) {
    const own = linesOf.get(account.accountId) ?? [];
    const opening = account.total - account.inRange;
    if (opening === 0 && own.length === 0) continue;
    const normal = (net: number) => balanceInNormalSign(account.accountTypeId, net);
    rows.push({
      cells: { description: `${account.accountNumber} ${account.accountName}` },
      style: 'section',
      accountId: account.accountId,
    });
    rows.push({ cells: { description: 'Beginning Balance', balance: normal(opening) }, indent: 1 });
    for (const l of own) {
      rows.push({
        cells: {
          date: l.postDate,
          reference: `${txnTypeLabel(l.txnTypeId)} #${Number(l.itemId)}${l.reference ? ` ${l.reference}` : ''}`,
          description: l.description,
          debit: Number(l.debit) || null,
          credit: Number(l.credit) || null,
          balance: normal(opening + Number(l.running)),
        },
        indent: 1,
        itemId: Number(l.itemId),
        txnTypeId: l.txnTypeId,
        statusId: l.statusId,
      });
    }
    rows.push({
      cells: {
        description: `Total ${account.accountNumber} ${account.accountName}`,
        debit: Number(own[0]?.accountDebit ?? 0),
        credit: Number(own[0]?.accountCredit ?? 0),
        balance: normal(account.total),
      },
      style: 'subtotal',
    });
  }
  return {
    title: 'General Ledger Detail',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      { key: 'date', title: 'Date', kind: 'date', width: 1 },
      { key: 'reference', title: 'Reference', kind: 'text', width: 2 },
      { key: 'description', title: 'Description', kind: 'text', width: 3 },
      moneyColumn('debit', 'Debit'),
      moneyColumn('credit', 'Credit'),
      moneyColumn('balance', 'Balance'),
    ],
    rows,
    orientation: 'landscape',
    fileName: `General Ledger Detail ${scope.fileTag}`,
  };
}
