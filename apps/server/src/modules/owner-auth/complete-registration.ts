import { eq, hashPassword, ownerAccessAccounts, portalHouseholdMembers, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import type { PublicCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { useOwnerCode } from './one-time-codes';
import { invitedAccount, openOwnerSession } from './owner-sign-ins';
import { requireLoginFree } from './start-registration';

type CompleteRegistration = typeof contract.portal.CompleteRegistration;

/**
 * An owner finishes registering: the mailed code proves the address, the password is set, the
 * invitation's code is used up (the account is registered), and the owner is signed in. A
 * household member or renter registers the same way, with the code of the owner's invitation.
 */
export async function completeRegistration(
  deps: AppDeps,
  input: InputOf<CompleteRegistration>,
  caller: PublicCaller,
): Promise<ResponseOf<CompleteRegistration>> {
  const body = input.body;
  const outcome = await deps.database.withAuthLookup(async (tx) => {
    const account = await invitedAccount(
      tx,
      body.RegistrationCode,
      body.AccountNumber,
      caller.address,
    );
    if (!account) return 'not found' as const;
    await requireLoginFree(tx, body.EmailAddress, account);
    if (
      (await useOwnerCode(tx, account, 'register', body.EmailAddress, body.EmailCode)) === 'wrong'
    )
      return 'wrong code' as const;
    const passwordHash = await hashPassword(body.Password);
    if (account.householdMemberId !== null) {
      await tx
        .update(portalHouseholdMembers)
        .set({
          loginEmail: body.EmailAddress,
          passwordHash,
          invitationCodeHash: null,
          invitationCodeExpiresAt: null,
          registeredAt: sql`now()`,
        })
        .where(eq(portalHouseholdMembers.id, account.householdMemberId));
      return openOwnerSession(tx, account, caller);
    }
    await tx
      .update(ownerAccessAccounts)
      .set({
        status: OwnerAccessStatus.Registered,
        loginEmail: body.EmailAddress,
        passwordHash,
        mustChangePassword: false,
        registrationCodeHash: null,
        registrationCodeExpiresAt: null,
        registeredAt: sql`now()`,
      })
      .where(eq(ownerAccessAccounts.id, account.id));
    return openOwnerSession(tx, account, caller);
  });
  if (outcome === 'not found') throw appError('RegistrationNotFound');
  if (outcome === 'wrong code') throw appError('OwnerCodeWrong');
  return outcome;
}
