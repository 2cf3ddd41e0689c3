import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { PositivePayMessages as M, positivePayFile, type PositivePayLayout } from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  readPositivePayAccounts,
  readSends,
  unsentChecks,
  type CheckRow,
} from './positive-pay-queries';
import { idArray } from '../../sql/index';

type SendPositivePay = typeof contract.positivePay.SendPositivePay;

/**
 * SmartBankingOnDemand/SendPositivePay: for each enrolled account of the bank (by alias) in the
 * caller's communities, a file in the account's layout with the checks issued and voided since
 * its last send, kept in the file store. Nothing to send gives the spec's info text.
 */
export async function sendPositivePay(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<SendPositivePay>,
): Promise<ResponseOf<SendPositivePay>> {
  requireClaim(ctx, 'bank', 'update');
  const accounts = await readPositivePayAccounts(
    ctx,
    sql`upper(bc.alias) = upper(${body.bankAlias}) and coalesce(e.is_enabled, false)`,
  );
  if (accounts.length === 0) throw badRequest(M.noEnrolledAccount);
  const checks = await unsentChecks(
    ctx.tx,
    accounts.map((a) => a.BankAccountId),
  );
  if (checks.length === 0) return { Message: M.nothingToSend, Sends: [] };
  const sendIds: number[] = [];
  for (const account of accounts) {
    const mine = checks.filter((c) => c.bankAccountId === account.BankAccountId);
    if (mine.length > 0) sendIds.push(await writeSend(ctx, files, account, mine));
  }
  const paymentIds = `{${checks.map((c) => c.paymentId).join(',')}}`;
  await ctx.tx.execute(
    sql`update ap_payments set positive_pay_sent_at = now() where id = any(${paymentIds}::bigint[])`,
  );
  return {
    Message: null,
    Sends: await readSends(ctx, sql`s.id = any(${idArray(sendIds)})`),
  };
}

async function writeSend(
  ctx: RequestContext,
  files: FileStore,
  account: { BankAccountId: number; AccountNumber: string; Layout: PositivePayLayout },
  checks: readonly CheckRow[],
): Promise<number> {
  let file: ReturnType<typeof positivePayFile>;
  try {
    file = positivePayFile(account.Layout, checks);
  } catch (error) {
    // A check number that does not fit (issued before the layout was checked) names itself.
    if (error instanceof RangeError) throw appError('PositivePaySendFailed', error.message);
    throw error;
  }
  // The writer's UTF-8 bytes as they are (never re-encoded from the text as Latin-1).
  const bytes = file.bytes;
  const key = newStorageKey(ctx.user.companyId, randomUUID());
  await files.put(key, bytes, file.contentType);
  const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
  const fileName = `positive-pay-${account.AccountNumber}-${stamp}.${file.extension}`;
  const voids = checks.filter((c) => c.record === 'V');
  const [send] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into positive_pay_sends (company_id, bank_account_id, layout, storage_key, file_name,
          size_bytes, issue_count, void_count, total_cents, created_by_user_id)
        values (${ctx.user.companyId}::bigint, ${account.BankAccountId}::bigint, ${account.Layout},
          ${key}, ${fileName}, ${bytes.length}, ${checks.length - voids.length}, ${voids.length},
          ${checks.reduce((sum, c) => sum + c.amountCents, 0)}::bigint, ${ctx.user.userId}::bigint)
        returning id::int8 as id`,
  );
  if (!send) throw new Error('no positive pay send');
  const lines = checks.map((c) => ({ p: c.paymentId, r: c.record }));
  await ctx.tx.execute(
    sql`insert into positive_pay_send_checks (company_id, send_id, payment_id, record)
        select ${ctx.user.companyId}::bigint, ${send.id}::bigint, l.p, l.r
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(p bigint, r text)`,
  );
  return send.id;
}
