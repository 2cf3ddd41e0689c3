import { verifyPassword } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { OwnerContext } from './owner-context';
import { passwordHashOf, setOwnerPassword } from './password-reset';

type ChangePassword = typeof contract.portal.ChangePassword;

/**
 * The owner changes their password (also the first sign-in's change of a temporary one); a
 * household member or renter changes their own.
 */
export async function changeOwnerPassword(
  ctx: OwnerContext,
  input: InputOf<ChangePassword>,
): Promise<ResponseOf<ChangePassword>> {
  const login = {
    id: ctx.owner.ownerAccessAccountId,
    householdMemberId: ctx.owner.householdMemberId,
  };
  const passwordHash = await passwordHashOf(ctx.tx, login);
  const valid =
    passwordHash !== null && (await verifyPassword(passwordHash, input.body.CurrentPassword));
  if (!valid) throw appError('OwnerCurrentPasswordWrong');
  await setOwnerPassword(ctx.tx, login, input.body.NewPassword, ctx.tokenHash);
  return { success: true };
}
