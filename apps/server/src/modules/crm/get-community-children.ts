import { and, inArray, sql, type SQL } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readableAgentTypeIds, requireAgentTypeClaim } from '../../http/agent-access';
import { readAgentCards, toAgentCard } from './agent-cards';

type GetCommunityChildren = typeof contract.crm.GetCommunityChildren;

/**
 * The profiles of a community as cards sorted by name: of the kinds asked (their claims are
 * needed) or of every kind the caller may read, optionally under one parent.
 */
export async function getCommunityChildren(
  ctx: RequestContext,
  input: InputOf<GetCommunityChildren>,
): Promise<ResponseOf<GetCommunityChildren>> {
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  const asked = [
    ...(q.agentTypeIds ?? []),
    ...(q.agentTypeId === undefined ? [] : [q.agentTypeId]),
  ];
  for (const type of asked) requireAgentTypeClaim(ctx, type, 'read');
  const types = asked.length > 0 ? asked : readableAgentTypeIds(ctx);
  const conditions: SQL[] = [
    sql`a.community_agent_id = ${q.communityAgentId}`,
    sql`a.id <> ${q.communityAgentId}`,
    inArray(sql`a.agent_type_id`, types),
  ];
  if (q.parentAgentId !== undefined) conditions.push(sql`a.parent_agent_id = ${q.parentAgentId}`);
  if (q.includeDeleted !== true) conditions.push(sql`not a.is_deleted`);
  const where = and(...conditions) ?? sql`false`;
  const cards = await readAgentCards(ctx.tx, { where, skip: q.skip, take: q.take });
  return cards.map(toAgentCard);
}
