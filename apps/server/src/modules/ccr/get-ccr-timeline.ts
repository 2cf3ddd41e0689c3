import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord } from './ccr-record-rows';
import { readTimeline } from './violation-timeline';

type GetCcrTimeline = typeof contract.ccr.GetCcrTimeline;

/** Ccr/GetCcrTimeline: everything that happened to a violation, in date order. */
export async function getCcrTimeline(
  ctx: RequestContext,
  { query }: InputOf<GetCcrTimeline>,
): Promise<ResponseOf<GetCcrTimeline>> {
  return readTimeline(ctx, await requireCcrRecord(ctx, query.itemId, 'read'));
}
