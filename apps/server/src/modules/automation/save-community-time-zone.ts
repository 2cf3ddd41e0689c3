import { agents, and, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { rescheduleCommunity } from './community-time-zone';

type SaveCommunityTimeZone = typeof contract.automation.SaveCommunityTimeZone;

/**
 * Community/SaveTimeZone: a community's TimeZoneId (spec 1 time zones) set; the next runs of its
 * running job schedules (workflow jobs and scheduled reports) and of its active automation jobs are computed again on
 * the new clock.
 */
export async function saveCommunityTimeZone(
  ctx: RequestContext,
  { body }: InputOf<SaveCommunityTimeZone>,
): Promise<ResponseOf<SaveCommunityTimeZone>> {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const updated = await ctx.tx
    .update(agents)
    .set({ timeZoneId: body.TimeZoneId, updatedAt: new Date() })
    .where(and(eq(agents.id, body.CommunityAgentId), eq(agents.agentTypeId, AgentTypeId.Community)))
    .returning({ id: agents.id });
  if (updated.length === 0) throw notFound();
  await rescheduleCommunity(ctx.tx, body.CommunityAgentId);
  return { CommunityAgentId: body.CommunityAgentId, TimeZoneId: body.TimeZoneId };
}
