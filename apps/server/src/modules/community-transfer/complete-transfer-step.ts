import { communityTransfers, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CommunityTransferStatusId, CommunityTransferStepCount } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { moveCommunity } from './move-community';
import { loadTransfer, transferOf } from './transfer-rows';

type CompleteTransferStep = typeof contract.communityTransfer.CompleteTransferStep;

/**
 * The receiving company completes the transfer steps in order (spec 1 §3.5b, 11 steps); the
 * last, with its transfer date, moves the community.
 */
export async function completeTransferStep(
  ctx: RequestContext,
  input: InputOf<CompleteTransferStep>,
): Promise<ResponseOf<CompleteTransferStep>> {
  requireClaim(ctx, 'community', 'create');
  const { CommunityTransferId: id, Step: step, TransferDate: date } = input.body;
  const row = await loadTransfer(ctx.tx, id);
  if (
    row.receiverCompanyId !== ctx.user.companyId ||
    row.statusId !== CommunityTransferStatusId.InProgress
  )
    throw appError('CommunityTransferNotInProgress');
  if (step !== row.stepsCompleted + 1)
    throw appError('CommunityTransferStepOutOfOrder', row.stepsCompleted + 1);
  if (step < CommunityTransferStepCount) {
    await ctx.tx
      .update(communityTransfers)
      .set({ stepsCompleted: step })
      .where(eq(communityTransfers.id, id));
  } else {
    if (!date) throw appError('CommunityTransferDateRequired');
    await moveCommunity(ctx, id, date);
  }
  return transferOf(ctx, await loadTransfer(ctx.tx, id));
}
