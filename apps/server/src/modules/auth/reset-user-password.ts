import { eq, users } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { setPassword } from './passwords';

type ResetUserPassword = typeof contract.user.ResetUserPassword;

/**
 * User/ResetUserPassword: an administrator (maintainuser update) sets the password of a user of
 * the company, whose sign-ins are all revoked. Another company's user is not found (RLS).
 */
export async function resetUserPassword(
  ctx: RequestContext,
  { body }: InputOf<ResetUserPassword>,
): Promise<ResponseOf<ResetUserPassword>> {
  requireClaim(ctx, 'maintainuser', 'update');
  const [user] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, body.UserId))
    .for('update');
  if (!user) throw notFound();
  await setPassword(ctx.tx, user.id, body.NewPassword, null);
  return { success: true };
}
