import { sql } from '@hoa/db';
import { requireClaim, requireCommunity, requireCommunities } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { transactionsById } from './transaction-queries';

export const DeleteMessages = {
  matched: 'A bank transaction matched in a reconciliation cannot be deleted; unmatch it first.',
  locked: 'A bank transaction of a locked (reconciled) statement cannot be deleted.',
} as const;

/** Marks the given unmatched, unlocked transactions deleted; returns how many were. */
async function deleteTransactions(ctx: RequestContext, ids: readonly number[]) {
  requireClaim(ctx, 'bank', 'delete');
  const rows = await transactionsById(ctx, ids);
  if (rows.length < ids.length) throw notFound();
  await requireCommunities(
    ctx,
    rows.map((r) => r.CommunityAgentId),
  );
  const deletable = rows.filter((r) => !r.IsMatched && !r.IsLocked).map((r) => r.BankTransactionId);
  if (deletable.length > 0)
    await ctx.tx.execute(
      sql`update bank_transactions set is_deleted = true where id in (${sql.join(
        deletable.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  return { deleted: deletable.length };
}

/** DeleteBankTransaction/{id}: refuses a matched one or one of a locked statement. */
export async function deleteBankTransaction(
  ctx: RequestContext,
  { params }: { params: { id: number } },
): Promise<{ success: true }> {
  requireClaim(ctx, 'bank', 'delete');
  const [row] = await transactionsById(ctx, [params.id]);
  if (!row) throw notFound();
  await requireCommunity(ctx, row.CommunityAgentId);
  if (row.IsMatched) throw badRequest(DeleteMessages.matched);
  if (row.IsLocked) throw badRequest(DeleteMessages.locked);
  await deleteTransactions(ctx, [params.id]);
  return { success: true };
}

/** DeleteMultipleBankTransactions: deletes those that may be, skips matched and locked ones. */
export async function deleteMultipleBankTransactions(
  ctx: RequestContext,
  { body }: { body: { bankTransactionIds: number[] } },
): Promise<{ Deleted: number; Skipped: number }> {
  const ids = [...new Set(body.bankTransactionIds)];
  const { deleted } = await deleteTransactions(ctx, ids);
  return { Deleted: deleted, Skipped: ids.length - deleted };
}
