import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  LastAppliedTxnTypeIds,
  NewAdjustmentTxnTypeIds,
  OwnerPaymentTxnTypeIds,
  PaymentReversalTxnTypeIds,
  StatusId,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postAdjustment } from '../adjustments/index';
import { postCashReceipts } from '../cash-receipts/index';
import { setCodesLastApplied } from '../charges/index';
import { postReceivableItems } from '../gl/index';
import { lockAccruedItem } from './accrued-item';
import { itemSummary } from './item-summary';
import { ItemMessages as M } from './messages';

type PostItem = typeof contract.items.PostItem;

/**
 * Item/PostItem: one accrued owner transaction posted through the path of its kind, in the
 * request's transaction: an adjustment through PostAdjustment (a waive checked again against
 * today's balances), a payment applied to the owner's charges and posted (postCashReceipts), a
 * backout or NSF once its payment is posted, anything else (charge runs and the like) through the
 * receivable posting builder, a run moving its codes' last applied date.
 */
export async function postItem(
  ctx: RequestContext,
  { body }: InputOf<PostItem>,
): Promise<ResponseOf<PostItem>> {
  const item = await lockAccruedItem(ctx, body.TopsItemId, 'create');
  const type = item.txnTypeId;
  if ((NewAdjustmentTxnTypeIds as readonly number[]).includes(type)) {
    await postAdjustment(ctx, {
      query: undefined,
      params: undefined,
      body: { TopsItemId: item.id },
    });
  } else if (OwnerPaymentTxnTypeIds.includes(type)) {
    await postCashReceipts(ctx.tx, ctx.user.companyId, [item.id]);
  } else {
    if (PaymentReversalTxnTypeIds.includes(type) && item.parentStatusId !== StatusId.Posted) {
      throw appError('ItemPaymentNotPosted', M.paymentNotPosted);
    }
    const posted = await postReceivableItems(ctx.tx, ctx.user.companyId, [item.id]);
    if (LastAppliedTxnTypeIds.includes(type)) await setCodesLastApplied(ctx.tx, posted);
  }
  return itemSummary(ctx, item.id);
}
