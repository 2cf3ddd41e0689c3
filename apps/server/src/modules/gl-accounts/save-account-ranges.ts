import { accountRanges, accounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { accountNumberProblem, accountRangesProblem } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAccountRanges } from './get-account-ranges';

type SaveAccountRanges = typeof contract.glAccounts.SaveAccountRanges;

/** Replaces the community's ranges: valid among themselves, and every account still fits. */
export async function saveAccountRanges(
  ctx: RequestContext,
  input: InputOf<SaveAccountRanges>,
): Promise<ResponseOf<SaveAccountRanges>> {
  const communityAgentId = input.params.communityAgentId;
  const ranges = input.body;
  requireClaim(ctx, 'glaccounts', 'update');
  await requireCommunity(ctx, communityAgentId);
  const problem = accountRangesProblem(ranges);
  if (problem) throw badRequest(problem);
  const existing = await ctx.tx
    .select({ number: accounts.accountNumber, typeId: accounts.accountTypeId })
    .from(accounts)
    .where(eq(accounts.communityAgentId, communityAgentId));
  for (const account of existing) {
    const misfit = accountNumberProblem(account.number, account.typeId, ranges);
    if (misfit) throw badRequest(misfit);
  }
  await ctx.tx.delete(accountRanges).where(eq(accountRanges.communityAgentId, communityAgentId));
  if (ranges.length > 0) {
    await ctx.tx.insert(accountRanges).values(
      ranges.map((range) => ({
        companyId: ctx.user.companyId,
        communityAgentId,
        accountTypeId: range.TopsAccountTypeId,
        startNumber: range.StartNumber,
        endNumber: range.EndNumber,
      })),
    );
  }
  return readAccountRanges(ctx, communityAgentId);
}
