import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readEmailHistory } from './email-history';
import { requireWorkOrderFacts } from './work-order-facts';

type GetEmailHistory = typeof contract.workOrderVendors.GetEmailHistory;

/** WorkOrder/GetEmailHistory: the work order's emails to its vendor, newest first. */
export async function getEmailHistory(
  ctx: RequestContext,
  { query }: InputOf<GetEmailHistory>,
): Promise<ResponseOf<GetEmailHistory>> {
  await requireWorkOrderFacts(ctx, query.itemId, 'read');
  return readEmailHistory(ctx, query.itemId);
}
