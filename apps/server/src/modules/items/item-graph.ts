import { queryRows, sql } from '@hoa/db';
import type { ItemGraph } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  itemAgentDetailOf,
  itemLinesByParty,
  itemHeaderOf,
  type ItemJson,
} from '../activity/index';

interface GraphRow {
  item: ItemJson;
  agents: ItemGraph['ItemAgents'];
  lines: ItemGraph['GlLines'];
}

/** An item with its parties (removed ones flagged), their lines and its ledger lines. */
export async function itemGraph(ctx: RequestContext, itemId: number): Promise<ItemGraph> {
  const [row] = await queryRows<GraphRow>(
    ctx.tx,
    sql`select to_json(i) as item,
          coalesce((
            select json_agg(json_build_object(
              'TopsItemAgentId', ia.item_agent_id, 'TopsAgentId', ia.agent_id,
              'AgentName', coalesce(c.display_name, ''), 'CheckNumber', ia.check_number,
              'IsDeleted', ia.is_deleted, 'IsDirectDebit', ia.is_direct_debit,
              'Details', coalesce(l.details, '[]'::json)) order by ia.item_agent_id, ia.agent_id)
              from item_parties ia left join contacts c on c.agent_id = ia.agent_id
              left join lateral ${itemLinesByParty(sql`i.id`)} l on l.agent_id = ia.agent_id
                   and l.item_agent_id is not distinct from ia.item_agent_id
             where ia.item_id = i.id), '[]'::json) as agents,
          coalesce((
            select json_agg(json_build_object(
              'GlLineId', g.id, 'PostDate', g.post_date, 'AccountId', g.account_id,
              'AccountNumber', a.account_number, 'AccountName', a.account_name,
              'CostCenterId', g.cost_center_id, 'Debit', g.debit_cents, 'Credit', g.credit_cents,
              'Description', g.description, 'TopsItemAgentDetailId', g.item_agent_detail_id)
              order by g.id)
              from gl_lines g join accounts a on a.id = g.account_id
             where g.item_id = i.id), '[]'::json) as lines
        from items i where i.id = ${itemId}::bigint`,
  );
  if (!row) throw notFound();
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    ...itemHeaderOf(row.item),
    ItemAgents: row.agents.map((a) => ({
      ...a,
      TopsItemAgentId: num(a.TopsItemAgentId),
      TopsAgentId: Number(a.TopsAgentId),
      Details: a.Details.map(itemAgentDetailOf),
    })),
    GlLines: row.lines.map((l) => ({
      ...l,
      GlLineId: Number(l.GlLineId),
      AccountId: Number(l.AccountId),
      CostCenterId: num(l.CostCenterId),
      Debit: Number(l.Debit),
      Credit: Number(l.Credit),
      TopsItemAgentDetailId: num(l.TopsItemAgentDetailId),
    })),
  };
}
