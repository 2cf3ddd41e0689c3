import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readableItemId } from './item-access';

type GetItemCommunities = typeof contract.items.GetItemCommunities;

/**
 * Item/GetItemCommunities: the communities an item touches, its own first, then those its ledger
 * lines post in (a transfer between communities, a management company's entry), by name.
 */
export async function getItemCommunities(
  ctx: RequestContext,
  { query }: InputOf<GetItemCommunities>,
): Promise<ResponseOf<GetItemCommunities>> {
  const itemId = await readableItemId(ctx, sql`i.id = ${query.itemId}::bigint`);
  return queryRows<ResponseOf<GetItemCommunities>[number]>(
    ctx.tx,
    sql`select x.community::int8 as "CommunityAgentId", coalesce(c.display_name, '') as "CommunityName"
          from (select i.community_agent_id as community, 0 as own from items i where i.id = ${itemId}::bigint
                union
                select g.community_agent_id, 1 from gl_lines g where g.item_id = ${itemId}::bigint) x
          left join contacts c on c.agent_id = x.community
         group by x.community, c.display_name
         order by min(x.own), c.display_name, x.community`,
  );
}
