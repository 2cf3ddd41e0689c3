import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerPaymentTxnTypeIds, TxnTypeId } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ItemMessages as M } from './messages';
import { removeWithRelated } from './related-removal';

type RemoveItemWithPrepaidAdjustment = typeof contract.items.RemoveItemWithPrepaidAdjustment;

/**
 * Item/RemoveItemWithPrepaidAdjustment: a payment (48-51) and the prepaid adjustments (72) made
 * under it. The payment's own left-over on the prepaid code is one of its lines and is reversed
 * with it; a backout or NSF under it still refuses (remove it with RemoveItemWithRelated).
 */
export function removeItemWithPrepaidAdjustment(
  ctx: RequestContext,
  input: InputOf<RemoveItemWithPrepaidAdjustment>,
): Promise<ResponseOf<RemoveItemWithPrepaidAdjustment>> {
  const { itemId, bypassValidation } = input.body;
  return removeWithRelated(
    ctx,
    itemId,
    bypassValidation,
    { kind: 'children', txnTypeIds: [TxnTypeId.PrepaidAdjustment] },
    (root) => {
      if (!OwnerPaymentTxnTypeIds.includes(root.txnTypeId)) throw badRequest(M.notPayment);
    },
  );
}
