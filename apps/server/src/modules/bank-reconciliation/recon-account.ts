import { queryRows, sql } from '@hoa/db';
import type { AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { AppError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** A bank account being reconciled: its cash GL account and community. */
export interface ReconAccount {
  id: number;
  communityAgentId: number;
  communityName: string;
  glAccountId: number;
  accountName: string;
  accountNumber: string;
}

const noGlAccount = 'The bank account has no cash GL account to reconcile.';

/** The bank account of a community on the caller's list, with the bank claim at the level. */
export async function loadReconAccount(
  ctx: RequestContext,
  bankAccountId: number,
  level: AccessLevel,
): Promise<ReconAccount> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<ReconAccount & { glAccountId: number | null }>(
    ctx.tx,
    sql`select b.id::float8 as id, b.community_agent_id::float8 as "communityAgentId",
               coalesce(c.display_name, '') as "communityName",
               b.gl_account_id::float8 as "glAccountId", b.account_name as "accountName",
               b.account_number as "accountNumber"
          from bank_accounts b left join contacts c on c.agent_id = b.community_agent_id
         where b.id = ${bankAccountId}::bigint`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  if (row.glAccountId === null) throw new AppError(422, noGlAccount);
  return row;
}

/** The bank account a bank transaction belongs to, checked like loadReconAccount. */
export async function loadTransactionAccount(
  ctx: RequestContext,
  bankTransactionId: number,
  level: AccessLevel,
): Promise<ReconAccount> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<{ bankAccountId: number }>(
    ctx.tx,
    sql`select bank_account_id::float8 as "bankAccountId" from bank_transactions
         where id = ${bankTransactionId}::bigint and not is_deleted`,
  );
  if (!row) throw notFound();
  return loadReconAccount(ctx, row.bankAccountId, level);
}

/** Today as an ISO date, the default "as of". */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
