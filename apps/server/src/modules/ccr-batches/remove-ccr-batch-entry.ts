import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCcrBatchView, requireCcrBatchEntry } from './ccr-batch-rows';

type RemoveCcrBatchEntry = typeof contract.ccrBatches.RemoveCcrBatchEntry;

/** Ccr/RemoveCcrBatchEntry: an entry of a draft batch and its photos removed; the batch again. */
export async function removeCcrBatchEntry(
  ctx: RequestContext,
  { body }: InputOf<RemoveCcrBatchEntry>,
): Promise<ResponseOf<RemoveCcrBatchEntry>> {
  const entry = await requireCcrBatchEntry(ctx, body.CcrBatchEntryId, 'update');
  await ctx.tx.execute(sql`delete from ccr_batch_entry_photos where entry_id = ${entry.entryId}`);
  await ctx.tx.execute(sql`delete from ccr_batch_entries where id = ${entry.entryId}`);
  return readCcrBatchView(ctx, entry.batchId);
}
