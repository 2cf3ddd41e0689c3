import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { escapeLike, serviceRequestStateFilter, StatusId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import {
  liveServiceRequest,
  selectServiceRequests,
  serviceRequestFrom,
} from './service-request-rows';

type TicketsPage = typeof contract.serviceRequests.TicketsPage;

/**
 * ServiceRequest/TicketsPage: a community's service requests, newest received first, by state (or
 * only the open ones), property and words (of the description, job location, property, owner or
 * amenity name), a page of them with the count of all that pass.
 */
export async function ticketsPage(
  ctx: RequestContext,
  { query: q }: InputOf<TicketsPage>,
): Promise<ResponseOf<TicketsPage>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const state = q.state === undefined ? undefined : serviceRequestStateFilter(q.state);
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = sql`s.community_agent_id = ${q.communityAgentId}
    ${state === undefined ? sql`` : sql` and i.status_id = ${state.statusId}`}
    ${state?.isInProgress == null ? sql`` : sql` and s.is_in_progress = ${state.isInProgress}`}
    ${q.open === true ? sql` and i.status_id = ${StatusId.Open}` : sql``}
    ${q.propertyAgentId === undefined ? sql`` : sql` and s.property_agent_id = ${q.propertyAgentId}`}
    ${
      pattern === undefined
        ? sql``
        : sql` and (i.description ilike ${pattern} or s.job_location ilike ${pattern}
                    or pc.display_name ilike ${pattern} or oc.display_name ilike ${pattern}
                    or ac.display_name ilike ${pattern})`
    }`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from ${serviceRequestFrom} where ${liveServiceRequest} and ${where}`,
  );
  const records = await selectServiceRequests(ctx, where, sql`offset ${q.skip} limit ${q.take}`);
  return { TotalCount: count?.n ?? 0, Records: records };
}
