import { accounts, costCenters, eq, queryRows, requiredAccounts, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { accountNumberProblem, GlAccountMessages, isAllowedRequiredAccount } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAccount, readAccount, readRanges } from './account-queries';

type SaveAccount = typeof contract.glAccounts.SaveAccount;

/**
 * Creates or edits an account. The number is unique per community and cost center and, when the
 * account's type has a range, lies in it. An account stays in its community.
 */
export async function saveAccount(
  ctx: RequestContext,
  input: InputOf<SaveAccount>,
): Promise<ResponseOf<SaveAccount>> {
  const body = input.body;
  requireClaim(ctx, 'glaccounts', body.TopsAccountId ? 'update' : 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  if (body.TopsAccountId) {
    const existing = await loadAccount(ctx, body.TopsAccountId);
    if (existing.communityAgentId !== body.CommunityAgentId)
      throw badRequest(GlAccountMessages.accountNotInCommunity);
    // A required account keeps a type its requirement allows.
    const links = await ctx.tx
      .select({ typeId: requiredAccounts.accountRequiredTypeId })
      .from(requiredAccounts)
      .where(eq(requiredAccounts.accountId, existing.id));
    const broken = links.find((l) => !isAllowedRequiredAccount(l.typeId, body.TopsAccountTypeId));
    if (broken) throw badRequest(GlAccountMessages.requiredAccountWrongType(broken.typeId));
  }
  if (body.CostCenterId !== null) {
    const [center] = await ctx.tx
      .select({ communityAgentId: costCenters.communityAgentId })
      .from(costCenters)
      .where(eq(costCenters.id, body.CostCenterId));
    if (center?.communityAgentId !== body.CommunityAgentId) throw notFound();
  }
  const rangeProblem = accountNumberProblem(
    body.AccountNumber,
    body.TopsAccountTypeId,
    await readRanges(ctx, body.CommunityAgentId),
  );
  if (rangeProblem) throw badRequest(rangeProblem);
  const [taken] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from accounts
        where community_agent_id = ${body.CommunityAgentId} and account_number = ${body.AccountNumber}
          and coalesce(cost_center_id, 0) = ${body.CostCenterId ?? 0}
          and id <> ${body.TopsAccountId ?? 0}`,
  );
  if (taken) throw appError('GlAccountNumberTaken', body.AccountNumber);

  const values = {
    accountNumber: body.AccountNumber,
    accountName: body.AccountName,
    accountTypeId: body.TopsAccountTypeId,
    costCenterId: body.CostCenterId,
    isActive: body.IsActive,
  };
  const [saved] = body.TopsAccountId
    ? await ctx.tx
        .update(accounts)
        .set(values)
        .where(eq(accounts.id, body.TopsAccountId))
        .returning({ id: accounts.id })
    : await ctx.tx
        .insert(accounts)
        .values({
          ...values,
          companyId: ctx.user.companyId,
          communityAgentId: body.CommunityAgentId,
        })
        .returning({ id: accounts.id });
  if (!saved) throw new Error('Account save returned no row');
  return readAccount(ctx, saved.id);
}
