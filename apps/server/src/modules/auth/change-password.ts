import { eq, users, verifyPassword } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AccountMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { setPassword } from './passwords';

type ChangePassword = typeof contract.auth.ChangePassword;

/**
 * Auth/ChangePassword: the caller's own password, their current one required. Their other
 * sign-ins are revoked; this one stays.
 */
export async function changePassword(
  ctx: RequestContext,
  { body }: InputOf<ChangePassword>,
): Promise<ResponseOf<ChangePassword>> {
  const [user] = await ctx.tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.userId))
    .for('update');
  if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw badRequest(AccountMessages.currentPasswordWrong);
  if (body.newPassword === body.currentPassword)
    throw badRequest(AccountMessages.passwordUnchanged);
  await setPassword(ctx.tx, ctx.user.userId, body.newPassword, ctx.tokenHash);
  return { success: true };
}
