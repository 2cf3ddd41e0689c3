import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { listAdjustments, readAdjustmentProfile } from './adjustment-queries';

type Endpoints = typeof contract.adjustments;

/** The adjustments index of a community: to review (accrued) and posted. */
export async function getAdjustments(
  ctx: RequestContext,
  { query }: InputOf<Endpoints['GetAdjustments']>,
): Promise<ResponseOf<Endpoints['GetAdjustments']>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return listAdjustments(ctx, query);
}

/** The adjustment profile (posted) or review (accrued); agentId, when given, must be on it. */
export async function getAdjustmentsProfile(
  ctx: RequestContext,
  { query }: InputOf<Endpoints['GetAdjustmentsProfile']>,
): Promise<ResponseOf<Endpoints['GetAdjustmentsProfile']>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  const profile = await readAdjustmentProfile(ctx, query.itemId);
  const agentId = query.agentId;
  if (agentId && !profile.Lines.some((l) => l.AgentID === agentId || l.OwnerAgentId === agentId))
    throw notFound();
  return profile;
}
