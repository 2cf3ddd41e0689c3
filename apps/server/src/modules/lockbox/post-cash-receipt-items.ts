import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox } from '@hoa/contract';
import { BankLogState, SmartBankingFeatureId, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { writeBankAccountLog } from '../bank-integration/index';
import { createPostedCashReceipts } from '../cash-receipts/index';
import { alreadyPosted, isUnposted, paymentNotPosted, requireBatch } from './lockbox-queries';
import { readImportSettings } from './match-payments';
import { flagReceivedChecks } from './received-checks';
import { idArray } from '../../sql/index';

type Input = InputOf<typeof lockbox.PostCashReceiptItems>['body'];

interface Ready {
  id: number;
  owner_agent_id: number;
  amount_cents: number;
  check_number: string;
}

/**
 * Posts a batch: each payment that matched an owner and has no exception becomes a lockbox cash
 * receipt (49) on the batch's bank account at the deposit date, applied and posted; payments with
 * an exception (checks received since the import among them) are left out and reported. The batch is then posted (4) and cannot post again.
 */
export async function postLockboxBatch(ctx: RequestContext, batchId: number) {
  const batch = await requireBatch(ctx, batchId);
  await ctx.tx.execute(sql`select id from lockbox_batches where id = ${batchId} for update`);
  const [status] = await queryRows<{ status_id: number }>(
    ctx.tx,
    sql`select status_id from lockbox_batches where id = ${batchId}`,
  );
  if (!isUnposted({ ...batch, TopsStatusId: status?.status_id ?? 0 })) throw alreadyPosted();
  // Receipts entered since the import (a manual receipt of the same check) keep theirs out.
  await flagReceivedChecks(ctx.tx, batchId, await readImportSettings(ctx.tx));
  const ready = await queryRows<Ready>(
    ctx.tx,
    sql`select x.id::int8 as id, x.owner_agent_id::int8 as owner_agent_id,
               x.amount_cents::int8 as amount_cents, x.check_number
          from lockbox_payments x
         where x.batch_id = ${batchId} and not x.is_removed and x.exception is null
           and x.owner_agent_id is not null and ${paymentNotPosted}
         order by x.line_number, x.id`,
  );
  const itemIds = await createPostedCashReceipts(
    ctx.tx,
    ctx.user.companyId,
    ready.map((p) => ({
      communityAgentId: batch.CommunityAgentId,
      txnTypeId: TxnTypeId.Lockbox,
      ownerAgentId: p.owner_agent_id,
      bankAccountId: batch.BankAccountId,
      amountCents: p.amount_cents,
      eventDate: batch.DepositDate,
      checkNumber: p.check_number || null,
      reference: `Lockbox ${batchId}`,
      description: batch.FileName.slice(0, 200),
      idempotencyKey: `lockbox-payment-${p.id}`,
    })),
  );
  if (ready.length > 0) {
    await ctx.tx.execute(
      sql`insert into lockbox_payment_items (lockbox_payment_id, company_id, community_agent_id,
            item_id)
          select m.id, ${ctx.user.companyId}::bigint, ${batch.CommunityAgentId}::bigint, m.item_id
            from unnest(${idArray(ready.map((p) => p.id))}, ${idArray(itemIds)}) as m(id, item_id)`,
    );
  }
  await ctx.tx.execute(
    sql`update lockbox_batches set status_id = ${StatusId.Posted}::smallint, posted_at = now()
         where id = ${batchId}`,
  );
  const notPosted = await queryRows<{
    LineNumber: number;
    AccountNumber: string;
    Amount: number;
    Exception: string;
  }>(
    ctx.tx,
    sql`select line_number as "LineNumber", account_number as "AccountNumber",
               amount_cents::int8 as "Amount", exception as "Exception"
          from lockbox_payments
         where batch_id = ${batchId} and not is_removed and exception is not null
         order by line_number, id`,
  );
  await writeBankAccountLog(ctx.tx, ctx.user.companyId, {
    bankAccountId: batch.BankAccountId,
    feature: SmartBankingFeatureId.Lockbox,
    logState: notPosted.length > 0 ? BankLogState.Warning : BankLogState.Success,
    message: `Lockbox ${batch.FileName}: ${ready.length} payments posted, ${notPosted.length} exceptions.`,
    userId: ctx.user.userId,
  });
  return {
    LockboxBatchId: batchId,
    PostedCount: ready.length,
    PostedTotal: ready.reduce((k, p) => k + p.amount_cents, 0),
    NotPosted: notPosted,
  };
}

export function postCashReceiptItems(ctx: RequestContext, { body }: { body: Input }) {
  requireClaim(ctx, 'arlockbox', 'create');
  return postLockboxBatch(ctx, body.LockboxBatchId);
}
