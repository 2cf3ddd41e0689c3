import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ReportMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectGeneralRequests } from './general-request-rows';

type GetTicketsPage = typeof contract.generalRequests.GetTicketsPage;

/**
 * GeneralRequest/GetTicketsPage: a community's requests, newest received first, by state, code,
 * source, property and received date range, a page of them with the count of all that pass.
 */
export async function getTicketsPage(
  ctx: RequestContext,
  { query: q }: InputOf<GetTicketsPage>,
): Promise<ResponseOf<GetTicketsPage>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  if (q.startDate && q.endDate && q.startDate > q.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
  const where = sql`i.community_agent_id = ${q.communityAgentId}
    ${q.state === undefined ? sql`` : sql` and i.status_id = ${q.state === 'Closed' ? StatusId.Closed : StatusId.Open}`}
    ${q.topsCodeId === undefined ? sql`` : sql` and g.code_id = ${q.topsCodeId}`}
    ${q.sourceId === undefined ? sql`` : sql` and g.source_id = ${q.sourceId}`}
    ${q.propertyAgentId === undefined ? sql`` : sql` and g.property_agent_id = ${q.propertyAgentId}`}
    ${q.startDate ? sql` and g.received_on >= ${q.startDate}::date` : sql``}
    ${q.endDate ? sql` and g.received_on <= ${q.endDate}::date` : sql``}`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from general_requests g join items i on i.id = g.item_id
         where i.txn_type_id = ${TxnTypeId.GeneralRequest}
           and i.status_id <> ${StatusId.Deleted} and ${where}`,
  );
  const records = await selectGeneralRequests(
    ctx,
    where,
    undefined,
    sql`offset ${q.skip} limit ${q.take}`,
  );
  return { TotalCount: count?.n ?? 0, Records: records };
}
