import { eq, ownerAccessAccounts, ownerOneTimeCodes } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { inviteOwners } from '../owner-auth/index';
import { endSessions, loadAccount } from './accounts';

type Unregister = typeof contract.ownerAccess.UnregisterOwnerAccessAccount;
type Deregister = typeof contract.ownerAccess.DeregisterOwnerAccessAccount;

/**
 * OwnerAccessAccount/UnregisterOwnerAccessAccount/{id}: the owner must register anew. The login
 * and password are cleared, the sessions and mailed codes end, and the account is invited again
 * with a new registration code (answered, to hand to the owner).
 */
export async function unregisterOwnerAccessAccount(
  ctx: RequestContext,
  { params }: InputOf<Unregister>,
): Promise<ResponseOf<Unregister>> {
  const account = await loadAccount(ctx, params.id);
  await endSessions(ctx, [account.OwnerAccessAccountId]);
  await ctx.tx
    .delete(ownerOneTimeCodes)
    .where(eq(ownerOneTimeCodes.ownerAccessAccountId, account.OwnerAccessAccountId));
  await ctx.tx
    .update(ownerAccessAccounts)
    .set({
      status: OwnerAccessStatus.Invited,
      loginEmail: null,
      passwordHash: null,
      mustChangePassword: false,
      registeredAt: null,
    })
    .where(eq(ownerAccessAccounts.id, account.OwnerAccessAccountId));
  const [invitation] = await inviteOwners(ctx.tx, ctx.user.companyId, [account.OwnerAgentId]);
  return {
    account: await loadAccount(ctx, account.OwnerAccessAccountId),
    RegistrationCode: invitation?.registrationCode ?? '',
  };
}

/** OwnerAccessAccount/DeregisterOwnerAccessAccount/{id}: the account is removed (its sessions and codes with it). */
export async function deregisterOwnerAccessAccount(
  ctx: RequestContext,
  { params }: InputOf<Deregister>,
): Promise<ResponseOf<Deregister>> {
  const account = await loadAccount(ctx, params.id);
  await ctx.tx
    .delete(ownerAccessAccounts)
    .where(eq(ownerAccessAccounts.id, account.OwnerAccessAccountId));
  return { success: true };
}
