import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox, ResponseOf } from '@hoa/contract';
import { BankLogState, SmartBankingFeatureId, StatusId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { writeBankAccountLog } from '../bank-integration/index';
import { alreadyPosted, batchSummaries, isUnposted, requireBatch } from './lockbox-queries';
import { idArray } from '../../sql/index';

type Truncate = typeof lockbox.TruncateTransactions;

/**
 * Discards unposted lockbox batches, one or every open one of a community, with their payments,
 * and forgets the files they were made from and the files appended into them (each payment names
 * its file) once nothing of a file is left, so those can be uploaded again. A posted batch is
 * refused (its receipts stay); one transaction, so nothing is discarded when anything is refused.
 */
export async function truncateTransactions(
  ctx: RequestContext,
  { query }: InputOf<Truncate>,
): Promise<ResponseOf<Truncate>> {
  requireClaim(ctx, 'arlockbox', 'delete');
  let where;
  if (query.lockboxBatchId !== undefined) {
    const batch = await requireBatch(ctx, query.lockboxBatchId);
    where = sql`b.id = ${batch.LockboxBatchId}`;
  } else {
    const community = query.communityAgentId ?? 0;
    await requireCommunity(ctx, community);
    where = sql`b.community_agent_id = ${community} and b.status_id = ${StatusId.Accrued}::smallint`;
  }
  // Locked first, then read: a batch posted meanwhile is seen posted.
  await ctx.tx.execute(sql`select b.id from lockbox_batches b where ${where} for update`);
  const batches = await batchSummaries(ctx.tx, where);
  if (batches.some((b) => !isUnposted(b) || b.PostedCount > 0)) throw alreadyPosted();
  const empty = { LockboxBatchIds: [], DiscardedCount: 0, DiscardedTotal: 0, ReleasedFiles: [] };
  if (batches.length === 0) return empty;
  const ids = idArray(batches.map((b) => b.LockboxBatchId));
  // The batches' own files and the files appended into them (named by their payments).
  const fromPayments = await queryRows<{ file_id: number }>(
    ctx.tx,
    sql`with d as (delete from lockbox_payments where batch_id = any(${ids}) returning lockbox_file_id)
        select distinct lockbox_file_id::int8 as file_id from d`,
  );
  const fromBatches = await queryRows<{ file_id: number }>(
    ctx.tx,
    sql`delete from lockbox_batches where id = any(${ids}) returning lockbox_file_id::int8 as file_id`,
  );
  const fileIds = [...new Set([...fromPayments, ...fromBatches].map((f) => f.file_id))];
  // A file is freed when nothing of it is left: no batch made from it, no payment read from it.
  const released = await queryRows<{ file_name: string }>(
    ctx.tx,
    sql`delete from lockbox_files f
         where f.id = any(${idArray(fileIds)})
           and not exists (select 1 from lockbox_batches b where b.lockbox_file_id = f.id)
           and not exists (select 1 from lockbox_payments x where x.lockbox_file_id = f.id)
        returning f.file_name`,
  );
  for (const b of batches) {
    await writeBankAccountLog(ctx.tx, ctx.user.companyId, {
      bankAccountId: b.BankAccountId,
      feature: SmartBankingFeatureId.Lockbox,
      logState: BankLogState.Success,
      message: `Lockbox ${b.FileName}: batch ${b.LockboxBatchId} discarded, ${b.PaymentCount} payments.`,
      userId: ctx.user.userId,
    });
  }
  return {
    LockboxBatchIds: batches.map((b) => b.LockboxBatchId),
    DiscardedCount: batches.reduce((k, b) => k + b.PaymentCount, 0),
    DiscardedTotal: batches.reduce((k, b) => k + b.Total, 0),
    ReleasedFiles: released.map((f) => f.file_name),
  };
}
