import { sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { runThenRemoveFiles } from '../../files/remove-after-commit';
import type { CallerCall } from '../../http/bind';
import { readCcrBatchView, requireCcrBatchEntry } from './ccr-batch-rows';
import { releaseEntryPhotos } from './release-entry-photos';

type RemoveCcrBatchEntry = typeof contract.ccrBatches.RemoveCcrBatchEntry;

/**
 * Ccr/RemoveCcrBatchEntry: an entry of a draft batch and its photos removed (their files once the
 * change has committed); the batch again.
 */
export function removeCcrBatchEntry(
  call: CallerCall<RemoveCcrBatchEntry>,
  files: FileStore,
): Promise<ResponseOf<RemoveCcrBatchEntry>> {
  return runThenRemoveFiles(call, files, async (ctx) => {
    const entry = await requireCcrBatchEntry(ctx, call.input.body.CcrBatchEntryId, 'update');
    const released = await releaseEntryPhotos(ctx, sql`select ${entry.entryId}::bigint`);
    await ctx.tx.execute(sql`delete from ccr_batch_entries where id = ${entry.entryId}`);
    return { result: await readCcrBatchView(ctx, entry.batchId), released };
  });
}
