import { accountRanges, asc, eq } from '@hoa/db';
import type { AccountRange, contract, InputOf, ResponseOf } from '@hoa/contract';
import { AccountTypes } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetAccountRanges = typeof contract.glAccounts.GetAccountRanges;
type HasAccountRanges = typeof contract.glAccounts.HasAccountRanges;

export async function readAccountRanges(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountRange[]> {
  const rows = await ctx.tx
    .select()
    .from(accountRanges)
    .where(eq(accountRanges.communityAgentId, communityAgentId))
    .orderBy(asc(accountRanges.accountTypeId));
  return rows.map((row) => {
    const type = AccountTypes.find((t) => t.TopsAccountTypeId === row.accountTypeId);
    return {
      AccountRangeId: row.id,
      TopsAccountTypeId: row.accountTypeId,
      AccountTypeName: type?.AccountTypeName ?? '',
      AccountGroup: type?.AccountGroup ?? '',
      StartNumber: row.startNumber,
      EndNumber: row.endNumber,
    };
  });
}

export async function getAccountRanges(
  ctx: RequestContext,
  input: InputOf<GetAccountRanges>,
): Promise<ResponseOf<GetAccountRanges>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readAccountRanges(ctx, input.query.communityAgentId);
}

export async function hasAccountRanges(
  ctx: RequestContext,
  input: InputOf<HasAccountRanges>,
): Promise<ResponseOf<HasAccountRanges>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  const rows = await ctx.tx
    .select({ id: accountRanges.id })
    .from(accountRanges)
    .where(eq(accountRanges.communityAgentId, input.query.communityAgentId))
    .limit(1);
  return rows.length > 0;
}
