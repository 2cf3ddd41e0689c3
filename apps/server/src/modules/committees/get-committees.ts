import { agents, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity, requireCommunities } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee } from './committee-access';
import { committeeById, selectCommittees } from './committee-queries';
import { inUserCommunities } from '../../sql/index';

type GetCommittee = typeof contract.committees.GetCommittee;
type GetCommittees = typeof contract.committees.GetCommittees;
type GetAllCommittee = typeof contract.committees.GetAllCommittee;

export async function getCommittee(
  ctx: RequestContext,
  input: InputOf<GetCommittee>,
): Promise<ResponseOf<GetCommittee>> {
  const committee = await loadCommittee(ctx, input.query.agentId, 'read', { allowDeleted: true });
  const [row] = await committeeById(ctx.tx, committee.id);
  if (!row) throw notFound();
  return row;
}

export async function getCommittees(
  ctx: RequestContext,
  input: InputOf<GetCommittees>,
): Promise<ResponseOf<GetCommittees>> {
  requireClaim(ctx, 'committees', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return selectCommittees(
    ctx.tx,
    sql`${agents.communityAgentId} = ${input.query.communityAgentId} and not ${agents.isDeleted}`,
  );
}

/** Committees of several communities; each asked-for community must be on the caller's list. */
export async function getAllCommittee(
  ctx: RequestContext,
  input: InputOf<GetAllCommittee>,
): Promise<ResponseOf<GetAllCommittee>> {
  requireClaim(ctx, 'committees', 'read');
  const asked = input.body.CommunityAgentIds;
  if (asked) await requireCommunities(ctx, asked);
  return selectCommittees(
    ctx.tx,
    sql`${inUserCommunities(ctx, agents.communityAgentId, { asked })} and not ${agents.isDeleted}`,
  );
}
