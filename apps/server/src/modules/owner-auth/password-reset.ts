import {
  and,
  eq,
  hashPassword,
  isNull,
  ownerAccessAccounts,
  ownerSessions,
  portalHouseholdMembers,
  queryRows,
  setTenant,
  sql,
  type Tx,
} from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import { AppError, appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendOwnerCode, useOwnerCode } from './one-time-codes';
import { accountByEmail } from './owner-sign-ins';

type RequestPasswordReset = typeof contract.portal.RequestPasswordReset;
type ResetPassword = typeof contract.portal.ResetPassword;

/**
 * Mails a reset code to a registered, active owner. The answer is the same for any address (and
 * when the hourly limit of codes is reached), so it tells no one which addresses are registered.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: InputOf<RequestPasswordReset>,
): Promise<ResponseOf<RequestPasswordReset>> {
  const email = input.body.EmailAddress;
  try {
    await deps.database.withAuthLookup(async (tx) => {
      const account = await accountByEmail(tx, email);
      if (account?.status !== OwnerAccessStatus.Registered || account.isDeactivated) return;
      await setTenant(tx, { companyId: account.companyId, userId: null });
      await sendOwnerCode(tx, account, 'reset', email);
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TooManyOwnerCodes')) throw error;
  }
  return { success: true };
}

/** Sets a new password with the mailed code; every session of the owner ends. */
export async function resetPassword(
  deps: AppDeps,
  input: InputOf<ResetPassword>,
): Promise<ResponseOf<ResetPassword>> {
  const { EmailAddress, Code, Password } = input.body;
  const outcome = await deps.database.withAuthLookup(async (tx) => {
    const account = await accountByEmail(tx, EmailAddress);
    if (account?.status !== OwnerAccessStatus.Registered) throw appError('OwnerCodeExpired');
    await setTenant(tx, { companyId: account.companyId, userId: null });
    if ((await useOwnerCode(tx, account, 'reset', EmailAddress, Code)) === 'wrong')
      return 'wrong code' as const;
    await setOwnerPassword(tx, account, Password, null);
    return 'done' as const;
  });
  if (outcome === 'wrong code') throw appError('OwnerCodeWrong');
  return { success: true };
}

/**
 * Stores a new password and ends the sessions of whoever signs in with it (the owner, or the
 * household member `login` names), all or all but the one kept.
 */
export async function setOwnerPassword(
  tx: Tx,
  login: { id: number; householdMemberId: number | null },
  password: string,
  keepTokenHash: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (login.householdMemberId === null)
    await tx
      .update(ownerAccessAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(ownerAccessAccounts.id, login.id));
  else
    await tx
      .update(portalHouseholdMembers)
      .set({ passwordHash })
      .where(eq(portalHouseholdMembers.id, login.householdMemberId));
  await tx
    .update(ownerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(ownerSessions.ownerAccessAccountId, login.id),
        sql`${ownerSessions.householdMemberId} is not distinct from ${login.householdMemberId}::bigint`,
        isNull(ownerSessions.revokedAt),
        keepTokenHash === null ? undefined : sql`${ownerSessions.tokenHash} <> ${keepTokenHash}`,
      ),
    );
}

/**
 * Stores the newer hash of a password just proven at sign-in (isOutdatedPasswordHash), only while
 * the stored hash is still the one checked: a password changed meanwhile is kept.
 */
export async function replaceOutdatedOwnerHash(
  tx: Tx,
  login: { id: number; householdMemberId: number | null },
  checkedHash: string,
  newerHash: string,
): Promise<void> {
  const [table, id] =
    login.householdMemberId === null
      ? [ownerAccessAccounts, login.id]
      : [portalHouseholdMembers, login.householdMemberId];
  await tx
    .update(table)
    .set({ passwordHash: newerHash })
    .where(and(eq(table.id, id), eq(table.passwordHash, checkedHash)));
}

/** The password hash of whoever signs in with `login` (the owner, or the household member). */
export async function passwordHashOf(
  tx: Tx,
  login: { id: number; householdMemberId: number | null },
): Promise<string | null> {
  const [row] = await queryRows<{ password_hash: string | null }>(
    tx,
    login.householdMemberId === null
      ? sql`select password_hash from owner_access_accounts where id = ${login.id}`
      : sql`select password_hash from portal_household_members where id = ${login.householdMemberId}`,
  );
  return row?.password_hash ?? null;
}
