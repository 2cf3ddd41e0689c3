import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCcrBatchView, requireCcrBatch } from './ccr-batch-rows';

type GetCcrBatch = typeof contract.ccrBatches.GetCcrBatch;

/** Ccr/GetCcrBatch: a batch with its entries in row order, for the review screen. */
export async function getCcrBatch(
  ctx: RequestContext,
  { query }: InputOf<GetCcrBatch>,
): Promise<ResponseOf<GetCcrBatch>> {
  await requireCcrBatch(ctx, query.ccrBatchId, 'read');
  return readCcrBatchView(ctx, query.ccrBatchId);
}
