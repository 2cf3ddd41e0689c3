import { sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { runThenRemoveFiles } from '../../files/remove-after-commit';
import type { CallerCall } from '../../http/bind';
import { requireCcrBatch } from './ccr-batch-rows';
import { releaseEntryPhotos } from './release-entry-photos';

type DeleteCcrBatch = typeof contract.ccrBatches.DeleteCcrBatch;

/**
 * Ccr/DeleteCcrBatch: a draft batch set aside (kept as deleted) with its entries; its photos are
 * removed, their files once the change has committed.
 */
export function deleteCcrBatch(
  call: CallerCall<DeleteCcrBatch>,
  files: FileStore,
): Promise<ResponseOf<DeleteCcrBatch>> {
  const id = call.input.body.CcrBatchId;
  return runThenRemoveFiles(call, files, async (ctx) => {
    await requireCcrBatch(ctx, id, 'update');
    await ctx.tx.execute(sql`update ccr_batches set deleted_at = now() where id = ${id}`);
    const released = await releaseEntryPhotos(
      ctx,
      sql`select e.id from ccr_batch_entries e where e.batch_id = ${id}`,
    );
    return { result: { CcrBatchId: id }, released };
  });
}
