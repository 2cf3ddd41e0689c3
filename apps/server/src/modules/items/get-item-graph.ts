import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readableItemId } from './item-access';
import { itemGraph } from './item-graph';

type GetItemGraph = typeof contract.items.GetItemGraph;
type GetItemGraphByItemAgentId = typeof contract.items.GetItemGraphByItemAgentId;

/** Item/GetItemGraph: the item, its item agents with their lines, and its ledger lines. */
export async function getItemGraph(
  ctx: RequestContext,
  { query }: InputOf<GetItemGraph>,
): Promise<ResponseOf<GetItemGraph>> {
  return itemGraph(ctx, await readableItemId(ctx, sql`i.id = ${query.itemId}::bigint`));
}

/** Item/GetItemGraphByItemAgentId: the graph of the item an item agent belongs to. */
export async function getItemGraphByItemAgentId(
  ctx: RequestContext,
  { query }: InputOf<GetItemGraphByItemAgentId>,
): Promise<ResponseOf<GetItemGraphByItemAgentId>> {
  const where = sql`i.id = (select item_id from item_agents where id = ${query.itemAgentId}::bigint)`;
  return itemGraph(ctx, await readableItemId(ctx, where));
}
