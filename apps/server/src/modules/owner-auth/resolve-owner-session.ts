import { OwnerAccessStatus, PortalRole, portalRightsOf } from '@hoa/domain';
import {
  agents,
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
import { householdLogin } from './household-logins';
import { sessionPropertyIds } from './owner-scope';
import { ownerIdleMs } from './owner-tokens';

/** Moved forward at most once a minute, as staff sessions. */
const refreshMs = 60_000;

/**
 * Turns an owner's session token into the owner and scopes the transaction to their company.
 * Runs under the sign-in lookup policy; setTenant ends it. A session unused for 30 minutes, or of
 * an account deactivated or unregistered since, is over; a household member's too once the owner
 * removed them. A household member's session sees their one property with their role's rights.
 */
export async function resolveOwnerSession(tx: Tx, tokenHash: string): Promise<OwnerUser> {
  const [found] = await tx
    .select({
      companyId: ownerSessions.companyId,
      accountId: ownerSessions.ownerAccessAccountId,
      lastUsedAt: ownerSessions.lastUsedAt,
      householdMemberId: ownerSessions.householdMemberId,
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
  const member =
    found.householdMemberId === null
      ? null
      : ((await householdLogin(tx, { id: found.householdMemberId })) ?? null);
  if (found.householdMemberId !== null && (member === null || member.removedAt !== null))
    throw unauthorized();
  if (now - found.lastUsedAt.getTime() >= refreshMs) {
    await tx
      .update(ownerSessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(ownerSessions.tokenHash, tokenHash));
  }
  const role = member?.portalRoleId ?? PortalRole.Owner;
  return {
    ownerAccessAccountId: found.accountId,
    ownerAgentId: account.ownerAgentId,
    companyId: found.companyId,
    communityAgentId: member
      ? await communityOf(tx, member.propertyAgentId)
      : account.communityAgentId,
    propertyAgentIds: await sessionPropertyIds(tx, account.ownerAgentId, member),
    mustChangePassword: member ? false : account.mustChangePassword,
    portalRoleId: role,
    rights: portalRightsOf(role),
    householdMemberId: member?.id ?? null,
  };
}

/** The community of a household member's property. */
async function communityOf(tx: Tx, propertyAgentId: number): Promise<number> {
  const [row] = await tx
    .select({ communityAgentId: agents.communityAgentId })
    .from(agents)
    .where(eq(agents.id, propertyAgentId));
  if (row?.communityAgentId == null) throw unauthorized();
  return row.communityAgentId;
}
