import { accounts, eq, inArray, requiredAccounts } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  GlAccountMessages,
  isAllowedRequiredAccount,
  meetsSetupRequiredAccounts,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readRequiredAccounts } from './get-accounts-required';

type SaveRequiredAccounts = typeof contract.accountingSetup.SaveRequiredAccounts;

/**
 * Replaces the community's required accounts. Each account must be the community's and of a type
 * its requirement allows; the set must hold types 1, 2, 4, and 6 or 8 (spec 2 §9). The screen asks
 * for all eight before it saves (spec 1 §5).
 */
export async function saveRequiredAccounts(
  ctx: RequestContext,
  input: InputOf<SaveRequiredAccounts>,
): Promise<ResponseOf<SaveRequiredAccounts>> {
  const communityAgentId = input.params.communityAgentId;
  const list = input.body;
  requireClaim(ctx, 'glaccounts', 'update');
  await requireCommunity(ctx, communityAgentId);
  const typeIds = list.map((row) => row.AccountRequiredTypeId);
  if (new Set(typeIds).size !== typeIds.length)
    throw badRequest(GlAccountMessages.requiredTypeTwice);

  const accountIds = [...new Set(list.map((row) => row.TopsAccountId))];
  const found =
    accountIds.length === 0
      ? []
      : await ctx.tx
          .select({
            id: accounts.id,
            communityAgentId: accounts.communityAgentId,
            typeId: accounts.accountTypeId,
          })
          .from(accounts)
          .where(inArray(accounts.id, accountIds));
  for (const row of list) {
    const account = found.find((a) => a.id === row.TopsAccountId);
    if (account?.communityAgentId !== communityAgentId)
      throw badRequest(GlAccountMessages.accountNotInCommunity);
    if (!isAllowedRequiredAccount(row.AccountRequiredTypeId, account.typeId))
      throw badRequest(GlAccountMessages.requiredAccountWrongType(row.AccountRequiredTypeId));
  }
  if (!meetsSetupRequiredAccounts(typeIds))
    throw badRequest(GlAccountMessages.requiredAccountsIncomplete);

  await ctx.tx
    .delete(requiredAccounts)
    .where(eq(requiredAccounts.communityAgentId, communityAgentId));
  await ctx.tx.insert(requiredAccounts).values(
    list.map((row) => ({
      companyId: ctx.user.companyId,
      communityAgentId,
      accountRequiredTypeId: row.AccountRequiredTypeId,
      accountId: row.TopsAccountId,
    })),
  );
  return readRequiredAccounts(ctx, communityAgentId);
}
