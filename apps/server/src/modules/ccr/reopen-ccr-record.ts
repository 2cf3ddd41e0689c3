import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { setViolationState } from './violation-state';

type Reopen = typeof contract.ccr.ReopenCcrRecord;

/** Ccr reopen: a resolved or closed violation Open again, where its ladder stopped. */
export async function reopenCcrRecord(
  ctx: RequestContext,
  { body }: InputOf<Reopen>,
): Promise<ResponseOf<Reopen>> {
  const record = await requireCcrRecord(ctx, body.itemId, 'update');
  await setViolationState(ctx, record, 'Open');
  return rereadCcrRecordView(ctx, body.itemId);
}
