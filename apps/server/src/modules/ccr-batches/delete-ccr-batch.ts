import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrBatch } from './ccr-batch-rows';

type DeleteCcrBatch = typeof contract.ccrBatches.DeleteCcrBatch;

/** Ccr/DeleteCcrBatch: a draft batch set aside (kept as deleted) with its entries. */
export async function deleteCcrBatch(
  ctx: RequestContext,
  { body }: InputOf<DeleteCcrBatch>,
): Promise<ResponseOf<DeleteCcrBatch>> {
  await requireCcrBatch(ctx, body.CcrBatchId, 'update');
  await ctx.tx.execute(
    sql`update ccr_batches set deleted_at = now() where id = ${body.CcrBatchId}`,
  );
  return { CcrBatchId: body.CcrBatchId };
}
