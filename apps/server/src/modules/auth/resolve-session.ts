import { and, authTokens, eq, isNull, setTenant, sql, type Tx } from '@hoa/db';
import { unauthorized } from '../../http/errors';
import type { SessionUser } from '../../http/request-context';
import { loadSession } from './load-session';
import { cacheSession } from './session-cache';

/**
 * Turns a bearer token into the signed-in user and scopes the transaction to their company.
 * Runs in a transaction opened with the sign-in lookup policy on; setTenant switches it off.
 */
export async function resolveSession(
  tx: Tx,
  tokenHash: string,
): Promise<{ user: SessionUser; tokenHash: string }> {
  const [found] = await tx
    .select({
      userId: authTokens.userId,
      companyId: authTokens.companyId,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    );
  if (!found) throw unauthorized();
  await setTenant(tx, { companyId: found.companyId, userId: found.userId });
  const user = await loadSession(tx, found.userId);
  if (!user) throw unauthorized();
  cacheSession(tokenHash, user, found.expiresAt);
  return { user, tokenHash };
}
