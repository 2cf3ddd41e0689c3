import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CaseFileMessages as M } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { setViolationStates } from './violation-state';

type BatchResolve = typeof contract.ccr.BatchResolveViolations;

/** Ccr/BatchResolveViolations: the open violations given resolved, all or none. */
export async function batchResolveViolations(
  ctx: RequestContext,
  { body }: InputOf<BatchResolve>,
): Promise<ResponseOf<BatchResolve>> {
  const count = await setViolationStates(ctx, body.itemIds, 'Resolved');
  return { Message: M.batchResolved(count), Count: count };
}
