import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { batchHeader } from './batch-header';

type Get = typeof contract.messageBatches.GetMessageBatchReviewHeader;

/** MessageBatch/GetMessageBatchReviewHeader. */
export function getMessageBatchReviewHeader(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  return batchHeader(ctx, query.messageBatchItemId);
}
