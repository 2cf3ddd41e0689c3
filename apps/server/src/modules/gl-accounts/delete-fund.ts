import { eq, funds } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadFund } from './get-funds';

type DeleteFund = typeof contract.glAccounts.DeleteFund;

/** Nothing refers to a fund yet; the screen asks for confirmation before it calls this. */
export async function deleteFund(
  ctx: RequestContext,
  input: InputOf<DeleteFund>,
): Promise<ResponseOf<DeleteFund>> {
  requireClaim(ctx, 'glaccounts', 'delete');
  const fund = await loadFund(ctx, input.params.id);
  await ctx.tx.delete(funds).where(eq(funds.id, fund.id));
  return { success: true };
}
