import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox, LockboxRunResult } from '@hoa/contract';
import { BankLogState, formatCents, SmartBankingFeatureId, StatusId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { AppError, appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  bankAccountsByAlias,
  banksByAlias,
  writeBankAccountLog,
  writeBankLog,
} from '../bank-integration/index';
import { postLockboxBatch } from './post-cash-receipt-items';
import { idArray } from '../../sql/index';
import { paymentNotPosted } from './lockbox-queries';

type Run = typeof lockbox.RunLockbox;

interface OpenBatch {
  id: number;
  community_agent_id: number;
  community_name: string;
  bank_account_id: number;
  file_name: string;
  deposit_date: string;
  is_auto_post: boolean;
  ready: number;
}

type Skipped = LockboxRunResult['Skipped'][number];

/**
 * The on-demand lockbox run of a bank (SmartBankingOnDemand/RunLockbox): posts what auto-post
 * would post. Every unposted batch of the bank's accounts in the caller's communities whose deposit
 * date is on or before the process date, of a community whose lockbox setting IsAutoPost is on, is
 * posted through the batch posting (postLockboxBatch: the payments without an exception become
 * lockbox receipts, the others are left out and reported). Each batch posts in its own savepoint:
 * one that is refused (a closed period, posted meanwhile) rolls back whole and is reported skipped
 * with its reason while the others post. The bank's log gets a row per batch and one for the run.
 */
export async function runLockbox(
  ctx: RequestContext,
  { body }: InputOf<Run>,
): Promise<LockboxRunResult> {
  requireClaim(ctx, 'arlockbox', 'create');
  const banks = await banksByAlias(ctx, body.bankAlias);
  if (banks.length === 0) throw appError('LockboxNoBankWithAlias', body.bankAlias);
  const accounts = await bankAccountsByAlias(ctx, body.bankAlias);
  const batches = await openBatches(
    ctx,
    accounts.map((a) => a.id),
  );
  const result: LockboxRunResult = {
    BatchesPosted: 0,
    PaymentsPosted: 0,
    Total: 0,
    Posted: [],
    Skipped: [],
  };
  const skip = (b: OpenBatch, Reason: string) => result.Skipped.push({ ...batchOf(b), Reason });
  let refused = 0;
  for (const b of batches) {
    if (b.deposit_date > body.processDate) {
      skip(b, `The deposit date ${b.deposit_date} is after the process date.`);
    } else if (!b.is_auto_post) {
      skip(b, 'The community does not auto-post lockbox batches: post it from its review.');
    } else if (b.ready === 0) {
      skip(b, 'No payment is ready to post: every payment has an exception.');
    } else {
      const posted = await postInSavepoint(ctx, b);
      if (typeof posted === 'string') {
        skip(b, `Not posted: ${posted}`);
        refused += 1;
      } else {
        result.Posted.push({
          ...batchOf(b),
          PostedCount: posted.PostedCount,
          PostedTotal: posted.PostedTotal,
          NotPostedCount: posted.NotPosted.length,
        });
        result.BatchesPosted += 1;
        result.PaymentsPosted += posted.PostedCount;
        result.Total += posted.PostedTotal;
      }
    }
  }
  const leftOut = result.Posted.reduce((k, p) => k + p.NotPostedCount, 0);
  for (const bankAgentId of banks) {
    await writeBankLog(ctx.tx, ctx.user.companyId, {
      bankAgentId,
      feature: SmartBankingFeatureId.Lockbox,
      logState: refused > 0 || leftOut > 0 ? BankLogState.Warning : BankLogState.Success,
      message:
        `Lockbox run to ${body.processDate}: ${result.BatchesPosted} batches posted, ` +
        `${result.PaymentsPosted} payments, ${formatCents(result.Total)}; ` +
        `${result.Skipped.length} batches skipped, ${leftOut} exceptions not posted.`,
      userId: ctx.user.userId,
    });
  }
  return result;
}

/**
 * Posts one batch whole or not at all: a refusal rolls its savepoint back, is logged on the batch's
 * account and comes back as its reason.
 */
async function postInSavepoint(ctx: RequestContext, b: OpenBatch) {
  try {
    return await ctx.tx.transaction((sp) => postLockboxBatch({ ...ctx, tx: sp }, b.id));
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null) throw error;
    await writeBankAccountLog(ctx.tx, ctx.user.companyId, {
      bankAccountId: b.bank_account_id,
      feature: SmartBankingFeatureId.Lockbox,
      logState: BankLogState.Error,
      message: `Lockbox ${b.file_name}: batch ${b.id} not posted. ${reason}`,
      userId: ctx.user.userId,
    });
    return reason;
  }
}

/** The message of a refusal meant for the user (ours or the ledger's), else null. */
function refusalOf(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const pg = cause ?? (error as { code?: unknown; message?: unknown });
  if (typeof pg.code === 'string' && /^GL\d{3}$/.test(pg.code)) return String(pg.message);
  return null;
}

const batchOf = (b: OpenBatch): Omit<Skipped, 'Reason'> => ({
  LockboxBatchId: b.id,
  CommunityAgentId: b.community_agent_id,
  CommunityName: b.community_name,
  BankAccountId: b.bank_account_id,
  FileName: b.file_name,
  DepositDate: b.deposit_date,
});

/** The unposted batches of the accounts, oldest deposit first, with what is ready to post. */
function openBatches(ctx: RequestContext, accountIds: number[]): Promise<OpenBatch[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return queryRows<OpenBatch>(
    ctx.tx,
    sql`select b.id::int8 as id, b.community_agent_id::int8 as community_agent_id,
               coalesce(cc.display_name, '') as community_name,
               b.bank_account_id::int8 as bank_account_id, f.file_name,
               b.deposit_date::text as deposit_date, coalesce(s.is_auto_post, false) as is_auto_post,
               (select count(*)::int from lockbox_payments x
                 where x.batch_id = b.id and not x.is_removed and x.exception is null
                   and x.owner_agent_id is not null and ${paymentNotPosted}) as ready
          from lockbox_batches b
          join lockbox_files f on f.id = b.lockbox_file_id
          left join contacts cc on cc.agent_id = b.community_agent_id
          left join lockbox_settings s on s.community_agent_id = b.community_agent_id
         where b.bank_account_id = any(${idArray(accountIds)})
           and b.status_id = ${StatusId.Accrued}::smallint
         order by b.deposit_date, b.id`,
  );
}
