import { ccrBatchEntries, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { checkEntryTargets, readCcrBatchEntry, requireCcrBatchEntry } from './ccr-batch-rows';

type UpdateCcrBatchEntry = typeof contract.ccrBatches.UpdateCcrBatchEntry;

/** Ccr/UpdateCcrBatchEntry: the review screen's edit of an entry of a draft batch. */
export async function updateCcrBatchEntry(
  ctx: RequestContext,
  { body }: InputOf<UpdateCcrBatchEntry>,
): Promise<ResponseOf<UpdateCcrBatchEntry>> {
  const entry = await requireCcrBatchEntry(ctx, body.CcrBatchEntryId, 'update');
  await checkEntryTargets(ctx, entry.communityAgentId, body);
  await ctx.tx
    .update(ccrBatchEntries)
    .set({
      propertyAgentId: body.PropertyAgentId,
      codeId: body.TopsCodeId,
      description: body.Description,
    })
    .where(eq(ccrBatchEntries.id, entry.entryId));
  return readCcrBatchEntry(ctx, entry.batchId, entry.entryId);
}
