import { accounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AccountTypes, StandardHoaChart } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetDefaultAccounts = typeof contract.glAccounts.GetDefaultAccounts;

/** The standard chart, each row marked when the community already has its number. */
export async function getDefaultAccounts(
  ctx: RequestContext,
  input: InputOf<GetDefaultAccounts>,
): Promise<ResponseOf<GetDefaultAccounts>> {
  requireClaim(ctx, 'glaccounts', 'read');
  const communityAgentId = input.query.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const numbers = await existingNumbers(ctx, communityAgentId);
  return StandardHoaChart.map((account) => ({
    ...account,
    AccountTypeName:
      AccountTypes.find((t) => t.TopsAccountTypeId === account.TopsAccountTypeId)
        ?.AccountTypeName ?? '',
    Exists: numbers.has(account.AccountNumber),
  }));
}

export async function existingNumbers(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<Set<string>> {
  const rows = await ctx.tx
    .select({ number: accounts.accountNumber })
    .from(accounts)
    .where(eq(accounts.communityAgentId, communityAgentId));
  return new Set(rows.map((row) => row.number));
}
