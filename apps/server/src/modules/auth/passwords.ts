import { and, authTokens, eq, hashPassword, isNull, sql, users, type Tx } from '@hoa/db';
import { forgetUserSessions } from './session-cache';

/**
 * Stores a new argon2id hash of the user's password and revokes their sign-ins, all of them or
 * all but the one kept (the caller's own, when they change their password). The users update is
 * audited by its trigger, without the hash.
 */
export async function setPassword(
  tx: Tx,
  userId: number,
  password: string,
  keepTokenHash: string | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  await tx
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenHash === null ? undefined : sql`${authTokens.tokenHash} <> ${keepTokenHash}`,
      ),
    );
  forgetUserSessions(userId);
}
