import { eq, hashPassword, ownerAccessAccounts, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus, OwnerPortalMessages } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../mail/index';
import { requireLoginFree } from '../owner-auth/index';
import { loadAccount } from './accounts';
import { portalUri } from './portal-status';

type Register = typeof contract.ownerAccess.RegisterForInvitedOwner;

/**
 * OwnerAccessAccount/RegisterForInvitedOwner: the management company registers an invited owner
 * with a temporary password (changed at the owner's first sign-in); the sign-in is the owner's
 * email address unless one is given. When the account already has a login, it is kept, the
 * temporary password is not used, and the answer carries the spec's warning. With
 * sendEmailNotification the owner is told by email (never the password).
 */
export async function registerForInvitedOwner(
  ctx: RequestContext,
  { body }: InputOf<Register>,
): Promise<ResponseOf<Register>> {
  if (body.temporaryPassword !== body.temporaryPasswordConfirmation)
    throw appError('OwnerTemporaryPasswordMismatch');
  const account = await loadAccount(ctx, body.ownerAccessAccountId);
  if (account.LoginEmail !== null) return { account, warning: OwnerPortalMessages.loginExists };
  if (account.Status !== OwnerAccessStatus.Invited) throw appError('OwnerAccessNotInvited');
  const [owner] = await queryRows<{ email: string | null }>(
    ctx.tx,
    sql`select nullif(trim(primary_email_address), '') as email from contacts
         where agent_id = ${account.OwnerAgentId}`,
  );
  const login = body.loginEmail ?? owner?.email?.toLowerCase() ?? null;
  if (login === null) throw appError('OwnerLoginEmailMissing');
  await requireLoginFree(ctx.tx, login, {
    id: account.OwnerAccessAccountId,
    householdMemberId: null,
  });
  await ctx.tx
    .update(ownerAccessAccounts)
    .set({
      status: OwnerAccessStatus.Registered,
      loginEmail: login,
      passwordHash: await hashPassword(body.temporaryPassword),
      mustChangePassword: true,
      registrationCodeHash: null,
      registrationCodeExpiresAt: null,
      registeredAt: sql`now()`,
    })
    .where(eq(ownerAccessAccounts.id, account.OwnerAccessAccountId));
  if (body.sendEmailNotification)
    await queueMail(ctx.tx, ctx.user.companyId, ctx.user.userId, [
      {
        toAddress: login,
        toUserId: null,
        subject: 'Your owner portal account',
        body: `Your management company registered you for the owner portal at ${portalUri()}. Sign in as ${login} with the temporary password they give you; you will choose your own password at the first sign-in.`,
        kind: 'owner-registered',
      },
    ]);
  return { account: await loadAccount(ctx, account.OwnerAccessAccountId), warning: null };
}
