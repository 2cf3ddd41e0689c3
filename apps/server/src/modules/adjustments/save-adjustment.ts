import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AdjustmentMessages,
  adjustmentProblem,
  isAdjustmentTxnType,
  isPrepaidCodeType,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { acceleratedRows } from './get-accelerated-charges';
import { chargeCodesWithBalances } from './adjustment-codes';
import { itemIdByKey, propertyOwner, storeAdjustment } from './adjustment-items';
import { acceleratedAmounts, detailLines } from './adjustment-lines';
import { readAdjustmentProfile } from './adjustment-queries';

type SaveAdjustment = typeof contract.adjustments.SaveAdjustment;

/**
 * Adds a single-owner adjustment of one of the six types (spec 3 §2) with the rules of spec 3 §5:
 * posted at once, or saved accrued for the review screen. A request repeated with its
 * idempotency key returns the adjustment stored the first time.
 */
export async function saveAdjustment(
  ctx: RequestContext,
  { body }: InputOf<SaveAdjustment>,
): Promise<ResponseOf<SaveAdjustment>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const txnTypeId = body.TopsTxnTypeId;
  if (!isAdjustmentTxnType(txnTypeId)) throw badRequest(AdjustmentMessages.notAdjustmentType);
  const existing = await itemIdByKey(ctx, body.IdempotencyKey);
  if (existing) return readAdjustmentProfile(ctx, existing);

  const owner = await propertyOwner(ctx, body.CommunityAgentId, body.PropertyAgentId);
  const codes = await chargeCodesWithBalances(ctx, body.CommunityAgentId, owner.ownerAgentId);
  const codeOf = (codeId: number) => {
    const code = codes.find((c) => c.CodeID === codeId);
    const prepaidOnly = txnTypeId === TxnTypeId.PrepaidAdjustment;
    if (!code) throw badRequest(AdjustmentMessages.codeNotFound);
    if (
      !prepaidOnly &&
      txnTypeId !== TxnTypeId.BeginningBalanceAdjustment &&
      isPrepaidCodeType(code.CodeTypeID)
    )
      throw badRequest(AdjustmentMessages.codeNotFound);
    return code;
  };
  body.Adjustment.forEach((line) => codeOf(line.CodeID));

  const accelerated =
    txnTypeId === TxnTypeId.AcceleratedCharge || txnTypeId === TxnTypeId.AcceleratedWaive
      ? await acceleratedRows(ctx, body.CommunityAgentId, body.PropertyAgentId, owner.ownerAgentId)
      : [];
  const lines =
    txnTypeId === TxnTypeId.AcceleratedCharge
      ? acceleratedAmounts(body.Adjustment, accelerated)
      : body.Adjustment;
  // A waive takes from the owner's balance of the code; an accelerated waive from what was
  // accelerated and not yet waived.
  const balanceOf = (codeId: number) =>
    txnTypeId === TxnTypeId.AcceleratedWaive
      ? (accelerated.find((row) => row.CodeId === codeId)?.AcceleratedBalance ?? 0)
      : codeOf(codeId).Balance;
  const problem = adjustmentProblem(txnTypeId, lines, balanceOf);
  if (problem) throw badRequest(problem);

  const details = await detailLines(ctx, body.CommunityAgentId, txnTypeId, lines, codeOf);
  const itemId = await storeAdjustment(
    ctx,
    {
      communityAgentId: body.CommunityAgentId,
      txnTypeId,
      postDate: body.PostDate,
      reference: body.Reference || null,
      description: body.Description || null,
      idempotencyKey: body.IdempotencyKey ?? null,
      owners: [{ ownerAgentId: owner.ownerAgentId, lines: details }],
    },
    body.IsPosted,
  );
  return readAdjustmentProfile(ctx, itemId);
}
