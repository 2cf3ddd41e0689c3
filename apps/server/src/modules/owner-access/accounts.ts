import { queryRows, sql } from '@hoa/db';
import type { OwnerAccessAccount, OwnerAccessRow } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireCommunity, requireCommunities } from '../../http/access';
import { notFound } from '../../http/errors';
import { idArray } from '../../sql/id-array';
import type { RequestContext } from '../../http/request-context';

// The owner access accounts as the back office reads them: one account, and a community's owners
// with their registration state.

interface AccountRow {
  id: string | number;
  owner_agent_id: string | number;
  community_agent_id: string | number;
  status: number;
  is_deactivated: boolean;
  login_email: string | null;
  must_change_password: boolean;
  invited_at: string;
  registered_at: string | null;
  board_user_id: string | number | null;
  board_user_name: string | null;
}

const accountColumns = sql`x.id, x.owner_agent_id, x.community_agent_id, x.status, x.is_deactivated,
  x.login_email, x.must_change_password, x.invited_at::text as invited_at,
  x.registered_at::text as registered_at, x.board_user_id,
  (select u.display_name from users u where u.id = x.board_user_id) as board_user_name`;

function toAccount(r: AccountRow): OwnerAccessAccount {
  return {
    OwnerAccessAccountId: Number(r.id),
    OwnerAgentId: Number(r.owner_agent_id),
    CommunityAgentId: Number(r.community_agent_id),
    Status: Number(r.status),
    IsDeactivated: r.is_deactivated,
    LoginEmail: r.login_email,
    MustChangePassword: r.must_change_password,
    InvitedAt: r.invited_at,
    RegisteredAt: r.registered_at,
    BoardUserId: r.board_user_id === null ? null : Number(r.board_user_id),
    BoardUserName: r.board_user_name,
  };
}

/** The account of the id, its community on the caller's list; 404 when not of the company. */
export async function loadAccount(ctx: RequestContext, id: number): Promise<OwnerAccessAccount> {
  const [row] = await queryRows<AccountRow>(
    ctx.tx,
    sql`select ${accountColumns} from owner_access_accounts x where x.id = ${id}`,
  );
  if (!row) throw notFound();
  const account = toAccount(row);
  await requireCommunity(ctx, account.CommunityAgentId);
  return account;
}

/** The owner's account, or null when never invited (404 for an owner not of the company). */
export async function accountOfOwner(
  ctx: RequestContext,
  ownerAgentId: number,
): Promise<OwnerAccessAccount | null> {
  const [owner] = await queryRows<{ community_agent_id: string | number | null }>(
    ctx.tx,
    sql`select community_agent_id from agents
         where id = ${ownerAgentId}
           and agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})`,
  );
  if (!owner?.community_agent_id) throw notFound();
  await requireCommunity(ctx, Number(owner.community_agent_id));
  const [row] = await queryRows<AccountRow>(
    ctx.tx,
    sql`select ${accountColumns} from owner_access_accounts x where x.owner_agent_id = ${ownerAgentId}`,
  );
  return row ? toAccount(row) : null;
}

/** Accounts of the ids (all of them the company's and on the caller's list, else 404). */
export async function loadAccounts(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<OwnerAccessAccount[]> {
  const unique = [...new Set(ids)];
  const rows = await queryRows<AccountRow>(
    ctx.tx,
    sql`select ${accountColumns} from owner_access_accounts x
         where x.id = any(${idArray(unique)})`,
  );
  if (rows.length !== unique.length) throw notFound();
  const accounts = rows.map(toAccount);
  await requireCommunities(
    ctx,
    accounts.map((a) => a.CommunityAgentId),
  );
  return accounts;
}

/** The community's current owners (primary owners and owners of its homes), with their accounts. */
export async function communityOwners(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<OwnerAccessRow[]> {
  const rows = await queryRows<{
    owner_agent_id: string | number;
    property_agent_id: string | number;
    name: string;
    address: string | null;
    account_number: string | null;
    email: string | null;
    account_id: string | number | null;
    status: number | null;
    is_deactivated: boolean | null;
    login_email: string | null;
  }>(
    ctx.tx,
    sql`select o.id as owner_agent_id, p.id as property_agent_id, c.display_name as name,
               pc.display_name as address, d.account_number,
               nullif(trim(c.primary_email_address), '') as email,
               x.id as account_id, x.status, x.is_deactivated, x.login_email
          from agents o
          join agents p on p.id = o.parent_agent_id and not p.is_deleted
          join contacts c on c.agent_id = o.id
          left join contacts pc on pc.agent_id = p.id
          left join property_details d on d.agent_id = p.id
          left join owner_access_accounts x on x.owner_agent_id = o.id
         where o.community_agent_id = ${communityAgentId}
           and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
           and not o.is_deleted
         order by d.account_number nulls last, c.display_name, o.id`,
  );
  return rows.map((r) => ({
    OwnerAgentId: Number(r.owner_agent_id),
    PropertyAgentId: Number(r.property_agent_id),
    Name: r.name,
    Address: r.address ?? '',
    AccountNumber: r.account_number,
    EmailAddress: r.email,
    OwnerAccessAccountId: r.account_id === null ? null : Number(r.account_id),
    Status: r.status === null ? 0 : Number(r.status),
    IsDeactivated: r.is_deactivated ?? false,
    LoginEmail: r.login_email,
  }));
}

/** Ends every session of the accounts (deactivation, unregistering). */
export async function endSessions(ctx: RequestContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.tx.execute(
    sql`update owner_sessions set revoked_at = now()
         where revoked_at is null and owner_access_account_id = any(${idArray(ids)})`,
  );
}
