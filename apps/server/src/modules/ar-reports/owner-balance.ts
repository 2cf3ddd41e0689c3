import { queryRows, sql, type SQL } from '@hoa/db';
import {
  balancePasses,
  CodeTypeId,
  ComparisonOperators,
  formatCents,
  type BalanceComparisonId,
} from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import {
  arScope,
  asOfLine,
  money,
  num,
  ownerColumns,
  ownerFields,
  ownerJoins,
  type ArQuery,
  type ArScope,
  type OwnerCells,
} from './ar-report-scope';

interface BalanceRow extends OwnerCells {
  balance: string;
  prepaid: string;
}

/**
 * Each owner's balance per code on the date (owner_agent_id, code_id, is_prepaid, amount), codes
 * with a zero balance left out: what the owner balance report and its summary both add up.
 */
export function ownerCodeBalances(s: Pick<ArScope, 'communityAgentId' | 'asOfDate'>): SQL {
  return sql`select a.owner_agent_id, a.code_id,
                    c.code_type_id = ${CodeTypeId.PrePaid}::smallint as is_prepaid,
                    sum(a.amount_cents) as amount
               from ar_lines a join codes c on c.id = a.code_id
              where a.community_agent_id = ${s.communityAgentId}::bigint
                and a.post_date <= ${s.asOfDate}::date
              group by a.owner_agent_id, a.code_id, c.code_type_id
             having sum(a.amount_cents) <> 0`;
}

/** Each owner's balance on the date: owed on charge codes, prepaid credit (positive), net. */
async function ownerBalances(ctx: RequestContext, s: ArScope): Promise<BalanceRow[]> {
  return queryRows<BalanceRow>(
    ctx.tx,
    sql`select ${ownerFields}, b.balance, b.prepaid
          from (select cb.owner_agent_id,
                       coalesce(sum(cb.amount) filter (where not cb.is_prepaid), 0) as balance,
                       coalesce(-sum(cb.amount) filter (where cb.is_prepaid), 0) as prepaid
                  from (${ownerCodeBalances(s)}) cb
                 group by cb.owner_agent_id) b
          join agents o on o.id = b.owner_agent_id
          ${ownerJoins}
         where b.balance <> 0 or b.prepaid <> 0
         order by pd.account_number, k.display_name, o.id`,
  );
}

const balanceColumns = [
  ...ownerColumns,
  money('balance', 'Balance'),
  money('prepaid', 'Prepaid'),
  money('net', 'Net Balance'),
];

function balanceRows(rows: readonly BalanceRow[]): ReportRow[] {
  const lines = rows.map((r) => {
    const balance = num(r.balance);
    const prepaid = num(r.prepaid);
    return {
      cells: { ...pick(r), balance, prepaid, net: balance - prepaid },
    };
  });
  const total = (key: string) => lines.reduce((sum, l) => sum + num(l.cells[key as 'net']), 0);
  return [
    ...lines,
    {
      cells: {
        account: 'Total',
        balance: total('balance'),
        prepaid: total('prepaid'),
        net: total('net'),
      },
      style: 'total',
    },
  ];
}

const pick = (r: OwnerCells): OwnerCells => ({
  account: r.account,
  owner: r.owner,
  property: r.property,
});

/** Owner balance: every owner with a balance or a prepaid credit on the date. */
export async function ownerBalanceReport(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  return {
    title: 'Owner Balance',
    subtitle: [...s.heading, asOfLine(s)],
    columns: balanceColumns,
    rows: balanceRows(await ownerBalances(ctx, s)),
    fileName: `Owner Balance ${s.community} ${s.asOfDate}`,
  };
}

/** Filtered owner balance: the owners whose net balance passes `net {operator} amount`. */
export async function filteredOwnerBalanceReport(
  ctx: RequestContext,
  q: ArQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const operatorId: BalanceComparisonId = q.balanceOperatorId ?? 3;
  const amount = q.balanceAmount ?? 0;
  const rows = (await ownerBalances(ctx, s)).filter((r) =>
    balancePasses(num(r.balance) - num(r.prepaid), operatorId, amount),
  );
  const operator = ComparisonOperators.find((o) => o.ComparisonOperatorId === operatorId);
  return {
    title: 'Filtered Owner Balance',
    subtitle: [
      ...s.heading,
      asOfLine(s),
      `Net balance ${operator?.ComparisonOperatorName ?? ''} ${formatCents(amount)}`,
    ],
    columns: balanceColumns,
    rows: balanceRows(rows),
    fileName: `Filtered Owner Balance ${s.community} ${s.asOfDate}`,
  };
}

/** Prepaid owners: the owners holding a prepaid credit on the date. */
export async function prepaidOwnersReport(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = (await ownerBalances(ctx, s)).filter((r) => num(r.prepaid) !== 0);
  const lines: ReportRow[] = rows.map((r) => ({ cells: { ...pick(r), prepaid: num(r.prepaid) } }));
  return {
    title: 'Prepaid Owners',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [...ownerColumns, money('prepaid', 'Prepaid')],
    rows: [
      ...lines,
      {
        cells: {
          account: 'Total',
          prepaid: lines.reduce((sum, l) => sum + num(l.cells.prepaid), 0),
        },
        style: 'total',
      },
    ],
    fileName: `Prepaid Owners ${s.community} ${s.asOfDate}`,
  };
}
