import { queryRows, sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { arScope, asOfLine, money, num, type ArQuery } from './ar-report-scope';
import { ownerCodeBalances } from './owner-balance';

interface CodeRow {
  alias: string;
  name: string;
  is_prepaid: boolean;
  /** Charge codes: the owners owing on the code; prepaid codes: the owners holding a credit. */
  owners: number;
  amount: string;
  /** The owners owing on their charge codes taken together, as in the Owner Balance report. */
  owing: number;
}

/**
 * Owner balance summary (OwnerBalanceSummaryReport/Get): the Owner Balance report added up per
 * code from the same owner code balances. A charge code's row is what owners owe on it and how
 * many owe it; a prepaid code's row is the credit owners hold and how many hold it. The total row
 * carries the Owner Balance report's totals (balance, prepaid, net) to the cent.
 */
export async function ownerBalanceSummaryReport(
  ctx: RequestContext,
  q: ArQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = await queryRows<CodeRow>(
    ctx.tx,
    sql`with cb as (${ownerCodeBalances(s)})
        select k.code_alias as alias, k.code_name as name, c.is_prepaid,
               case when c.is_prepaid then count(*) filter (where c.amount < 0)
                    else count(*) filter (where c.amount > 0) end::int as owners,
               sum(c.amount) as amount,
               (select count(*)::int from (select owner_agent_id from cb where not is_prepaid
                                            group by owner_agent_id having sum(amount) > 0) o) as owing
          from cb c join codes k on k.id = c.code_id
         group by k.code_alias, k.code_name, c.is_prepaid
         order by c.is_prepaid, k.code_alias`,
  );
  const lines: ReportRow[] = rows.map((r) => {
    const amount = num(r.amount);
    return {
      cells: {
        code: r.alias,
        name: r.name,
        owners: r.owners,
        balance: r.is_prepaid ? null : amount,
        prepaid: r.is_prepaid ? -amount : null,
        net: amount,
      },
    };
  });
  const total = (key: 'balance' | 'prepaid' | 'net') =>
    lines.reduce((sum, l) => sum + num(l.cells[key]), 0);
  return {
    title: 'Owner Balance Summary',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      { key: 'name', title: 'Description', kind: 'text', width: 2 },
      { key: 'owners', title: 'Owners', kind: 'number' },
      money('balance', 'Owed'),
      money('prepaid', 'Prepaid'),
      money('net', 'Net Balance'),
    ],
    rows: [
      ...lines,
      {
        cells: {
          code: 'Total',
          owners: rows[0]?.owing ?? 0,
          balance: total('balance'),
          prepaid: total('prepaid'),
          net: total('net'),
        },
        style: 'total',
      },
    ],
    fileName: `Owner Balance Summary ${s.community} ${s.asOfDate}`,
  };
}
