import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ViolationMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkRecordFacts } from './add-ccr-record';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';

type UpdateCcrRecord = typeof contract.ccr.UpdateCcrRecord;

/** Ccr/UpdateCcrRecord: an open violation's description, observed and next action dates. */
export async function updateCcrRecord(
  ctx: RequestContext,
  { body }: InputOf<UpdateCcrRecord>,
): Promise<ResponseOf<UpdateCcrRecord>> {
  const record = await requireCcrRecord(ctx, body.itemId, 'update');
  if (record.State !== 'Open') throw badRequest(M.notOpen(record.State));
  checkRecordFacts(body);
  await ctx.tx.execute(
    sql`with v as (update violation_records set observed_on = ${body.ObservedDate},
                          next_action_on = ${body.NextActionDate}
                    where item_id = ${body.itemId})
        update items set description = ${body.Description}, event_date = ${body.ObservedDate},
               updated_at = now()
         where id = ${body.itemId}`,
  );
  return rereadCcrRecordView(ctx, body.itemId);
}
