import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { batchRow, requireAccrued, requireItem, runItems } from './run-items';

type UpdateItemBatchSummary = typeof contract.charges.UpdateItemBatchSummary;

/**
 * Edits amounts of an accrued charge run in review, each line named by its owner and code (a run
 * has one line per owner and code); the accrued amounts stay for comparison. A line not on the
 * run (or removed) is 404 and nothing changes.
 */
export async function updateItemBatchSummary(
  ctx: RequestContext,
  input: InputOf<UpdateItemBatchSummary>,
): Promise<ResponseOf<UpdateItemBatchSummary>> {
  const { TopsItemId, Details } = input.body;
  const items = await runItems(ctx, [TopsItemId], 'update');
  requireAccrued(items);
  const lines = [...new Map(Details.map((d) => [`${d.TopsAgentId}-${d.TopsCodeId}`, d])).values()];
  const updated = await queryRows<{ line: string }>(
    ctx.tx,
    sql`update item_agent_details d set amount_cents = u.amount
          from unnest(${idArray(lines.map((d) => d.TopsAgentId))},
                      ${idArray(lines.map((d) => d.TopsCodeId))},
                      ${idArray(lines.map((d) => d.Amount))}) as u(agent_id, code_id, amount),
               item_agents ia
         where ia.item_id = ${TopsItemId} and ia.agent_id = u.agent_id and not ia.is_deleted
           and d.item_agent_id = ia.id and d.code_id = u.code_id and not d.is_deleted
     returning ia.agent_id || '-' || d.code_id as line`,
  );
  if (new Set(updated.map((u) => u.line)).size !== lines.length) throw notFound();
  return batchRow(requireItem(await runItems(ctx, [TopsItemId], 'update')));
}
