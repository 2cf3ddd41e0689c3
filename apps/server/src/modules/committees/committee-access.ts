import { agents, and, committeeMemberSettings, eq } from '@hoa/db';
import { AgentTypeId, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface CommitteeRef {
  id: number;
  communityAgentId: number;
  isPrimary: boolean;
  isDeleted: boolean;
}

/**
 * A committee the caller may act on at the level: the claim, then the row (404 when it is not
 * there or not a committee, deleted ones only when asked), then its community on their list.
 */
export async function loadCommittee(
  ctx: RequestContext,
  committeeAgentId: number,
  level: AccessLevel,
  options: { allowDeleted?: boolean } = {},
): Promise<CommitteeRef> {
  requireClaim(ctx, 'committees', level);
  const [row] = await ctx.tx
    .select({
      id: agents.id,
      communityAgentId: agents.communityAgentId,
      isPrimary: agents.isPrimaryCommittee,
      isDeleted: agents.isDeleted,
    })
    .from(agents)
    .where(and(eq(agents.id, committeeAgentId), eq(agents.agentTypeId, AgentTypeId.Committee)));
  if (!row || row.communityAgentId === null || (row.isDeleted && !options.allowDeleted)) {
    throw notFound();
  }
  await requireCommunity(ctx, row.communityAgentId);
  return { ...row, communityAgentId: row.communityAgentId };
}

export interface SeatRef {
  id: number;
  memberAgentId: number;
  committee: CommitteeRef;
}

/** A seat of a live committee, optionally checked against the member it should hold. */
export async function loadSeat(
  ctx: RequestContext,
  committeeMemberSettingsId: number,
  level: AccessLevel,
  expected: { committeeAgentId?: number; memberAgentId?: number } = {},
): Promise<SeatRef> {
  requireClaim(ctx, 'committees', level);
  const [seat] = await ctx.tx
    .select({
      committeeAgentId: committeeMemberSettings.committeeAgentId,
      memberAgentId: committeeMemberSettings.memberAgentId,
    })
    .from(committeeMemberSettings)
    .where(eq(committeeMemberSettings.id, committeeMemberSettingsId));
  const matches =
    seat &&
    (expected.committeeAgentId ?? seat.committeeAgentId) === seat.committeeAgentId &&
    (expected.memberAgentId ?? seat.memberAgentId) === seat.memberAgentId;
  if (!matches) throw notFound();
  const committee = await loadCommittee(ctx, seat.committeeAgentId, level);
  return { id: committeeMemberSettingsId, memberAgentId: seat.memberAgentId, committee };
}
