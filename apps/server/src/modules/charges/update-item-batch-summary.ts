import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { batchRow, requireAccrued, requireItem, runItems } from './run-items';

type UpdateItemBatchSummary = typeof contract.charges.UpdateItemBatchSummary;

/** Edits amounts of an accrued charge run in review; the accrued amounts stay for comparison. */
export async function updateItemBatchSummary(
  ctx: RequestContext,
  input: InputOf<UpdateItemBatchSummary>,
): Promise<ResponseOf<UpdateItemBatchSummary>> {
  const { TopsItemId, Details } = input.body;
  const items = await runItems(ctx, [TopsItemId], 'update');
  requireAccrued(items);
  const ids = Details.map((d) => d.TopsItemAgentDetailId);
  const updated = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`update item_agent_details d set amount_cents = u.amount
          from unnest(${idArray(ids)}, ${idArray(Details.map((d) => d.Amount))})
               as u(id, amount), item_agents ia
         where d.id = u.id and ia.id = d.item_agent_id and ia.item_id = ${TopsItemId}
           and not d.is_deleted
     returning d.id`,
  );
  if (updated.length !== new Set(ids).size) throw notFound();
  return batchRow(requireItem(await runItems(ctx, [TopsItemId], 'update')));
}
