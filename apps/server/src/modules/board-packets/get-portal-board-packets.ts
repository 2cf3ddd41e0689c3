import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { asBoardUser } from '../portal-board/index';
import { publishedToBoard } from './portal-board-packets';

type GetPortalBoardPackets = typeof contract.boardPackets.GetPortalBoardPackets;

/**
 * GET /api/Portal/GetBoardPackets: the packets published to the board member's community, the
 * latest published version of each month (an owner who is not on the board: 403).
 */
export async function getPortalBoardPackets(
  ctx: OwnerContext,
): Promise<ResponseOf<GetPortalBoardPackets>> {
  await asBoardUser(ctx);
  const rows = await publishedToBoard(ctx.tx, ctx.owner.communityAgentId);
  return rows.map(({ storageKey: _key, contentType: _type, ...packet }) => packet);
}
