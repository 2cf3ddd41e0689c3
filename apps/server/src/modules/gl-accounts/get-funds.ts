import { asc, eq, funds } from '@hoa/db';
import type { contract, Fund, InputOf, ResponseOf } from '@hoa/contract';
import { FundTypes } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetFunds = typeof contract.glAccounts.GetFunds;
type FundRow = typeof funds.$inferSelect;

export function toFund(row: FundRow): Fund {
  return {
    FundId: row.id,
    CommunityAgentId: row.communityAgentId,
    Name: row.name,
    FundTypeId: row.fundTypeId,
    FundTypeName: FundTypes.find((t) => t.FundTypeId === row.fundTypeId)?.FundTypeName ?? '',
  };
}

/** The fund's row, once the caller may work in its community. */
export async function loadFund(ctx: RequestContext, fundId: number): Promise<FundRow> {
  const [fund] = await ctx.tx.select().from(funds).where(eq(funds.id, fundId));
  if (!fund) throw notFound();
  await requireCommunity(ctx, fund.communityAgentId);
  return fund;
}

export async function getFunds(
  ctx: RequestContext,
  input: InputOf<GetFunds>,
): Promise<ResponseOf<GetFunds>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  const rows = await ctx.tx
    .select()
    .from(funds)
    .where(eq(funds.communityAgentId, input.query.communityAgentId))
    .orderBy(asc(funds.fundTypeId), asc(funds.name));
  return rows.map(toFund);
}
