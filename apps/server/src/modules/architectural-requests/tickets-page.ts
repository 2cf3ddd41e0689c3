import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestSourceId, localDay, ReportMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { liveRequests, selectArchitecturalRequests } from './request-rows';

type TicketsPage = typeof contract.architecturalRequests.TicketsPage;

/**
 * ArchitecturalRequest/TicketsPage: a community's requests, pending first by due day then the
 * newest decided, by status, code, property, overdue (pending past the due day), sent from the
 * portal and received range, a page of them with the count of all that pass.
 */
export async function ticketsPage(
  ctx: RequestContext,
  { query: q }: InputOf<TicketsPage>,
): Promise<ResponseOf<TicketsPage>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  if (q.startDate && q.endDate && q.startDate > q.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
  const today = localDay(new Date());
  const where = sql`r.community_agent_id = ${q.communityAgentId}
    ${q.topsStatusId === undefined ? sql`` : sql` and r.status_id = ${q.topsStatusId}`}
    ${q.topsCodeId === undefined ? sql`` : sql` and r.code_id = ${q.topsCodeId}`}
    ${q.propertyAgentId === undefined ? sql`` : sql` and r.property_agent_id = ${q.propertyAgentId}`}
    ${q.overdueOnly === 'true' ? sql` and r.status_id = 1 and r.due_on < ${today}::date` : sql``}
    ${q.portalOnly === 'true' ? sql` and r.source_id = ${GeneralRequestSourceId.Portal}` : sql``}
    ${q.startDate ? sql` and r.received_on >= ${q.startDate}::date` : sql``}
    ${q.endDate ? sql` and r.received_on <= ${q.endDate}::date` : sql``}`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from ${liveRequests} where ${where}`,
  );
  const records = await selectArchitecturalRequests(
    ctx,
    where,
    undefined,
    sql`offset ${q.skip} limit ${q.take}`,
  );
  return { TotalCount: count?.n ?? 0, Records: records };
}
