import { createHash } from 'node:crypto';
import type { InputOf, lockbox, LockboxUploadResult, ResponseOf } from '@hoa/contract';
import { LockboxMessages, type LockboxPaymentRow } from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { importLockboxPayments } from './import-payments';

type Create = typeof lockbox.CreateUnpostedBatches;
type BatchInput = InputOf<Create>['body']['batches'][number];

/**
 * Unposted lockbox batches from payments the client read from its files: each batch goes through
 * the upload's import (importLockboxPayments: once per content, matching, exceptions, auto-post).
 * A row the client could not read (no account number, no amount) is held as an exception, as the
 * upload holds it. totalTransactions must count the payments sent; a batch imported before (same
 * deposit date and payments) refuses the whole request, which makes nothing.
 */
export async function createUnpostedBatches(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'arlockbox', 'create');
  const sent = body.batches.reduce((k, b) => k + b.Payments.length, 0);
  if (body.totalTransactions !== sent)
    throw appError('LockboxTransactionCountMismatch', body.totalTransactions, sent);
  await requireCommunities(
    ctx,
    body.batches.map((b) => b.CommunityAgentId),
  );
  const results: LockboxUploadResult[] = [];
  for (const [n, batch] of body.batches.entries()) {
    const result = await importLockboxPayments(ctx, {
      CommunityAgentId: batch.CommunityAgentId,
      BankAccountId: batch.BankAccountId,
      fileName: batch.fileName,
      fileFormat: batch.fileFormat,
      hash: contentHash(batch),
      rows: rowsOf(batch),
      depositDate: batch.DepositDate,
      matchOnLegacyKey: body.matchOnLegacyKey,
      isLockboxAppend: body.isLockboxAppend,
    });
    const earlier = result.Duplicate;
    if (result.IsDuplicate)
      throw appError('LockboxBatchAlreadyImported', n + 1, batch.fileName, earlier ?? undefined);
    results.push(result);
  }
  return {
    Results: results,
    TotalTransactions: sent,
    ExceptionCount: results.reduce((k, r) => k + r.ExceptionCount, 0),
  };
}

function rowsOf(batch: BatchInput): LockboxPaymentRow[] {
  return batch.Payments.map((p, i) => {
    const problems = [
      p.AccountNumber === '' ? LockboxMessages.accountRequired : null,
      p.Amount <= 0 ? LockboxMessages.badAmount : null,
    ].filter((m) => m !== null);
    return {
      line: p.LineNumber ?? i + 1,
      accountNumber: p.AccountNumber,
      amountCents: p.Amount,
      checkNumber: p.CheckNumber,
      checkDate: p.CheckDate,
      depositDate: batch.DepositDate,
      payerName: p.PayerName,
      problem: problems.length > 0 ? problems.join(' ') : null,
    };
  });
}

/** What makes a batch the same deposit again: its date and its payments, not its file name. */
function contentHash(batch: BatchInput): string {
  const content = {
    DepositDate: batch.DepositDate,
    Payments: batch.Payments.map((p) => [
      p.AccountNumber,
      p.Amount,
      p.CheckNumber,
      p.CheckDate,
      p.PayerName,
    ]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
