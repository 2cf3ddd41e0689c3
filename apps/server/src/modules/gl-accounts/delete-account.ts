import { accounts, inArray } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAccount } from './account-queries';
import { deleteReasons, sameNumberAccountIds } from './can-delete-account';

type DeleteAccount = typeof contract.glAccounts.DeleteAccount;
type DeleteCommunityAccount = typeof contract.glAccounts.DeleteCommunityAccount;

/** Deletes accounts nothing refers to; otherwise 409 with every reason. */
async function deleteUnused(ctx: RequestContext, accountIds: number[]): Promise<number> {
  const reasons = await deleteReasons(ctx, accountIds);
  if (reasons.length > 0) throw appError('GlAccountCannotDelete', reasons);
  const deleted = await ctx.tx
    .delete(accounts)
    .where(inArray(accounts.id, accountIds))
    .returning({ id: accounts.id });
  return deleted.length;
}

export async function deleteAccount(
  ctx: RequestContext,
  input: InputOf<DeleteAccount>,
): Promise<ResponseOf<DeleteAccount>> {
  requireClaim(ctx, 'glaccounts', 'delete');
  const account = await loadAccount(ctx, input.params.id);
  await deleteUnused(ctx, [account.id]);
  return { success: true };
}

/** The account number under every cost center of the community. */
export async function deleteCommunityAccount(
  ctx: RequestContext,
  input: InputOf<DeleteCommunityAccount>,
): Promise<ResponseOf<DeleteCommunityAccount>> {
  requireClaim(ctx, 'glaccounts', 'delete');
  const account = await loadAccount(ctx, input.params.id);
  return { DeletedCount: await deleteUnused(ctx, await sameNumberAccountIds(ctx, account)) };
}
