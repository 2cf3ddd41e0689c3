import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCcrRecordView, requireCcrRecord } from './ccr-record-rows';

type GetCcrRecordViewPage = typeof contract.ccr.GetCcrRecordViewPage;

/** Ccr/GetCcrRecordViewPage: the record view page's violation, levels and actions. */
export async function getCcrRecordViewPage(
  ctx: RequestContext,
  { query }: InputOf<GetCcrRecordViewPage>,
): Promise<ResponseOf<GetCcrRecordViewPage>> {
  return readCcrRecordView(ctx, await requireCcrRecord(ctx, query.itemId, 'read'));
}
