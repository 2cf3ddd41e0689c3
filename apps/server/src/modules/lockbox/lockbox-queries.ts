import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { LockboxBatch, LockboxBatchSummary, LockboxPayment } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

// Read models of lockbox batches: summaries (lists, history) and one batch with its payments.

/**
 * The lockbox payment `x` is not posted: no cash receipt names it (`lockbox_payment_items`,
 * written when its batch posts).
 */
export const paymentNotPosted = sql`not exists (select 1 from lockbox_payment_items li
                                                where li.lockbox_payment_id = x.id)`;

const summarySelect = sql`select b.id::int8 as "LockboxBatchId", b.lockbox_file_id::int8 as "LockboxFileId",
       b.community_agent_id::int8 as "CommunityAgentId", coalesce(cc.display_name, '') as "CommunityName",
       b.bank_account_id::int8 as "BankAccountId", ba.account_name as "BankAccountName",
       f.file_name as "FileName", b.deposit_date::text as "DepositDate", b.status_id::int as "TopsStatusId",
       coalesce(p.payment_count, 0)::int as "PaymentCount", coalesce(p.exception_count, 0)::int as "ExceptionCount",
       coalesce(p.posted_count, 0)::int as "PostedCount", coalesce(p.total, 0)::int8 as "Total",
       to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt",
       to_char(b.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "PostedAt"
  from lockbox_batches b
  join lockbox_files f on f.id = b.lockbox_file_id
  join bank_accounts ba on ba.id = b.bank_account_id
  left join contacts cc on cc.agent_id = b.community_agent_id
  left join lateral (
    select count(*) filter (where not x.is_removed) as payment_count,
           count(*) filter (where not x.is_removed and x.exception is not null) as exception_count,
           count(li.item_id) as posted_count,
           sum(x.amount_cents) filter (where not x.is_removed) as total
      from lockbox_payments x
      left join lockbox_payment_items li on li.lockbox_payment_id = x.id
     where x.batch_id = b.id) p on true`;

export function batchSummaries(
  tx: Tx,
  where: SQL,
  page: SQL = sql``,
): Promise<LockboxBatchSummary[]> {
  return queryRows<LockboxBatchSummary>(
    tx,
    sql`${summarySelect} where ${where} order by b.created_at desc, b.id desc ${page}`,
  );
}

/** A batch of the caller's communities, or 404. */
export async function requireBatch(
  ctx: RequestContext,
  batchId: number,
): Promise<LockboxBatchSummary> {
  const [batch] = await batchSummaries(ctx.tx, sql`b.id = ${batchId}`);
  if (!batch) throw notFound();
  await requireCommunity(ctx, batch.CommunityAgentId);
  return batch;
}

export async function readBatch(ctx: RequestContext, batchId: number): Promise<LockboxBatch> {
  const batch = await requireBatch(ctx, batchId);
  const payments = await queryRows<LockboxPayment>(
    ctx.tx,
    sql`select x.id::int8 as "LockboxPaymentId", x.line_number as "LineNumber",
               x.account_number as "AccountNumber", x.property_agent_id::int8 as "PropertyAgentId",
               x.owner_agent_id::int8 as "OwnerAgentId", k.display_name as "OwnerName",
               nullif(trim(concat_ws(' ', ad.street_number, ad.street_name)), '') as "Address",
               x.amount_cents::int8 as "Amount", x.check_number as "CheckNumber",
               x.check_date::text as "CheckDate", x.payer_name as "PayerName",
               x.exception as "Exception", x.is_removed as "IsRemoved", li.item_id::int8 as "TopsItemId"
          from lockbox_payments x
          left join lockbox_payment_items li on li.lockbox_payment_id = x.id
          left join contacts k on k.agent_id = x.owner_agent_id
          left join lateral (select a.street_number, a.street_name from addresses a
                              where a.agent_id = x.property_agent_id order by a.id limit 1) ad on true
         where x.batch_id = ${batchId}
         order by (x.exception is null), x.line_number, x.id`,
  );
  return { ...batch, Payments: payments };
}

export const isUnposted = (batch: LockboxBatchSummary) => batch.TopsStatusId === StatusId.Accrued;

export const alreadyPosted = () => appError('LockboxBatchAlreadyPosted');
