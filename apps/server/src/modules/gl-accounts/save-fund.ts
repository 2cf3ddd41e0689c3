import { eq, funds } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GlAccountMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadFund, toFund } from './get-funds';

type SaveFund = typeof contract.glAccounts.SaveFund;

export async function saveFund(
  ctx: RequestContext,
  input: InputOf<SaveFund>,
): Promise<ResponseOf<SaveFund>> {
  const body = input.body;
  requireClaim(ctx, 'glaccounts', body.FundId ? 'update' : 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const values = { name: body.Name, fundTypeId: body.FundTypeId };
  if (body.FundId) {
    const fund = await loadFund(ctx, body.FundId);
    if (fund.communityAgentId !== body.CommunityAgentId)
      throw badRequest(GlAccountMessages.otherCommunity);
  }
  const [saved] = body.FundId
    ? await ctx.tx.update(funds).set(values).where(eq(funds.id, body.FundId)).returning()
    : await ctx.tx
        .insert(funds)
        .values({
          ...values,
          companyId: ctx.user.companyId,
          communityAgentId: body.CommunityAgentId,
        })
        .returning();
  if (!saved) throw new Error('Fund save returned no row');
  return toFund(saved);
}
