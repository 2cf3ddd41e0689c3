import {
  eq,
  ownerAccessAccounts,
  ownerSessions,
  queryRows,
  setTenant,
  signInAttempts,
  sql,
  type Tx,
} from '@hoa/db';
import type { OwnerSession } from '@hoa/contract';
import { AgentTypeId, OwnerAccessStatus, PortalRole, portalRightsOf } from '@hoa/domain';
import type { PublicCaller } from '../../http/bind';
import { appError, TooManyAttempts } from '../../http/errors';
import { idArray } from '../../sql/id-array';
import { lockSignInName, signInRetryAfter } from '../auth/index';
import { setOwnerCookies } from './owner-cookies';
import { householdLogin, memberAsAccount, type HouseholdLogin } from './household-logins';
import { sessionPropertyIds } from './owner-scope';
import { hashSecret, newOwnerToken, ownerSessionMs } from './owner-tokens';

/**
 * An owner access account as registration and sign-in read it, before the company is known; for a
 * household member or renter, the owner's account with the member's sign-in, state and id.
 */
export interface FoundAccount {
  id: number;
  companyId: number;
  ownerAgentId: number;
  status: number;
  isDeactivated: boolean;
  passwordHash: string | null;
  registrationCodeExpiresAt: Date | null;
  householdMemberId: number | null;
}

const accountColumns = {
  id: ownerAccessAccounts.id,
  companyId: ownerAccessAccounts.companyId,
  ownerAgentId: ownerAccessAccounts.ownerAgentId,
  status: ownerAccessAccounts.status,
  isDeactivated: ownerAccessAccounts.isDeactivated,
  passwordHash: ownerAccessAccounts.passwordHash,
  registrationCodeExpiresAt: ownerAccessAccounts.registrationCodeExpiresAt,
  householdMemberId: sql<number | null>`null`,
};

/** The owner's account of a household member, as the member signs in or registers with it. */
async function memberAccount(tx: Tx, member: HouseholdLogin): Promise<FoundAccount | undefined> {
  const [owner] = await tx
    .select(accountColumns)
    .from(ownerAccessAccounts)
    .where(eq(ownerAccessAccounts.id, member.ownerAccessAccountId));
  return owner ? memberAsAccount(owner, member) : undefined;
}

/**
 * The account that signs in with this address (under the sign-in lookup policy): an owner's, or a
 * household member's (a removed member's sign-in is cleared).
 */
export async function accountByEmail(tx: Tx, email: string): Promise<FoundAccount | undefined> {
  const loginEmail = email.toLowerCase();
  const [found] = await tx
    .select(accountColumns)
    .from(ownerAccessAccounts)
    .where(sql`lower(${ownerAccessAccounts.loginEmail}) = ${loginEmail}`);
  if (found) return found;
  const member = await householdLogin(tx, { loginEmail });
  return member ? memberAccount(tx, member) : undefined;
}

/**
 * The invited account of a registration code whose owner's property has this account number;
 * the transaction is then the account's company's. Null when none matches: the refusal is
 * counted per address (ten in 15 minutes block further tries, so codes cannot be guessed), and the
 * caller commits it before answering RegistrationNotFound.
 */
export async function invitedAccount(
  tx: Tx,
  code: string,
  accountNumber: string,
  address: string,
): Promise<FoundAccount | null> {
  // One name per address: a single name for all registrations counted every address's refusals
  // together, and ten anywhere in 15 minutes stopped every owner of every company registering.
  const limitName = `owner-registration:${address}`;
  await lockSignInName(tx, limitName);
  const retryAfter = await signInRetryAfter(tx, limitName, address);
  if (retryAfter !== null) throw new TooManyAttempts(retryAfter);
  const found = await invitationOf(tx, hashSecret(code), accountNumber);
  if (!found) return refuse(tx, limitName, address);
  if (found.status === OwnerAccessStatus.Registered) throw appError('AlreadyRegistered');
  if (!found.registrationCodeExpiresAt || found.registrationCodeExpiresAt.getTime() <= Date.now())
    throw appError('RegistrationExpired');
  if (found.isDeactivated) throw appError('OwnerDeactivated');
  await setTenant(tx, { companyId: found.companyId, userId: null });
  return found;
}

/** The owner's invitation of the code, else a household member's (the owner's account with it). */
async function invitationOf(
  tx: Tx,
  codeHash: string,
  accountNumber: string,
): Promise<FoundAccount | undefined> {
  const [match] = await queryRows<{ owner: number | null; member: number | null }>(
    tx,
    sql`select app_owner_invitation(${codeHash}, ${accountNumber}) as owner,
               app_household_invitation(${codeHash}, ${accountNumber}) as member`,
  );
  if (match?.owner) {
    const [found] = await tx
      .select(accountColumns)
      .from(ownerAccessAccounts)
      .where(eq(ownerAccessAccounts.id, Number(match.owner)));
    return found;
  }
  const member = match?.member ? await householdLogin(tx, { id: Number(match.member) }) : undefined;
  return member ? memberAccount(tx, member) : undefined;
}

async function refuse(tx: Tx, limitName: string, address: string): Promise<null> {
  await tx.insert(signInAttempts).values({
    userName: limitName,
    address,
    userId: null,
    succeeded: false,
    reason: 'unknown user',
  });
  return null;
}

/** Opens an owner's session: a token (its hash kept), the cookies, and the session's answer. */
export async function openOwnerSession(
  tx: Tx,
  account: { id: number; companyId: number; householdMemberId: number | null },
  caller: PublicCaller,
): Promise<{ token: string; expiresAt: string; session: OwnerSession }> {
  await setTenant(tx, { companyId: account.companyId, userId: null });
  const token = newOwnerToken();
  const expiresAt = new Date(Date.now() + ownerSessionMs);
  await tx.insert(ownerSessions).values({
    companyId: account.companyId,
    ownerAccessAccountId: account.id,
    tokenHash: hashSecret(token),
    expiresAt,
    householdMemberId: account.householdMemberId,
  });
  setOwnerCookies(caller.reply, token, expiresAt);
  const session = await ownerSessionOf(tx, account.id, account.householdMemberId);
  return { token, expiresAt: expiresAt.toISOString(), session };
}

/**
 * The owner session's answer: who (the owner, or the household member signed in on their account),
 * the company's portal look, the properties seen and the session's rights.
 */
export async function ownerSessionOf(
  tx: Tx,
  accountId: number,
  householdMemberId: number | null,
): Promise<OwnerSession> {
  const [row] = await queryRows<{
    owner_agent_id: number;
    display_name: string;
    login_email: string;
    company_name: string;
    theme: number | null;
    logo_image_url: string | null;
    must_change_password: boolean;
    is_board_member: boolean;
  }>(
    tx,
    sql`select x.owner_agent_id, c.display_name, x.login_email, co.name as company_name,
               s.theme, s.logo_image_url, x.must_change_password,
               exists (select 1 from users u join user_roles ur on ur.user_id = u.id
                         join roles r on r.id = ur.role_id and r.is_board_role
                        where u.id = x.board_user_id and u.is_active) as is_board_member
        from owner_access_accounts x
        join contacts c on c.agent_id = x.owner_agent_id
        join companies co on co.id = x.company_id
        left join portal_company_settings s on s.company_id = x.company_id
        where x.id = ${accountId}`,
  );
  const member =
    householdMemberId === null ? undefined : await householdLogin(tx, { id: householdMemberId });
  if (!row || (householdMemberId !== null && (!member || member.removedAt !== null)))
    throw appError('NotSignedIn');
  const properties = await ownerProperties(
    tx,
    await sessionPropertyIds(tx, Number(row.owner_agent_id), member ?? null),
  );
  const role = member?.portalRoleId ?? PortalRole.Owner;
  return {
    OwnerAccessAccountId: accountId,
    OwnerAgentId: Number(row.owner_agent_id),
    DisplayName: member?.name ?? row.display_name,
    EmailAddress: member ? (member.loginEmail ?? '') : row.login_email,
    CompanyName: row.company_name,
    Theme: Number(row.theme ?? 1),
    LogoImageUrl: row.logo_image_url,
    Properties: properties,
    MustChangePassword: member ? false : row.must_change_password,
    IsBoardMember: member ? false : row.is_board_member,
    PortalRoleId: role,
    Rights: [...portalRightsOf(role)],
  };
}

/** The properties of `propertyIds` (an owner's, ownerPropertyIds) as the portal names them, in order. */
export async function ownerProperties(
  tx: Tx,
  propertyIds: readonly number[],
): Promise<OwnerSession['Properties']> {
  const rows = await queryRows<{
    PropertyAgentId: number;
    CommunityAgentId: number;
    CommunityName: string;
    Address: string;
    AccountNumber: string | null;
  }>(
    tx,
    sql`select p.id as "PropertyAgentId", p.community_agent_id as "CommunityAgentId",
               cc.display_name as "CommunityName",
               coalesce((select nullif(trim(concat_ws(' ', a.street_number, a.street_name, a.unit)), '')
                           from addresses a where a.agent_id = p.id
                          order by a.is_primary desc, a.id limit 1), pc.display_name) as "Address",
               d.account_number as "AccountNumber"
        from agents p
        join contacts pc on pc.agent_id = p.id
        join contacts cc on cc.agent_id = p.community_agent_id
        left join property_details d on d.agent_id = p.id
        where p.id = any(${idArray(propertyIds)}) and p.agent_type_id = ${AgentTypeId.Property}
        order by array_position(${idArray(propertyIds)}, p.id)`,
  );
  return rows.map((p) => ({
    ...p,
    PropertyAgentId: Number(p.PropertyAgentId),
    CommunityAgentId: Number(p.CommunityAgentId),
  }));
}
