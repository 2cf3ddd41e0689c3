import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { addDays, firstRowProblem, InspectionMessages } from '@hoa/domain';
import { AppError, appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireItemParty } from '../attachments/index';
import { createCcrRecord, recordCcrPhoto } from '../ccr/index';
import { readCcrBatchView, requireCcrBatch, selectCcrBatchEntries } from './ccr-batch-rows';

type AccrueCcrBatch = typeof contract.ccrBatches.AccrueCcrBatch;

/** A refusal of a row's record (400), named by its row; anything else is not the row's fault. */
function refusedRow(row: number, error: unknown): unknown {
  if (error instanceof AppError && error.statusCode === 400)
    return appError('InspectionBatchRowRefused', row, error.message);
  return error;
}

/**
 * Ccr/AccrueCcrBatch: every entry of the draft becomes a violation record as Ccr/AddCcrRecord
 * makes it (observed on the inspection day, next action the batch's days after), its photos moved
 * to the record's owner party; all in the request's transaction, so a row refused (named: 'Row 3:
 * …') leaves nothing written. The batch is then Accrued and may not change again.
 */
export async function accrueCcrBatch(
  ctx: RequestContext,
  { body }: InputOf<AccrueCcrBatch>,
): Promise<ResponseOf<AccrueCcrBatch>> {
  const batch = await requireCcrBatch(ctx, body.CcrBatchId, 'update');
  const entries = await selectCcrBatchEntries(ctx, batch.batchId);
  if (entries.length === 0) throw appError('InspectionBatchEmpty');
  const observed = batch.inspectedOn;
  const first = firstRowProblem(
    entries.map((e) => ({ Description: e.Description, ObservedDate: observed })),
  );
  if (first) throw appError('InspectionBatchRowRefused', first.Row, first.Problem);
  for (const entry of entries) {
    let itemId: number;
    try {
      itemId = await createCcrRecord(ctx, {
        CommunityAgentId: batch.communityAgentId,
        PropertyAgentId: entry.PropertyAgentId,
        TopsCodeId: entry.TopsCodeId,
        Description: entry.Description,
        ObservedDate: observed,
        NextActionDate: addDays(observed, batch.nextActionDays),
      });
    } catch (error) {
      throw refusedRow(entry.Row, error);
    }
    await ctx.tx.execute(
      sql`update ccr_batch_entries set item_id = ${itemId} where id = ${entry.CcrBatchEntryId}`,
    );
    if (entry.Photos.length === 0) continue;
    const party = await requireItemParty(ctx, itemId, undefined, 'update');
    for (const photo of entry.Photos)
      await recordCcrPhoto(ctx, party, photo.TopsAttachmentId, {
        CapturedAt: photo.CapturedAt ?? undefined,
        Latitude: photo.Latitude ?? undefined,
        Longitude: photo.Longitude ?? undefined,
      });
  }
  await ctx.tx.execute(
    sql`update ccr_batches set state = 'Accrued', accrued_at = now(),
               accrued_by_user_id = ${ctx.user.userId}
         where id = ${batch.batchId}`,
  );
  return {
    Message: InspectionMessages.accrued(entries.length),
    View: await readCcrBatchView(ctx, batch.batchId),
  };
}
