import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { removeWithRelated } from './related-removal';

type RemoveItemWithRelated = typeof contract.items.RemoveItemWithRelated;

/**
 * Item/RemoveItemWithRelated: the transaction and every owner transaction hung under it (a
 * payment with its backout 66 or NSF 44, which alone refuses the payment's removal), reversed
 * and deleted together under RemoveItem's rules.
 */
export function removeItemWithRelated(
  ctx: RequestContext,
  input: InputOf<RemoveItemWithRelated>,
): Promise<ResponseOf<RemoveItemWithRelated>> {
  const { itemId, bypassValidation } = input.body;
  return removeWithRelated(ctx, itemId, bypassValidation, { kind: 'all' });
}
