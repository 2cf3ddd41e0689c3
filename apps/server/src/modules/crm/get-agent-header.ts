import { queryRows, sql, type Tx } from '@hoa/db';
import type { AgentHeader, contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { readAgentCards, toAgentCard } from './agent-cards';

type GetAgentHeader = typeof contract.crm.GetAgentHeader;

/** Deeper trees than this are not real; the limit also stops a cycle. */
const maxDepth = 10;

/** The card of one agent with its parent chain, the root first. */
export async function readAgentHeader(tx: Tx, agentId: number): Promise<AgentHeader> {
  const cards = await readAgentCards(tx, { where: sql`a.id = ${agentId}` });
  const parents = await queryRows<{
    id: number | string;
    agent_type_id: number;
    display_name: string;
  }>(
    tx,
    sql`with recursive chain as (
            select p.id, p.parent_agent_id, p.agent_type_id, 1 as depth
              from agents p
             where p.id = (select parent_agent_id from agents where id = ${agentId})
            union all
            select p.id, p.parent_agent_id, p.agent_type_id, chain.depth + 1
              from agents p join chain on p.id = chain.parent_agent_id
             where chain.depth < ${maxDepth})
          select chain.id, chain.agent_type_id, coalesce(c.display_name, '') as display_name
            from chain left join contacts c on c.agent_id = chain.id
           order by chain.depth desc`,
  );
  const [card] = cards;
  if (!card) throw new Error(`Agent ${agentId} vanished while being read`);
  return {
    ...toAgentCard(card),
    IsHoldDelinquencyNotice: card.IsHoldDelinquencyNotice,
    Parents: parents.map((row) => ({
      TopsAgentId: Number(row.id),
      TopsAgentTypeId: row.agent_type_id,
      DisplayName: row.display_name,
    })),
  };
}

export async function getAgentHeader(
  ctx: RequestContext,
  input: InputOf<GetAgentHeader>,
): Promise<ResponseOf<GetAgentHeader>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'read');
  return readAgentHeader(ctx.tx, agent.id);
}
