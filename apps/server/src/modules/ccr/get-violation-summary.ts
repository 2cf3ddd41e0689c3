import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord } from './ccr-record-rows';

type GetViolationSummary = typeof contract.ccr.GetViolationSummary;

/** Ccr/GetViolationSummary: a violation's facts, for the drawer. */
export function getViolationSummary(
  ctx: RequestContext,
  { query }: InputOf<GetViolationSummary>,
): Promise<ResponseOf<GetViolationSummary>> {
  return requireCcrRecord(ctx, query.itemId, 'read');
}
