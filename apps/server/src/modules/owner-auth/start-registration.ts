import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { PublicCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendOwnerCode } from './one-time-codes';
import { invitedAccount } from './owner-sign-ins';

type StartRegistration = typeof contract.portal.StartRegistration;

/**
 * An owner starts registering: the code of their letter or email and their property's account
 * number find their invitation; a 6-digit code goes to the address they chose to sign in with.
 */
export async function startRegistration(
  deps: AppDeps,
  input: InputOf<StartRegistration>,
  caller: PublicCaller,
): Promise<ResponseOf<StartRegistration>> {
  const { RegistrationCode, AccountNumber, EmailAddress } = input.body;
  const sent = await deps.database.withAuthLookup(async (tx) => {
    const account = await invitedAccount(tx, RegistrationCode, AccountNumber, caller.address);
    if (!account) return false;
    await requireLoginFree(tx, EmailAddress, account);
    await sendOwnerCode(tx, account, 'register', EmailAddress);
    return true;
  });
  if (!sent) throw appError('RegistrationNotFound');
  return { success: true, CodeSentTo: maskEmail(EmailAddress) };
}

/**
 * No other portal sign-in, of any company, uses this address: no other owner's account, no other
 * household member's (`account` is the owner's, or with householdMemberId the member's).
 */
export async function requireLoginFree(
  tx: Parameters<typeof queryRows>[0],
  email: string,
  account: { id: number; householdMemberId: number | null },
): Promise<void> {
  const ownAccount = account.householdMemberId === null ? account.id : null;
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select app_owner_login_taken(${email}, ${ownAccount}::bigint, ${account.householdMemberId}::bigint) as taken`,
  );
  if (row?.taken) throw appError('OwnerEmailTaken');
}

/** j•••@example.com: enough to recognise the address, not to read it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
