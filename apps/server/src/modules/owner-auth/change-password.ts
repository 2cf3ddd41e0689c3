import { eq, ownerAccessAccounts, verifyPassword } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { OwnerContext } from './owner-context';
import { setOwnerPassword } from './password-reset';

type ChangePassword = typeof contract.portal.ChangePassword;

/** The owner changes their password (also the first sign-in's change of a temporary one). */
export async function changeOwnerPassword(
  ctx: OwnerContext,
  input: InputOf<ChangePassword>,
): Promise<ResponseOf<ChangePassword>> {
  const [account] = await ctx.tx
    .select({ passwordHash: ownerAccessAccounts.passwordHash })
    .from(ownerAccessAccounts)
    .where(eq(ownerAccessAccounts.id, ctx.owner.ownerAccessAccountId));
  const valid =
    account?.passwordHash != null &&
    (await verifyPassword(account.passwordHash, input.body.CurrentPassword));
  if (!valid) throw appError('OwnerCurrentPasswordWrong');
  await setOwnerPassword(
    ctx.tx,
    ctx.owner.ownerAccessAccountId,
    input.body.NewPassword,
    ctx.tokenHash,
  );
  return { success: true };
}
