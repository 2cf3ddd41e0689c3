import { queryRows, sql } from '@hoa/db';
import type { AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * A bank account being reconciled: its cash GL account and community, and the cost center
 * (CostCenterCategoryId of spec 2's route) whose cash lines alone make its book side, if one is
 * chosen.
 */
export interface ReconAccount {
  id: number;
  communityAgentId: number;
  communityName: string;
  glAccountId: number;
  accountName: string;
  accountNumber: string;
  costCenter: { id: number; name: string } | null;
}

const noGlAccount = 'The bank account has no cash GL account to reconcile.';
const notCommunityCostCenter = "The cost center is not one of the bank account's community.";

/**
 * The bank account of a community on the caller's list, with the bank claim at the level; with a
 * cost center, that cost center of the same community.
 */
export async function loadReconAccount(
  ctx: RequestContext,
  bankAccountId: number,
  level: AccessLevel,
  costCenterId: number | null = null,
): Promise<ReconAccount> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<Omit<ReconAccount, 'costCenter'> & { glAccountId: number | null }>(
    ctx.tx,
    sql`select b.id::int8 as id, b.community_agent_id::int8 as "communityAgentId",
               coalesce(c.display_name, '') as "communityName",
               b.gl_account_id::int8 as "glAccountId", b.account_name as "accountName",
               b.account_number as "accountNumber"
          from bank_accounts b left join contacts c on c.agent_id = b.community_agent_id
         where b.id = ${bankAccountId}::bigint`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  if (row.glAccountId === null) throw appError('BankReconNoGlAccount', noGlAccount);
  const costCenter =
    costCenterId === null ? null : await loadCostCenter(ctx, row.communityAgentId, costCenterId);
  return { ...row, glAccountId: row.glAccountId, costCenter };
}

async function loadCostCenter(ctx: RequestContext, communityAgentId: number, id: number) {
  const [center] = await queryRows<{ id: number; name: string }>(
    ctx.tx,
    sql`select id::int8 as id, cost_center_number || ' ' || cost_center_name as name
          from cost_centers
         where id = ${id}::bigint and community_agent_id = ${communityAgentId}::bigint`,
  );
  if (!center) throw badRequest(notCommunityCostCenter);
  return center;
}

/** The bank account a bank transaction belongs to, checked like loadReconAccount. */
export async function loadTransactionAccount(
  ctx: RequestContext,
  bankTransactionId: number,
  level: AccessLevel,
  costCenterId: number | null = null,
): Promise<ReconAccount> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<{ bankAccountId: number }>(
    ctx.tx,
    sql`select bank_account_id::int8 as "bankAccountId" from bank_transactions
         where id = ${bankTransactionId}::bigint and not is_deleted`,
  );
  if (!row) throw notFound();
  return loadReconAccount(ctx, row.bankAccountId, level, costCenterId);
}
