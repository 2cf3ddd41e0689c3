import { queryRows, sql, type SQL } from '@hoa/db';
import { CodeTypeId } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { collectionStatusRows } from '../charges/index';
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

interface StatusRow extends OwnerCells {
  action: string | null;
  action_date: string | null;
  on_hold: boolean;
  balance: string;
}

/**
 * Each primary owner of the community with the property's collection status on the date, as the
 * collection screens judge it (collectionStatusRows: the newer of the latest collection run posted
 * by then and the status set by hand). Columns: owner_id, property_id, code_id (null: not in
 * collection), at (since), on_hold, item_id (the run that set the action; null when set by hand).
 */
export function collectionStatusAsOf(communityAgentId: number, asOfDate: string): SQL {
  return sql`select s.owner_agent_id as owner_id, s.property_agent_id as property_id, s.code_id,
                    s.at, s.is_on_hold as on_hold, s.item_id
               from (${collectionStatusRows(sql`select ${communityAgentId}::bigint`, asOfDate)}) s
              where s.owner_agent_id is not null`;
}

/**
 * Collection status: each owner in collection on the date with the property's collection action
 * (the newer of the latest posted collection run 53 and the status set by hand), its date, the
 * hold flag and the balance (prepaid left out). A status set by hand to no action takes the
 * property out of collection.
 */
export async function collectionStatusReport(ctx: RequestContext, q: ArQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const c = s.communityAgentId;
  const rows = await queryRows<StatusRow>(
    ctx.tx,
    sql`with status as (${collectionStatusAsOf(c, s.asOfDate)})
        select ${ownerFields}, cc.code_alias || ' ' || cc.code_name as action,
               st.at::text as action_date, st.on_hold,
               coalesce((select sum(a.amount_cents) from ar_lines a join codes ac on ac.id = a.code_id
                          where a.owner_agent_id = st.owner_id and a.post_date <= ${s.asOfDate}::date
                            and ac.code_type_id <> ${CodeTypeId.PrePaid}::smallint), 0) as balance
          from status st
          join codes cc on cc.id = st.code_id
          join agents o on o.id = st.owner_id
          ${ownerJoins}
         order by pd.account_number, k.display_name, o.id`,
  );
  const lines: ReportRow[] = rows.map((r) => ({
    cells: {
      account: r.account,
      owner: r.owner,
      property: r.property,
      action: r.action,
      date: r.action_date,
      hold: r.on_hold ? 'Yes' : 'No',
      balance: num(r.balance),
    },
  }));
  return {
    title: 'Collection Status',
    subtitle: [...s.heading, asOfLine(s)],
    columns: [
      ...ownerColumns,
      { key: 'action', title: 'Collection Action', kind: 'text', width: 2 },
      { key: 'date', title: 'Since', kind: 'date' },
      { key: 'hold', title: 'On Hold', kind: 'text', width: 1 },
      money('balance', 'Balance'),
    ],
    rows: [
      ...lines,
      {
        cells: {
          account: 'Total',
          balance: lines.reduce((sum, l) => sum + num(l.cells.balance), 0),
        },
        style: 'total',
      },
    ],
    orientation: 'landscape',
    fileName: `Collection Status ${s.community} ${s.asOfDate}`,
  };
}
