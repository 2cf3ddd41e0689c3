import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { sql } from '@hoa/db';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { monthOf } from './close-facts';
import { selectPackets } from './packet-rows';

type GetBoardPackets = typeof contract.boardPackets.GetBoardPackets;

/** GET /api/BoardPacket/GetBoardPackets: every version of a community's packets (of a month). */
export async function getBoardPackets(
  ctx: RequestContext,
  { query }: InputOf<GetBoardPackets>,
): Promise<ResponseOf<GetBoardPackets>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, query.CommunityAgentId);
  const month =
    query.Month === undefined ? sql`true` : sql`b.month = ${monthOf(query.Month).startDate}::date`;
  return selectPackets(ctx.tx, sql`b.community_agent_id = ${query.CommunityAgentId} and ${month}`);
}
