import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetAchEnrollmentCounts = typeof contract.ownerAccess.GetAchEnrollmentCounts;

/**
 * OwnerAccess/GetAchEnrollmentCounts: the community's active direct debit enrollments (one per
 * owner at most), how many draft by autopay, came from the portal, and await their prenote; one
 * read of the community's enrollments.
 */
export async function getAchEnrollmentCounts(
  ctx: RequestContext,
  { query }: InputOf<GetAchEnrollmentCounts>,
): Promise<ResponseOf<GetAchEnrollmentCounts>> {
  const communityAgentId = query.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<Omit<ResponseOf<GetAchEnrollmentCounts>, 'CommunityAgentId'>>(
    ctx.tx,
    sql`select count(*)::int as "Enrolled",
               count(*) filter (where e.is_autopay)::int as "Autopay",
               count(*) filter (where e.is_from_portal)::int as "FromPortal",
               count(*) filter (where e.prenote_run_id is null)::int as "AwaitingPrenote"
          from direct_debit_enrollments e
         where e.community_agent_id = ${communityAgentId} and e.is_active`,
  );
  return {
    CommunityAgentId: communityAgentId,
    Enrolled: row?.Enrolled ?? 0,
    Autopay: row?.Autopay ?? 0,
    FromPortal: row?.FromPortal ?? 0,
    AwaitingPrenote: row?.AwaitingPrenote ?? 0,
  };
}
