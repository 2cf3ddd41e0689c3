import { eq, ownerOneTimeCodes, queryRows, sql, type Tx } from '@hoa/db';
import { OwnerCodeMaxWrongTries, OwnerCodeMinutes, OwnerCodesPerHour } from '@hoa/domain';
import { appError } from '../../http/errors';
import { queueMail } from '../mail/index';
import { hashSecret, newEmailCode } from './owner-tokens';

export type CodePurpose = 'register' | 'reset';

const subjects: Record<CodePurpose, string> = {
  register: 'Your owner portal registration code',
  reset: 'Your owner portal password reset code',
};

/** Whose code: an owner's account, or a household member's on it (the member's id). */
export interface CodeHolder {
  id: number;
  companyId: number;
  householdMemberId: number | null;
}

/** The codes of this holder: the owner's own, or one household member's. */
const codesOf = (holder: Pick<CodeHolder, 'id' | 'householdMemberId'>) =>
  sql`${ownerOneTimeCodes.ownerAccessAccountId} = ${holder.id}
      and ${ownerOneTimeCodes.householdMemberId} is not distinct from ${holder.householdMemberId}::bigint`;

/**
 * Mails a new 6-digit code to an owner (or household member), masked where staff read the outbox,
 * and keeps its hash: good for 15 minutes and five wrong tries; at most five are sent to one
 * account an hour (429 after). Earlier codes of the same purpose stop working.
 */
export async function sendOwnerCode(
  tx: Tx,
  account: CodeHolder,
  purpose: CodePurpose,
  email: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owner-code:${account.id}`}))`);
  const [sent] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from owner_one_time_codes
        where ${codesOf(account)} and created_at > now() - interval '1 hour'`,
  );
  if ((sent?.n ?? 0) >= OwnerCodesPerHour) throw appError('TooManyOwnerCodes');
  await tx
    .update(ownerOneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${codesOf(account)}
          and ${ownerOneTimeCodes.purpose} = ${purpose} and ${ownerOneTimeCodes.usedAt} is null`,
    );
  const code = newEmailCode();
  await tx.insert(ownerOneTimeCodes).values({
    companyId: account.companyId,
    ownerAccessAccountId: account.id,
    householdMemberId: account.householdMemberId,
    purpose,
    email,
    codeHash: hashSecret(code),
    expiresAt: sql`now() + make_interval(mins => ${OwnerCodeMinutes}::int)`,
  });
  await queueMail(tx, account.companyId, null, [
    {
      toAddress: email,
      toUserId: null,
      subject: subjects[purpose],
      body: `Your code is ${code}. It works for ${OwnerCodeMinutes} minutes, once. If you did not ask for it, ignore this email.`,
      secrets: [code],
      kind: `owner-${purpose}-code`,
    },
  ]);
}

/**
 * Uses up the account's open code of this purpose when the code given is it (sent to that
 * address): 'used'. A wrong code counts a try ('wrong': the caller commits the count, then
 * refuses with OwnerCodeWrong); the fifth wrong try ends the code.
 */
export async function useOwnerCode(
  tx: Tx,
  account: Pick<CodeHolder, 'id' | 'householdMemberId'>,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<'used' | 'wrong'> {
  const [open] = await tx
    .select({
      id: ownerOneTimeCodes.id,
      codeHash: ownerOneTimeCodes.codeHash,
      email: ownerOneTimeCodes.email,
      wrongTries: ownerOneTimeCodes.wrongTries,
    })
    .from(ownerOneTimeCodes)
    .where(
      sql`${codesOf(account)}
          and ${ownerOneTimeCodes.purpose} = ${purpose} and ${ownerOneTimeCodes.usedAt} is null
          and ${ownerOneTimeCodes.expiresAt} > now()
          and ${ownerOneTimeCodes.wrongTries} < ${OwnerCodeMaxWrongTries}`,
    )
    .orderBy(sql`${ownerOneTimeCodes.createdAt} desc`)
    .limit(1)
    .for('update');
  if (!open || open.email !== email) throw appError('OwnerCodeExpired');
  if (open.codeHash !== hashSecret(code)) {
    await tx
      .update(ownerOneTimeCodes)
      .set({ wrongTries: open.wrongTries + 1 })
      .where(eq(ownerOneTimeCodes.id, open.id));
    return 'wrong';
  }
  await tx
    .update(ownerOneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(ownerOneTimeCodes.id, open.id));
  return 'used';
}
