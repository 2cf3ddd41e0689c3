import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { liveRequests } from './request-rows';

type OpenRecordCount = typeof contract.architecturalRequests.OpenRecordCount;

/** ArchitecturalRequest/OpenRecordCount: the pending requests of a community, or of one property. */
export async function openRecordCount(
  ctx: RequestContext,
  { query }: InputOf<OpenRecordCount>,
): Promise<ResponseOf<OpenRecordCount>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const property = query.propertyAgentId ?? null;
  const [row] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from ${liveRequests}
         where r.community_agent_id = ${query.communityAgentId} and r.status_id = 1
           and (${property}::bigint is null or r.property_agent_id = ${property}::bigint)`,
  );
  return row?.n ?? 0;
}
