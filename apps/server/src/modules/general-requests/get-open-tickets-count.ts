import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetOpenTicketsCount = typeof contract.generalRequests.GetOpenTicketsCount;

/** GeneralRequest/GetOpenTicketsCount: the open requests of a community, or of one property. */
export async function getOpenTicketsCount(
  ctx: RequestContext,
  { query }: InputOf<GetOpenTicketsCount>,
): Promise<ResponseOf<GetOpenTicketsCount>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const property = query.propertyAgentId ?? null;
  const [row] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from general_requests g join items i on i.id = g.item_id
         where i.community_agent_id = ${query.communityAgentId}
           and i.txn_type_id = ${TxnTypeId.GeneralRequest} and i.status_id = ${StatusId.Open}
           and (${property}::bigint is null or g.property_agent_id = ${property}::bigint)`,
  );
  return row?.n ?? 0;
}
