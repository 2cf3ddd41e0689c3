import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, childLinkGroupsFor, hasAccess } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { communityOf, loadAgent, readableAgentTypeIds } from '../../http/agent-access';
import { readAgentHeader } from './get-agent-header';

type GetProfile = typeof contract.crm.GetProfile;

/**
 * The header and the child link groups with their counts: a community counts every profile of the
 * community by kind and its bank accounts; other profiles count their direct children.
 */
export async function getProfile(
  ctx: RequestContext,
  input: InputOf<GetProfile>,
): Promise<ResponseOf<GetProfile>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'read');
  const readable = readableAgentTypeIds(ctx);
  const groups = childLinkGroupsFor(agent.agentTypeId).filter((group) =>
    group.AgentTypeIds.length === 0
      ? hasAccess(ctx.user.grants, 'bank', 'read')
      : group.AgentTypeIds.some((id) => readable.includes(id)),
  );
  const isCommunity = agent.agentTypeId === AgentTypeId.Community;
  const under = isCommunity
    ? sql`community_agent_id = ${agent.id} and id <> ${agent.id}`
    : sql`parent_agent_id = ${agent.id}`;
  // One transaction is one connection: its queries run one after another.
  const header = await readAgentHeader(ctx.tx, agent.id);
  const counts = await queryRows<{ agent_type_id: number; count: number }>(
    ctx.tx,
    sql`select agent_type_id, count(*)::int as count from agents
         where ${under} and not is_deleted group by agent_type_id`,
  );
  const bankAccounts = isCommunity
    ? await queryRows<{ count: number }>(
        ctx.tx,
        sql`select count(*)::int as count from bank_accounts
             where community_agent_id = ${communityOf(agent)} and not is_removed`,
      )
    : [];
  const countOf = (typeId: number) =>
    readable.includes(typeId)
      ? (counts.find((row) => row.agent_type_id === typeId)?.count ?? 0)
      : 0;
  return {
    Header: header,
    ChildLinkGroups: groups.map((group) => ({
      Key: group.Key,
      Name: group.Name,
      TopsAgentTypeIds: [...group.AgentTypeIds],
      ChildCount:
        group.AgentTypeIds.length === 0
          ? (bankAccounts[0]?.count ?? 0)
          : group.AgentTypeIds.reduce((sum, typeId) => sum + countOf(typeId), 0),
    })),
  };
}
