import { createHash } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox, LockboxUploadResult } from '@hoa/contract';
import {
  LockboxFormatError,
  LockboxMessages,
  StatusId,
  readLockboxFile,
  type LockboxPaymentRow,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { batchSummaries } from './lockbox-queries';
import { matchPayments, readImportSettings } from './match-payments';
import { postLockboxBatch } from './post-lockbox-batch';

type Input = InputOf<typeof lockbox.UploadLockboxFile>['body'];

/**
 * Imports a lockbox file: reads its payments (a row that cannot be read becomes an exception), makes
 * an unposted batch for the community bank account (or appends to the open one of the same deposit
 * date), matches the payments, and posts at once when the community auto-posts and nothing needs
 * review. The same file (by SHA-256, per company) imports once: a second upload makes nothing and
 * says which import it repeats.
 */
export async function uploadLockboxFile(
  ctx: RequestContext,
  { body }: { body: Input },
): Promise<LockboxUploadResult> {
  requireClaim(ctx, 'arlockbox', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const bytes = Buffer.from(body.buffer, 'base64');
  const rows = readRows(body.fileFormat, bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const [bank] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from bank_accounts where id = ${body.BankAccountId}
          and community_agent_id = ${body.CommunityAgentId} and not is_removed`,
  );
  if (!bank) throw badRequest('Choose a bank account of the community.');
  const [file] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into lockbox_files (company_id, community_agent_id, file_name, file_format, file_hash,
          payment_count, total_cents, uploaded_by_user_id)
        values (${ctx.user.companyId}, ${body.CommunityAgentId}, ${body.fileName}, ${body.fileFormat},
          ${hash}, ${rows.rows.length}, ${rows.rows.reduce((k, r) => k + r.amountCents, 0)}, ${ctx.user.userId})
        on conflict (company_id, file_hash) do nothing
        returning id::float8 as id`,
  );
  if (!file) return duplicateOf(ctx, hash, rows.rows.length);
  const depositDate =
    rows.depositDate ?? rows.rows.find((r) => r.depositDate)?.depositDate ?? today();
  const batchId = await openBatch(ctx, body, file.id, depositDate);
  await insertPayments(ctx, batchId, rows.rows);
  await matchPayments(ctx.tx, batchId, body.matchOnLegacyKey, await readImportSettings(ctx.tx));
  const [summary] = await batchSummaries(ctx.tx, sql`b.id = ${batchId}`);
  if (!summary) throw new Error('lockbox batch vanished');
  const [setting] = await queryRows<{ is_auto_post: boolean }>(
    ctx.tx,
    sql`select is_auto_post from lockbox_settings where community_agent_id = ${body.CommunityAgentId}`,
  );
  const autoPost =
    (setting?.is_auto_post ?? false) && summary.ExceptionCount === 0 && summary.PaymentCount > 0;
  if (autoPost) await postLockboxBatch(ctx, batchId);
  const [final] = autoPost ? await batchSummaries(ctx.tx, sql`b.id = ${batchId}`) : [summary];
  return {
    IsDuplicate: false,
    Duplicate: null,
    Batch: final ?? summary,
    TotalTransactions: rows.rows.length,
    ExceptionCount: summary.ExceptionCount,
    IsPosted: autoPost,
  };
}

function readRows(format: Input['fileFormat'], bytes: Buffer) {
  try {
    return readLockboxFile(format, bytes.toString('latin1'));
  } catch (error) {
    if (error instanceof LockboxFormatError)
      throw badRequest(`${LockboxMessages.failed} ${error.message}`);
    throw error;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

async function duplicateOf(
  ctx: RequestContext,
  hash: string,
  count: number,
): Promise<LockboxUploadResult> {
  const [earlier] = await queryRows<{
    FileName: string;
    UploadedAt: string;
    PaymentCount: number;
    Total: number;
  }>(
    ctx.tx,
    sql`select file_name as "FileName", payment_count as "PaymentCount", total_cents::float8 as "Total",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UploadedAt"
          from lockbox_files where file_hash = ${hash}`,
  );
  return {
    IsDuplicate: true,
    Duplicate: earlier ?? null,
    Batch: null,
    TotalTransactions: count,
    ExceptionCount: 0,
    IsPosted: false,
  };
}

async function openBatch(
  ctx: RequestContext,
  body: Input,
  fileId: number,
  depositDate: string,
): Promise<number> {
  if (body.isLockboxAppend) {
    const [open] = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select id::float8 as id from lockbox_batches
           where community_agent_id = ${body.CommunityAgentId} and bank_account_id = ${body.BankAccountId}
             and deposit_date = ${depositDate}::date and status_id = ${StatusId.Accrued}::smallint
           order by id desc limit 1 for update`,
    );
    if (open) return open.id;
  }
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into lockbox_batches (company_id, community_agent_id, lockbox_file_id, bank_account_id,
          deposit_date, status_id)
        values (${ctx.user.companyId}, ${body.CommunityAgentId}, ${fileId}, ${body.BankAccountId},
          ${depositDate}::date, ${StatusId.Accrued}::smallint)
        returning id::float8 as id`,
  );
  if (!made) throw new Error('no lockbox batch');
  return made.id;
}

async function insertPayments(
  ctx: RequestContext,
  batchId: number,
  rows: readonly LockboxPaymentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await ctx.tx.execute(
    sql`insert into lockbox_payments (company_id, batch_id, line_number, account_number, amount_cents,
          check_number, check_date, payer_name, exception)
        select ${ctx.user.companyId}, ${batchId}, r.line, r."accountNumber", r."amountCents",
               r."checkNumber", r."checkDate", r."payerName", r.problem
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(line int, "accountNumber" text,
               "amountCents" bigint, "checkNumber" text, "checkDate" date, "payerName" text, problem text)`,
  );
}
