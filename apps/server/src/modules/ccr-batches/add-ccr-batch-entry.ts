import { ccrBatchEntries, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InspectionLimits } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkEntryTargets, readCcrBatchEntry, requireCcrBatch } from './ccr-batch-rows';

type AddCcrBatchEntry = typeof contract.ccrBatches.AddCcrBatchEntry;

/**
 * Ccr/AddCcrBatchEntry: an entry of a draft batch under the phone's key. The phone sends again
 * what it is not sure arrived: a key already used answers the entry it made, unchanged.
 */
export async function addCcrBatchEntry(
  ctx: RequestContext,
  { body }: InputOf<AddCcrBatchEntry>,
): Promise<ResponseOf<AddCcrBatchEntry>> {
  const batch = await requireCcrBatch(ctx, body.CcrBatchId, 'create');
  // The batch row is locked: two sends of one key wait for each other here.
  const [known] = await queryRows<{ id: number; batch_id: number }>(
    ctx.tx,
    sql`select id::int8 as id, batch_id::int8 as batch_id from ccr_batch_entries
         where client_key = ${body.ClientKey}`,
  );
  if (known) {
    if (Number(known.batch_id) !== body.CcrBatchId)
      throw appError('InspectionEntryKeyOfOtherBatch');
    return readCcrBatchEntry(ctx, body.CcrBatchId, Number(known.id));
  }
  await checkEntryTargets(ctx, batch.communityAgentId, body);
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int8 as n from ccr_batch_entries where batch_id = ${body.CcrBatchId}`,
  );
  if (Number(count?.n ?? 0) >= InspectionLimits.Entries) throw appError('InspectionBatchFull');
  const [entry] = await ctx.tx
    .insert(ccrBatchEntries)
    .values({
      companyId: ctx.user.companyId,
      batchId: body.CcrBatchId,
      clientKey: body.ClientKey,
      propertyAgentId: body.PropertyAgentId,
      codeId: body.TopsCodeId,
      description: body.Description,
    })
    .returning({ id: ccrBatchEntries.id });
  if (!entry) throw new Error('The inspection entry was not stored');
  return readCcrBatchEntry(ctx, body.CcrBatchId, entry.id);
}
