import { communityTransfers, eq, queryRows, sql, userCommunities } from '@hoa/db';
import { forgetCompanySessions, forgetUserSessions } from '../auth/index';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordTransferSummary } from './transfer-summary';

interface DatabaseRefusal {
  code?: unknown;
  message?: unknown;
  cause?: DatabaseRefusal;
}

/** A reference or unique-key refusal of the move (a moved row naming one that stays). */
function refusalOf(error: unknown): string | null {
  const e = error as DatabaseRefusal | undefined;
  const cause = e?.cause ?? e;
  return cause?.code === '23503' || cause?.code === '23505' ? String(cause.message) : null;
}

/**
 * The transfer's last step: every row of the community becomes the receiving company's in this
 * one transaction (app_move_community, migration 0105), or nothing does; what moved is recorded
 * first (the transfer's summary). The periods that end
 * before the transfer date are closed, so the history the sender posted is read-only; the
 * caller gets the community on their list, the sender's users lose it (their sessions are
 * dropped so their lists reload).
 */
export async function moveCommunity(
  ctx: RequestContext,
  transferId: number,
  transferDate: string,
): Promise<void> {
  await ctx.tx
    .update(communityTransfers)
    .set({ transferDate })
    .where(eq(communityTransfers.id, transferId));
  const [moved] = await queryRows<{ sender: number; community: number }>(
    ctx.tx,
    sql`select company_id::int8 as sender, community_agent_id::int8 as community
          from community_transfers where id = ${transferId}`,
  );
  await recordTransferSummary(ctx.tx, transferId);
  try {
    await ctx.tx.execute(sql`select app_move_community(${transferId})`);
  } catch (error) {
    const reason = refusalOf(error);
    if (reason) throw appError('CommunityTransferRefused', reason);
    throw error;
  }
  const community = Number(moved?.community);
  await ctx.tx.execute(
    sql`update accounting_periods set is_open = false
         where is_open and end_date < ${transferDate}::date
           and fiscal_year_id in (select id from fiscal_years where community_agent_id = ${community})`,
  );
  await ctx.tx
    .insert(userCommunities)
    .values({ companyId: ctx.user.companyId, userId: ctx.user.userId, communityAgentId: community })
    .onConflictDoNothing();
  forgetCompanySessions(Number(moved?.sender));
  forgetUserSessions(ctx.user.userId);
}
