import { queryRows, sql } from '@hoa/db';
import type { LockboxUploadResult } from '@hoa/contract';
import { type LockboxPaymentRow, StatusId, todayIso } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { withJoinedReferences, type JoinedReference } from '../gl/index';
import { batchSummaries } from './lockbox-queries';
import {
  matchPayments,
  primaryOwnerOf,
  propertyWithKey,
  readImportSettings,
} from './match-payments';
import { postLockboxBatch } from './post-cash-receipt-items';

/** Payments read from one lockbox file (by the server or the client), ready to import. */
export interface LockboxImport {
  CommunityAgentId: number;
  BankAccountId: number;
  fileName: string;
  fileFormat: 'csv' | 'bai';
  /** SHA-256 (hex) that makes the file import once per company. */
  hash: string;
  rows: readonly LockboxPaymentRow[];
  /** The deposit date the file states; else the first row's, else today. */
  depositDate: string | null;
  matchOnLegacyKey: boolean;
  isLockboxAppend: boolean;
}

/**
 * The import after reading (UploadLockboxFile, CreateUnpostedBatches): records the file once per
 * company by its hash (a repeat makes nothing and says which import it repeats), makes an unposted
 * batch for the community bank account (or appends to the open one of the same deposit date),
 * matches the payments, and posts at once when the community auto-posts and nothing needs review.
 */
export async function importLockboxPayments(
  ctx: RequestContext,
  file: LockboxImport,
): Promise<LockboxUploadResult> {
  await requireCommunity(ctx, file.CommunityAgentId);
  const [bank] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from bank_accounts where id = ${file.BankAccountId}
          and community_agent_id = ${file.CommunityAgentId} and not is_removed`,
  );
  if (!bank) throw appError('ChooseBankAccount');
  const rows = file.rows;
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into lockbox_files (company_id, community_agent_id, file_name, file_format, file_hash,
          payment_count, total_cents, uploaded_by_user_id)
        values (${ctx.user.companyId}, ${file.CommunityAgentId}, ${file.fileName}, ${file.fileFormat},
          ${file.hash}, ${rows.length}, ${rows.reduce((k, r) => k + r.amountCents, 0)}, ${ctx.user.userId})
        on conflict (company_id, file_hash) do nothing
        returning id::int8 as id`,
  );
  if (!made) {
    return {
      IsDuplicate: true,
      Duplicate: (await earlierImport(ctx, file.hash)) ?? null,
      Batch: null,
      TotalTransactions: rows.length,
      ExceptionCount: 0,
      IsPosted: false,
    };
  }
  const depositDate =
    file.depositDate ?? rows.find((r) => r.depositDate)?.depositDate ?? todayIso();
  const batchId = await openBatch(ctx, file, made.id, depositDate);
  await insertPayments(ctx, { ...file, batchId, fileId: made.id });
  await matchPayments(ctx.tx, batchId, file.matchOnLegacyKey, await readImportSettings(ctx.tx));
  const [summary] = await batchSummaries(ctx.tx, sql`b.id = ${batchId}`);
  if (!summary) throw new Error('lockbox batch vanished');
  const [setting] = await queryRows<{ is_auto_post: boolean }>(
    ctx.tx,
    sql`select is_auto_post from lockbox_settings where community_agent_id = ${file.CommunityAgentId}`,
  );
  const autoPost =
    (setting?.is_auto_post ?? false) && summary.ExceptionCount === 0 && summary.PaymentCount > 0;
  if (autoPost) await postLockboxBatch(ctx, batchId);
  const [final] = autoPost ? await batchSummaries(ctx.tx, sql`b.id = ${batchId}`) : [summary];
  return {
    IsDuplicate: false,
    Duplicate: null,
    Batch: final ?? summary,
    TotalTransactions: rows.length,
    ExceptionCount: summary.ExceptionCount,
    IsPosted: autoPost,
  };
}

/** The earlier import of a file of the company, by its hash. */
export async function earlierImport(ctx: RequestContext, hash: string) {
  const [earlier] = await queryRows<{
    FileName: string;
    UploadedAt: string;
    PaymentCount: number;
    Total: number;
  }>(
    ctx.tx,
    sql`select file_name as "FileName", payment_count as "PaymentCount", total_cents::int8 as "Total",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UploadedAt"
          from lockbox_files where file_hash = ${hash.toLowerCase()}`,
  );
  return earlier;
}

async function openBatch(
  ctx: RequestContext,
  file: LockboxImport,
  fileId: number,
  depositDate: string,
): Promise<number> {
  // An empty file gets its own (empty) batch even when appending: a file appended into a batch is
  // known only by its payments, and discarding the batch must free it.
  if (file.isLockboxAppend && file.rows.length > 0) {
    const [open] = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select id::int8 as id from lockbox_batches
           where community_agent_id = ${file.CommunityAgentId} and bank_account_id = ${file.BankAccountId}
             and deposit_date = ${depositDate}::date and status_id = ${StatusId.Accrued}::smallint
           order by id desc limit 1 for update`,
    );
    if (open) return open.id;
  }
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into lockbox_batches (company_id, community_agent_id, lockbox_file_id, bank_account_id,
          deposit_date, status_id)
        values (${ctx.user.companyId}, ${file.CommunityAgentId}, ${fileId}, ${file.BankAccountId},
          ${depositDate}::date, ${StatusId.Accrued}::smallint)
        returning id::int8 as id`,
  );
  if (!made) throw new Error('no lockbox batch');
  return made.id;
}

/**
 * The file's payments, each with the property of its exact account number (or legacy key) and
 * that property's primary owner where there is one, read as it is written: matching them after
 * by an update wrote every row twice (10,000 payments: 200 ms of insert, then 500-600 ms of
 * update). A payment with a problem of its file is left unmatched, as matchPayments leaves it.
 */
async function insertPayments(
  ctx: RequestContext,
  file: Pick<LockboxImport, 'CommunityAgentId' | 'rows' | 'matchOnLegacyKey'> & {
    batchId: number;
    fileId: number;
  },
): Promise<void> {
  if (file.rows.length === 0) return;
  const community = sql`${file.CommunityAgentId}::bigint`;
  // Its properties and owners are read from the agents it joins.
  await withJoinedReferences(ctx.tx, matchedReferences, () =>
    ctx.tx.execute(
      sql`insert into lockbox_payments (company_id, community_agent_id, batch_id, lockbox_file_id,
          line_number, account_number, amount_cents, check_number, check_date, payer_name, exception,
          property_agent_id, owner_agent_id)
        select ${ctx.user.companyId}, ${community}, ${file.batchId}, ${file.fileId}, r.line,
               r."accountNumber",
               r."amountCents", r."checkNumber", r."checkDate", r."payerName", r.problem, p.id,
               ${primaryOwnerOf(sql`p.id`)}
          from jsonb_to_recordset(${JSON.stringify(file.rows)}::jsonb) as r(line int, "accountNumber" text,
               "amountCents" bigint, "checkNumber" text, "checkDate" date, "payerName" text, problem text)
          left join lateral ${propertyWithKey(file.matchOnLegacyKey, sql`r."accountNumber"`, community)} p
            on r.problem is null`,
    ),
  );
}

const matchedReferences: readonly JoinedReference[] = [
  'lockbox_payments.property_agent_id',
  'lockbox_payments.owner_agent_id',
];
