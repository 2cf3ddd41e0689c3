import { hashPassword, newerPasswordHash, signInAttempts, verifyPassword, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import type { PublicCaller } from '../../http/bind';
import { appError, TooManyAttempts } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { recordFailedSignIn, signInRetryAfter, type FailureReason } from '../auth/index';
import { accountByEmail, openOwnerSession } from './owner-sign-ins';
import { replaceOutdatedOwnerHash } from './password-reset';

type SignIn = typeof contract.portal.SignIn;

const decoyHash = hashPassword('decoy-password-for-owner-timing');

/**
 * An owner signs in with their address and password. Failures are limited as staff sign-ins are
 * (ten in 15 minutes per address or per sign-in name); a deactivated account is refused after its
 * password is checked, so the refusal tells nothing to a guesser.
 */
export async function ownerSignIn(
  deps: AppDeps,
  input: InputOf<SignIn>,
  caller: PublicCaller,
): Promise<ResponseOf<SignIn>> {
  const email = input.body.EmailAddress;
  const limitName = `owner:${email}`;
  const failure = (tx: Tx, reason: FailureReason) =>
    recordFailedSignIn(tx, {
      userName: limitName,
      address: caller.address,
      user: undefined,
      reason,
    });
  const lookup = await deps.database.withAuthLookup(async (tx) => {
    const retryAfter = await signInRetryAfter(tx, limitName, caller.address);
    if (retryAfter !== null) {
      await failure(tx, 'rate limited');
      return { retryAfter };
    }
    const account = await accountByEmail(tx, email);
    return { registered: account?.status === OwnerAccessStatus.Registered ? account : undefined };
  });
  if (lookup.retryAfter !== undefined) throw new TooManyAttempts(lookup.retryAfter);
  const { registered } = lookup;
  // Checked between two transactions: no connection is held while the hash runs.
  const valid = await verifyPassword(
    registered?.passwordHash ?? (await decoyHash),
    input.body.Password,
  );
  const checkedHash = valid ? registered?.passwordHash : null;
  const newerHash = await newerPasswordHash(checkedHash, input.body.Password);
  const outcome = await deps.database.withAuthLookup(async (tx) => {
    if (!registered || !valid) {
      await failure(tx, registered ? 'wrong password' : 'unknown user');
      return 'invalid' as const;
    }
    if (registered.isDeactivated) return 'deactivated' as const;
    await tx
      .insert(signInAttempts)
      .values({ userName: limitName, address: caller.address, userId: null, succeeded: true });
    const session = await openOwnerSession(tx, registered, caller);
    if (checkedHash && newerHash)
      await replaceOutdatedOwnerHash(tx, registered, checkedHash, newerHash);
    return session;
  });
  if (outcome === 'invalid') throw appError('OwnerSignInFailed');
  if (outcome === 'deactivated') throw appError('OwnerDeactivated');
  return outcome;
}
