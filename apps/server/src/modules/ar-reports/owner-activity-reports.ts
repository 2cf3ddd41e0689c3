import { queryRows, sql } from '@hoa/db';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { liveOwnerLine, txnTypeName } from '../owner-ledger/index';
import {
  arScope,
  money,
  num,
  ownerColumns,
  ownerFields,
  ownerJoins,
  rangeLine,
  type ArQuery,
  type OwnerCells,
} from './ar-report-scope';

interface ArActivityRow extends OwnerCells {
  beginning: string;
  charges: string;
  credits: string;
}

/**
 * Owner AR activity: per owner the balance before the range, the charges and the credits in it
 * (a removed transaction and its reversal cancel), and the ending balance.
 */
export async function ownerArActivityReport(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = await queryRows<ArActivityRow>(
    ctx.tx,
    sql`select ${ownerFields}, b.beginning, b.charges, b.credits
          from (select owner_agent_id,
                       coalesce(sum(amt) filter (where post_date < ${s.startDate}::date), 0) as beginning,
                       coalesce(sum(amt) filter (where post_date >= ${s.startDate}::date and amt > 0), 0) as charges,
                       coalesce(-sum(amt) filter (where post_date >= ${s.startDate}::date and amt < 0), 0) as credits
                  from (select owner_agent_id, post_date, sum(amount_cents) as amt from ar_lines
                         where community_agent_id = ${s.communityAgentId}::bigint
                           and post_date <= ${s.endDate}::date
                         group by owner_agent_id, item_id, item_agent_detail_id, post_date) l
                 group by owner_agent_id) b
          join agents o on o.id = b.owner_agent_id
          ${ownerJoins}
         where b.beginning <> 0 or b.charges <> 0 or b.credits <> 0
         order by pd.account_number, k.display_name, o.id`,
  );
  const lines: ReportRow[] = rows.map((r) => {
    const [beginning, charges, credits] = [num(r.beginning), num(r.charges), num(r.credits)];
    return {
      cells: {
        account: r.account,
        owner: r.owner,
        property: r.property,
        beginning,
        charges,
        credits,
        ending: beginning + charges - credits,
      },
    };
  });
  const total = (key: string) => lines.reduce((sum, l) => sum + num(l.cells[key]), 0);
  return {
    title: 'Owner AR Activity',
    subtitle: [...s.heading, rangeLine(s)],
    columns: [
      ...ownerColumns,
      money('beginning', 'Beginning Balance'),
      money('charges', 'Charges'),
      money('credits', 'Credits'),
      money('ending', 'Ending Balance'),
    ],
    rows: [
      ...lines,
      {
        cells: {
          account: 'Total',
          beginning: total('beginning'),
          charges: total('charges'),
          credits: total('credits'),
          ending: total('ending'),
        },
        style: 'total',
      },
    ],
    orientation: 'landscape',
    fileName: `Owner AR Activity ${s.community} ${s.endDate}`,
  };
}

interface ActivityLine {
  owner_id: number;
  owner: string;
  account: string;
  post_date: string;
  item_id: number;
  txn_type_id: number;
  code: string;
  description: string | null;
  amount: string;
  opening: string;
  balance: string;
}

/**
 * Owner activity: every owner's lines over the range under a heading with the balance brought
 * forward, with the running balance. Removed transactions show only with includeDeleted (the
 * deleted-item access flag); they and their reversals cancel in the balance.
 */
export async function ownerActivityReport(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const live = q.includeDeleted ? sql`true` : liveOwnerLine;
  const lines = await queryRows<ActivityLine>(
    ctx.tx,
    sql`with opening as (
          select owner_agent_id, sum(amount_cents) as cents from ar_lines
           where community_agent_id = ${s.communityAgentId}::bigint and post_date < ${s.startDate}::date
           group by owner_agent_id
        )
        select a.owner_agent_id::int as owner_id, coalesce(k.display_name, '') as owner,
               coalesce(pd.account_number, '') as account, a.post_date::text as post_date,
               a.item_id::int as item_id, a.txn_type_id::int as txn_type_id, c.code_alias as code,
               coalesce(a.description, i.description, i.reference) as description,
               a.amount_cents as amount, coalesce(op.cents, 0) as opening,
               coalesce(op.cents, 0) + sum(a.amount_cents) over (partition by a.owner_agent_id
                 order by a.post_date, a.item_id, a.id) as balance
          from ar_lines a
          join items i on i.id = a.item_id
          join codes c on c.id = a.code_id
          join agents o on o.id = a.owner_agent_id
          left join opening op on op.owner_agent_id = a.owner_agent_id
          ${ownerJoins}
         where a.community_agent_id = ${s.communityAgentId}::bigint
           and a.post_date between ${s.startDate}::date and ${s.endDate}::date and ${live}
         order by pd.account_number, k.display_name, a.owner_agent_id, a.post_date, a.item_id, a.id`,
  );
  const rows: ReportRow[] = [];
  let current: number | null = null;
  for (const l of lines) {
    if (l.owner_id !== current) {
      current = l.owner_id;
      rows.push({
        cells: { date: l.account, item: null, type: l.owner, balance: num(l.opening) },
        style: 'section',
      });
    }
    const amount = num(l.amount);
    rows.push({
      cells: {
        date: l.post_date,
        item: String(l.item_id),
        type: txnTypeName(l.txn_type_id),
        code: l.code,
        description: l.description ?? '',
        charges: amount > 0 ? amount : null,
        credits: amount < 0 ? -amount : null,
        balance: num(l.balance),
      },
      indent: 1,
    });
  }
  return {
    title: 'Owner Activity',
    subtitle: [...s.heading, rangeLine(s)],
    columns: [
      { key: 'date', title: 'Date', kind: 'date', width: 1 },
      { key: 'item', title: 'Transaction #', kind: 'text', width: 1 },
      { key: 'type', title: 'Type', kind: 'text' },
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      { key: 'description', title: 'Description', kind: 'text', width: 3 },
      money('charges', 'Charges'),
      money('credits', 'Credits'),
      money('balance', 'Balance'),
    ],
    rows,
    orientation: 'landscape',
    fileName: `Owner Activity ${s.community} ${s.endDate}`,
  };
}
