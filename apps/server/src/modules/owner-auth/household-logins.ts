import { queryRows, sql, type Tx } from '@hoa/db';
import { OwnerAccessStatus, PortalRole, type PortalRoleValue } from '@hoa/domain';

/**
 * A household member or renter an owner invited (issue 23 item 3), as sign-in, registration and
 * the session read them: their own sign-in on the owner's account, one property, a role.
 */
export interface HouseholdLogin {
  id: number;
  ownerAccessAccountId: number;
  propertyAgentId: number;
  portalRoleId: PortalRoleValue;
  name: string;
  loginEmail: string | null;
  passwordHash: string | null;
  invitationCodeExpiresAt: Date | null;
  registeredAt: Date | null;
  removedAt: Date | null;
}

interface LoginRow {
  id: number;
  owner_access_account_id: number;
  property_agent_id: number;
  portal_role_id: number;
  name: string;
  login_email: string | null;
  password_hash: string | null;
  invitation_code_expires_at: Date | string | null;
  registered_at: Date | string | null;
  removed_at: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/**
 * The household member matching `where` (an id, a sign-in address), if any. It reads the member's
 * row only, which the sign-in lookup policy shows before the company is known.
 */
export async function householdLogin(
  tx: Tx,
  where: { id: number } | { loginEmail: string },
): Promise<HouseholdLogin | undefined> {
  const match =
    'id' in where ? sql`m.id = ${where.id}` : sql`lower(m.login_email) = ${where.loginEmail}`;
  const [row] = await queryRows<LoginRow>(
    tx,
    sql`select m.id, m.owner_access_account_id, m.property_agent_id, m.portal_role_id, m.name,
               m.login_email, m.password_hash, m.invitation_code_expires_at, m.registered_at,
               m.removed_at
        from portal_household_members m
        where ${match}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    ownerAccessAccountId: Number(row.owner_access_account_id),
    propertyAgentId: Number(row.property_agent_id),
    portalRoleId:
      Number(row.portal_role_id) === PortalRole.Renter
        ? PortalRole.Renter
        : PortalRole.HouseholdMember,
    name: row.name,
    loginEmail: row.login_email,
    passwordHash: row.password_hash,
    invitationCodeExpiresAt: asDate(row.invitation_code_expires_at),
    registeredAt: asDate(row.registered_at),
    removedAt: asDate(row.removed_at),
  };
}

/** The account fields sign-in and registration read, of the member rather than the owner. */
export function memberAsAccount<A extends { isDeactivated: boolean }>(
  owner: A,
  member: HouseholdLogin,
): A & {
  householdMemberId: number;
  status: number;
  passwordHash: string | null;
  registrationCodeExpiresAt: Date | null;
} {
  return {
    ...owner,
    householdMemberId: member.id,
    status: member.registeredAt === null ? OwnerAccessStatus.Invited : OwnerAccessStatus.Registered,
    isDeactivated: owner.isDeactivated || member.removedAt !== null,
    passwordHash: member.passwordHash,
    registrationCodeExpiresAt: member.invitationCodeExpiresAt,
  };
}
