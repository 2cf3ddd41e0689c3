import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readableItemId } from './item-access';
import { itemSummary } from './item-summary';

type GetItemSummary = typeof contract.items.GetItemSummary;

/** Item/GetItemSummary: type, status, amount, dates and counts of one item. */
export async function getItemSummary(
  ctx: RequestContext,
  { query }: InputOf<GetItemSummary>,
): Promise<ResponseOf<GetItemSummary>> {
  return itemSummary(ctx, await readableItemId(ctx, sql`i.id = ${query.itemId}::bigint`));
}
