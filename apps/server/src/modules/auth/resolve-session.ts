import { and, authTokens, eq, isNull, setTenant, sql, type Tx } from '@hoa/db';
import { unauthorized } from '../../http/errors';
import type { SessionUser } from '../../http/request-context';
import { loadSession } from './load-session';
import { cacheSession } from './session-cache';
import { idleRefreshMs } from './tokens';

/**
 * Turns a session token into the signed-in user and scopes the transaction to their company.
 * Runs in a transaction opened with the sign-in lookup policy on; setTenant switches it off.
 * A session unused for `idleMs` is over; a use moves its last use forward, written at most once
 * per refresh interval (the cache holds a session no longer than until its next refresh is due).
 */
export async function resolveSession(
  tx: Tx,
  tokenHash: string,
  idleMs: number,
): Promise<{ user: SessionUser; tokenHash: string }> {
  const [found] = await tx
    .select({
      userId: authTokens.userId,
      companyId: authTokens.companyId,
      expiresAt: authTokens.expiresAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    );
  const now = Date.now();
  if (!found || found.lastUsedAt.getTime() + idleMs <= now) throw unauthorized();
  await setTenant(tx, { companyId: found.companyId, userId: found.userId });
  const user = await loadSession(tx, found.userId);
  if (!user) throw unauthorized();
  let lastUsed = found.lastUsedAt.getTime();
  if (now - lastUsed >= idleRefreshMs(idleMs)) {
    lastUsed = now;
    await tx
      .update(authTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(authTokens.tokenHash, tokenHash));
  }
  cacheSession(
    tokenHash,
    user,
    Math.min(found.expiresAt.getTime(), lastUsed + idleRefreshMs(idleMs)),
  );
  return { user, tokenHash };
}
