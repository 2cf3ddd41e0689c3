import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord } from './ccr-record-rows';
import { readHearings } from './violation-hearings';

type GetCcrHearings = typeof contract.ccr.GetCcrHearings;

/** Ccr/GetCcrHearings: the hearings held on a violation, latest first. */
export async function getCcrHearings(
  ctx: RequestContext,
  { query }: InputOf<GetCcrHearings>,
): Promise<ResponseOf<GetCcrHearings>> {
  const record = await requireCcrRecord(ctx, query.itemId, 'read');
  return readHearings(ctx, record.TopsItemId);
}
