import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ItemAgentGraph, ResponseOf } from '@hoa/contract';
import { claimForTxnType } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  itemAgentDetailOf,
  itemLinesByParty,
  itemHeaderOf,
  type ItemJson,
} from './item-graph-parts';

type GetGraph = typeof contract.activity.GetItemAgentGraph;

interface GraphRow {
  item_agent_id: number | null;
  agent_id: number;
  agent_name: string | null;
  check_number: string | null;
  is_direct_debit: boolean;
  item: ItemJson;
  details: ItemAgentGraph['Details'];
  parties: ItemAgentGraph['ItemAgents'];
}

/**
 * The detail a feed row shows when expanded: its item, the item's parties and the party's lines.
 * The party by item agent, or by item and agent (an assessment run's owner has no item agent).
 */
export async function getItemAgentGraph(
  ctx: RequestContext,
  input: InputOf<GetGraph>,
): Promise<ResponseOf<GetGraph>> {
  const { itemAgentId, itemId, agentId } = input.query;
  const party =
    itemAgentId === undefined
      ? sql`ia.item_id = ${itemId ?? 0}::bigint and ia.agent_id = ${agentId ?? 0}::bigint`
      : sql`ia.item_agent_id = ${itemAgentId}::bigint`;
  const [row] = await queryRows<GraphRow>(
    ctx.tx,
    sql`select ia.item_agent_id, ia.agent_id, c.display_name as agent_name,
          ia.check_number, ia.is_direct_debit, to_json(i) as item,
          coalesce(l.details, '[]'::json) as details,
          coalesce((
            select json_agg(json_build_object(
              'TopsItemAgentId', x.item_agent_id, 'TopsAgentId', x.agent_id,
              'AgentName', coalesce(xc.display_name, '')) order by x.item_agent_id, x.agent_id)
            from item_parties x left join contacts xc on xc.agent_id = x.agent_id
            where x.item_id = i.id and not x.is_deleted), '[]'::json) as parties
        from item_parties ia
        join items i on i.id = ia.item_id
        left join contacts c on c.agent_id = ia.agent_id
        left join lateral ${itemLinesByParty(sql`ia.item_id`, sql`ia.agent_id`)} l on l.agent_id = ia.agent_id
             and l.item_agent_id is not distinct from ia.item_agent_id
        where ${party}
        limit 1`,
  );
  if (!row) throw notFound();
  const item = row.item;
  await requireCommunity(ctx, Number(item.community_agent_id));
  const claim = claimForTxnType(item.txn_type_id);
  if (claim) requireClaim(ctx, claim, 'read');
  return {
    TopsItemAgentId: row.item_agent_id === null ? null : Number(row.item_agent_id),
    TopsItemId: Number(item.id),
    TopsAgentId: Number(row.agent_id),
    AgentName: row.agent_name ?? '',
    CheckNumber: row.check_number,
    IsDirectDebit: row.is_direct_debit,
    Item: itemHeaderOf(item),
    Details: row.details.map(itemAgentDetailOf),
    ItemAgents: row.parties,
  };
}
