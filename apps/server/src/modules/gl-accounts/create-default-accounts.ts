import { accountRanges, accounts, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { accountNumberProblem, DefaultAccountRanges, StandardHoaChart } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readRanges, selectChart } from './account-queries';
import { existingNumbers } from './get-default-accounts';

type CreateDefaultAccounts = typeof contract.glAccounts.CreateDefaultAccounts;

/**
 * Makes the standard HOA chart for a community: the standard ranges when it has none, then every
 * standard account whose number it lacks and that fits the range of its type.
 */
export async function createDefaultAccounts(
  ctx: RequestContext,
  input: InputOf<CreateDefaultAccounts>,
): Promise<ResponseOf<CreateDefaultAccounts>> {
  const communityAgentId = input.params.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'create');
  await requireCommunity(ctx, communityAgentId);
  const companyId = ctx.user.companyId;
  let ranges = await readRanges(ctx, communityAgentId);
  if (ranges.length === 0) {
    ranges = [...DefaultAccountRanges];
    await ctx.tx.insert(accountRanges).values(
      ranges.map((range) => ({
        companyId,
        communityAgentId,
        accountTypeId: range.TopsAccountTypeId,
        startNumber: range.StartNumber,
        endNumber: range.EndNumber,
      })),
    );
  }
  const numbers = await existingNumbers(ctx, communityAgentId);
  const missing = StandardHoaChart.filter(
    (a) =>
      !numbers.has(a.AccountNumber) &&
      accountNumberProblem(a.AccountNumber, a.TopsAccountTypeId, ranges) === null,
  );
  if (missing.length > 0) {
    await ctx.tx.insert(accounts).values(
      missing.map((a) => ({
        companyId,
        communityAgentId,
        accountNumber: a.AccountNumber,
        accountName: a.AccountName,
        accountTypeId: a.TopsAccountTypeId,
      })),
    );
  }
  return {
    CreatedCount: missing.length,
    Accounts: await selectChart(ctx, sql`accounts.community_agent_id = ${communityAgentId}`),
  };
}
