import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCommunityMaxEventDate = typeof contract.items.GetCommunityMaxEventDate;

/**
 * Item/GetCommunityMaxEventDate: the latest event date among the community's posted items (null
 * before anything posts), read from the community's event-date index.
 */
export async function getCommunityMaxEventDate(
  ctx: RequestContext,
  { query }: InputOf<GetCommunityMaxEventDate>,
): Promise<ResponseOf<GetCommunityMaxEventDate>> {
  await requireCommunity(ctx, query.communityAgentId);
  const [row] = await queryRows<{ date: string | null }>(
    ctx.tx,
    sql`select max(event_date)::text as date from items
         where community_agent_id = ${query.communityAgentId}::bigint
           and status_id = ${StatusId.Posted}::smallint`,
  );
  return { CommunityAgentId: query.communityAgentId, MaxEventDate: row?.date ?? null };
}
