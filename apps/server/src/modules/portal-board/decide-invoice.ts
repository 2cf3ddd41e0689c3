import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import { boardApproveInvoice, boardRejectInvoice } from '../ap-inbox/index';
import type { OwnerContext } from '../owner-auth/index';
import { asBoardUser } from './board-member';
import { awaitingBoard } from './get-board-inbox';

type Decide =
  typeof contract.portalBoard.BoardApproveInvoice | typeof contract.portalBoard.BoardRejectInvoice;

/**
 * The board member approves or rejects an invoice of their community awaiting the board: the back
 * office's BoardApproveInvoice or BoardRejectInvoice, run as their board user (same groups, same
 * counts, same posting, same rejection reason rule).
 */
async function decide(
  ctx: OwnerContext,
  { body }: InputOf<Decide>,
  useCase: typeof boardApproveInvoice,
): Promise<ResponseOf<Decide>> {
  const board = await asBoardUser(ctx);
  const [invoice] = await awaitingBoard(ctx.tx, ctx.owner.communityAgentId, body.ItemId);
  if (!invoice) throw notFound();
  const result = await useCase(board, {
    query: undefined,
    params: undefined,
    body: { ItemId: body.ItemId, Reason: body.Reason },
  });
  return { Message: result.Message };
}

export const approveBoardInvoice = (
  ctx: OwnerContext,
  input: InputOf<typeof contract.portalBoard.BoardApproveInvoice>,
) => decide(ctx, input, boardApproveInvoice);

export const rejectBoardInvoice = (
  ctx: OwnerContext,
  input: InputOf<typeof contract.portalBoard.BoardRejectInvoice>,
) => decide(ctx, input, boardRejectInvoice);
