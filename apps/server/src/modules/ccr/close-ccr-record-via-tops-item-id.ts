import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { setViolationState } from './violation-state';

type Close = typeof contract.ccr.CloseCcrRecordViaTopsItemId;

/** Ccr/CloseCcrRecordViaTopsItemId: the management item of type 37 closed (Closed 9). */
export async function closeCcrRecord(
  ctx: RequestContext,
  { body }: InputOf<Close>,
): Promise<ResponseOf<Close>> {
  const record = await requireCcrRecord(ctx, body.TopsItemId, 'update');
  await setViolationState(ctx, record, 'Closed');
  return rereadCcrRecordView(ctx, body.TopsItemId);
}
