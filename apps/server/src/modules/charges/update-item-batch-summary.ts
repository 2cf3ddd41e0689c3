import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { setItemLineAmounts } from '../owner-ledger/index';
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
  const lines = Details.map((d) => ({
    agentId: d.TopsAgentId,
    codeId: d.TopsCodeId,
    amount: d.Amount,
  }));
  const asked = new Set(lines.map((l) => `${String(l.agentId)}-${String(l.codeId)}`)).size;
  if ((await setItemLineAmounts(ctx.tx, TopsItemId, lines)) !== asked) throw notFound();
  return batchRow(requireItem(await runItems(ctx, [TopsItemId], 'update')));
}
