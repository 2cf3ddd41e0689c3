import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CaseFileMessages as M } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { setViolationStates } from './violation-state';

type BatchReopen = typeof contract.ccr.BatchReopenViolations;

/** Ccr/BatchReopenViolations: the resolved or closed violations given Open again, all or none. */
export async function batchReopenViolations(
  ctx: RequestContext,
  { body }: InputOf<BatchReopen>,
): Promise<ResponseOf<BatchReopen>> {
  const count = await setViolationStates(ctx, body.itemIds, 'Open');
  return { Message: M.batchReopened(count), Count: count };
}
