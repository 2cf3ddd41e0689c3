import { accounts, inArray, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { escapeLike } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { accountOrder, loadAccount, readAccount, selectAccounts } from './account-queries';
import { inUserCommunities } from '../../sql/index';

type G = typeof contract.glAccounts;

// Account lookups feed the account selectors of every area (invoices, journal entries, codes):
// they need the community on the caller's list, not the glaccounts claim.

export async function getAccount(
  ctx: RequestContext,
  input: InputOf<G['GetAccount']>,
): Promise<ResponseOf<G['GetAccount']>> {
  const account = await loadAccount(ctx, input.query.accountId);
  return readAccount(ctx, account.id);
}

/** Accounts whose number starts with the term or whose name contains it. */
export async function searchAccounts(
  ctx: RequestContext,
  input: InputOf<G['SearchAccounts']>,
): Promise<ResponseOf<G['SearchAccounts']>> {
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  const term = escapeLike(q.searchTerm ?? '');
  const types = q.accountTypeIds ?? [];
  return selectAccounts(
    ctx,
    sql`accounts.community_agent_id = ${q.communityAgentId}
        and (accounts.is_active or ${q.includeInactive ?? false})
        and (accounts.account_number ilike ${`${term}%`} or accounts.account_name ilike ${`%${term}%`})
        and ${types.length === 0 ? sql`true` : inArray(accounts.accountTypeId, types)}`,
    { skip: q.skip, take: q.take },
  );
}

/** The account with exactly this number; the one without a cost center comes first. */
export async function searchAccount(
  ctx: RequestContext,
  input: InputOf<G['SearchAccount']>,
): Promise<ResponseOf<G['SearchAccount']>> {
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  const [account] = await selectAccounts(
    ctx,
    sql`accounts.community_agent_id = ${q.communityAgentId}
        and accounts.account_number = ${q.accountNumber}`,
    { skip: 0, take: 1 },
  );
  return account ?? null;
}

/** Global search: active accounts of every community on the caller's list. */
export async function searchAccountHeaders(
  ctx: RequestContext,
  input: InputOf<G['SearchAccountHeaders']>,
): Promise<ResponseOf<G['SearchAccountHeaders']>> {
  const q = input.query;
  const term = escapeLike(q.searchTerm);
  const rows = await queryRows<{
    id: string | number;
    account_number: string;
    account_name: string;
    account_type_id: number;
    community_agent_id: string | number;
    community_name: string;
  }>(
    ctx.tx,
    sql`select accounts.id, accounts.account_number, accounts.account_name,
          accounts.account_type_id, accounts.community_agent_id, c.display_name as community_name
        from accounts
        left join cost_centers cc on cc.id = accounts.cost_center_id
        join contacts c on c.agent_id = accounts.community_agent_id
        where ${inUserCommunities(ctx, accounts.communityAgentId)} and accounts.is_active
          and (accounts.account_number ilike ${`${term}%`} or accounts.account_name ilike ${`%${term}%`})
        order by c.display_name, ${accountOrder} limit ${q.take}`,
  );
  return rows.map((row) => ({
    TopsAccountId: Number(row.id),
    AccountNumber: row.account_number,
    AccountName: row.account_name,
    TopsAccountTypeId: row.account_type_id,
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name,
  }));
}
