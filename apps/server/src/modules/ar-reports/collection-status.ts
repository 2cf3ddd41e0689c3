import { queryRows, sql, type SQL } from '@hoa/db';
import { AgentTypeId, CodeTypeId, StatusId, TxnTypeId } from '@hoa/domain';
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
  type OwnerCells,
} from './ar-report-scope';

interface StatusRow extends OwnerCells {
  action: string | null;
  action_date: string | null;
  on_hold: boolean;
  balance: string;
}

/**
 * Each primary owner of the community with the property's collection status on the date: the
 * newer of the latest posted collection run (53) and the status set by hand. Columns: owner_id,
 * property_id, code_id (null: not in collection), at (since), on_hold, item_id (the run that set
 * the action; null when set by hand).
 */
export function collectionStatusAsOf(communityAgentId: number, asOfDate: string): SQL {
  const c = communityAgentId;
  return sql`with run as (
          select distinct on (ia.agent_id) ia.agent_id as owner_id, d.code_id, i.post_date as at,
                 i.id as item_id
            from items i
            join item_agents ia on ia.item_id = i.id and not ia.is_deleted
            join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
            join codes cc on cc.id = d.code_id and cc.code_type_id = ${CodeTypeId.CollectionAction}::smallint
           where i.community_agent_id = ${c}::bigint and i.txn_type_id = ${TxnTypeId.Collection}::smallint
             and i.status_id = ${StatusId.Posted}::smallint and i.post_date <= ${asOfDate}::date
           order by ia.agent_id, i.post_date desc, i.id desc
        ), owners as (
          select o.id as owner_id, o.parent_agent_id as property_id from agents o
           where o.community_agent_id = ${c}::bigint and o.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint and not o.is_deleted
        )
        select w.owner_id, w.property_id,
               case when by_hand then cs.code_id else r.code_id end as code_id,
               case when by_hand then cs.updated_at::date else r.at end as at,
               case when by_hand then null else r.item_id end as item_id,
               coalesce(cs.is_on_hold, false) as on_hold
          from owners w
          left join run r on r.owner_id = w.owner_id
          left join collection_statuses cs on cs.property_agent_id = w.property_id
          cross join lateral (select cs.property_agent_id is not null
                                     and (r.at is null or cs.updated_at::date >= r.at) as by_hand) h`;
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
