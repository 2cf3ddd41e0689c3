import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ViolationMessages as M } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { setViolationState } from './violation-state';

type ResolveViolation = typeof contract.ccr.ResolveViolation;

/** Ccr/ResolveViolation: the owner cured it; the violation is Resolved (Complete). */
export async function resolveViolation(
  ctx: RequestContext,
  { body }: InputOf<ResolveViolation>,
): Promise<ResponseOf<ResolveViolation>> {
  const record = await requireCcrRecord(ctx, body.itemId, 'update');
  await setViolationState(ctx, record, 'Resolved');
  return { Message: M.resolved, View: await rereadCcrRecordView(ctx, body.itemId) };
}
