import type { CcrRecordView, contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { setViolationState } from './violation-state';

type Close = typeof contract.ccr.CloseCcrRecordViaTopsItemId;

/**
 * Closes an open violation (Closed 9) with update access to ccrviolations; the feed's close of a
 * management item of type 37 comes here too (spec 3 §4).
 */
export async function closeViolation(ctx: RequestContext, itemId: number): Promise<CcrRecordView> {
  const record = await requireCcrRecord(ctx, itemId, 'update');
  await setViolationState(ctx, record, 'Closed');
  return rereadCcrRecordView(ctx, itemId);
}

/** Ccr/CloseCcrRecordViaTopsItemId: the management item of type 37 closed. */
export function closeCcrRecord(
  ctx: RequestContext,
  { body }: InputOf<Close>,
): Promise<ResponseOf<Close>> {
  return closeViolation(ctx, body.TopsItemId);
}
