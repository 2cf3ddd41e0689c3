import { OwnerAccessStatus } from '@hoa/domain';
import {
  and,
  eq,
  isNull,
  ownerAccessAccounts,
  ownerSessions,
  setTenant,
  sql,
  type Tx,
} from '@hoa/db';
import { forbidden, unauthorized } from '../../http/errors';
import type { OwnerUser } from './owner-context';
import { ownerPropertyIds } from './owner-scope';
import { ownerIdleMs } from './owner-tokens';

/** Moved forward at most once a minute, as staff sessions. */
const refreshMs = 60_000;

/**
 * Turns an owner's session token into the owner and scopes the transaction to their company.
 * Runs under the sign-in lookup policy; setTenant ends it. A session unused for 30 minutes, or of
 * an account deactivated or unregistered since, is over.
 */
export async function resolveOwnerSession(tx: Tx, tokenHash: string): Promise<OwnerUser> {
  const [found] = await tx
    .select({
      companyId: ownerSessions.companyId,
      accountId: ownerSessions.ownerAccessAccountId,
      lastUsedAt: ownerSessions.lastUsedAt,
    })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.tokenHash, tokenHash),
        isNull(ownerSessions.revokedAt),
        sql`${ownerSessions.expiresAt} > now()`,
      ),
    );
  const now = Date.now();
  if (!found || found.lastUsedAt.getTime() + ownerIdleMs <= now) throw unauthorized();
  await setTenant(tx, { companyId: found.companyId, userId: null });
  const [account] = await tx
    .select({
      ownerAgentId: ownerAccessAccounts.ownerAgentId,
      communityAgentId: ownerAccessAccounts.communityAgentId,
      isDeactivated: ownerAccessAccounts.isDeactivated,
      status: ownerAccessAccounts.status,
      mustChangePassword: ownerAccessAccounts.mustChangePassword,
    })
    .from(ownerAccessAccounts)
    .where(eq(ownerAccessAccounts.id, found.accountId));
  if (!account || account.status !== OwnerAccessStatus.Registered) throw unauthorized();
  if (account.isDeactivated) throw forbidden();
  if (now - found.lastUsedAt.getTime() >= refreshMs) {
    await tx
      .update(ownerSessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(ownerSessions.tokenHash, tokenHash));
  }
  return {
    ownerAccessAccountId: found.accountId,
    ownerAgentId: account.ownerAgentId,
    companyId: found.companyId,
    communityAgentId: account.communityAgentId,
    propertyAgentIds: await ownerPropertyIds(tx, account.ownerAgentId),
    mustChangePassword: account.mustChangePassword,
  };
}
