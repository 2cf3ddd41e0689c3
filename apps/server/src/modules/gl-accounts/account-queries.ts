import { accountRanges, accounts, eq, queryRows, sql, type SQL } from '@hoa/db';
import type { ChartAccount, GlAccount } from '@hoa/contract';
import { AccountSearchTake, AccountTypes, type AccountRangeInput } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Id = string | number;

interface AccountRow {
  id: Id;
  community_agent_id: Id;
  account_number: string;
  account_name: string;
  account_type_id: number;
  cost_center_id: Id | null;
  cost_center_number: string | null;
  cost_center_name: string | null;
  is_active: boolean;
}

interface ChartRow extends AccountRow {
  balance: string;
  required: string | null;
}

/** Account numbers sort as numbers where they start with digits: 900 before 1000. */
export const accountOrder = sql`nullif(substring(accounts.account_number from '^[0-9]+'), '')::numeric
  nulls last, accounts.account_number, cc.cost_center_number nulls first, accounts.id`;

const accountColumns = sql`accounts.id, accounts.community_agent_id, accounts.account_number,
  accounts.account_name, accounts.account_type_id, accounts.cost_center_id, cc.cost_center_number,
  cc.cost_center_name, accounts.is_active`;

function toAccount(row: AccountRow): GlAccount {
  const type = AccountTypes.find((t) => t.TopsAccountTypeId === row.account_type_id);
  return {
    TopsAccountId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    AccountNumber: row.account_number,
    AccountName: row.account_name,
    TopsAccountTypeId: row.account_type_id,
    AccountTypeName: type?.AccountTypeName ?? '',
    AccountGroup: type?.AccountGroup ?? '',
    CostCenterId: row.cost_center_id === null ? null : Number(row.cost_center_id),
    CostCenterNumber: row.cost_center_number,
    CostCenterName: row.cost_center_name,
    IsActive: row.is_active,
  };
}

/** Accounts matching a filter on accounts and cc (cost_centers), in number order. */
export async function selectAccounts(
  ctx: RequestContext,
  filter: SQL,
  page: { skip: number; take: number } = { skip: 0, take: AccountSearchTake },
): Promise<GlAccount[]> {
  const rows = await queryRows<AccountRow>(
    ctx.tx,
    sql`select ${accountColumns}
        from accounts left join cost_centers cc on cc.id = accounts.cost_center_id
        where ${filter} order by ${accountOrder} offset ${page.skip} limit ${page.take}`,
  );
  return rows.map(toAccount);
}

/** Chart rows: each account with its balance from the period balances and its required types. */
export async function selectChart(ctx: RequestContext, filter: SQL): Promise<ChartAccount[]> {
  const rows = await queryRows<ChartRow>(
    ctx.tx,
    sql`select ${accountColumns},
          coalesce((select sum(b.debit_cents - b.credit_cents) from gl_period_balances b
                    where b.account_id = accounts.id), 0)::text as balance,
          (select string_agg(r.account_required_type_id::text, ',' order by r.account_required_type_id)
             from required_accounts r where r.account_id = accounts.id) as required
        from accounts left join cost_centers cc on cc.id = accounts.cost_center_id
        where ${filter} order by ${accountOrder}`,
  );
  return rows.map((row) => ({
    ...toAccount(row),
    BalanceCents: Number(row.balance),
    RequiredTypeIds: row.required ? row.required.split(',').map(Number) : [],
  }));
}

export async function readAccount(ctx: RequestContext, accountId: number): Promise<GlAccount> {
  const [account] = await selectAccounts(ctx, sql`accounts.id = ${accountId}`);
  if (!account) throw notFound();
  return account;
}

/** The account's row, once the caller may work in its community (404 for other companies). */
export async function loadAccount(ctx: RequestContext, accountId: number) {
  const [account] = await ctx.tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  await requireCommunity(ctx, account.communityAgentId);
  return account;
}

export async function readRanges(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountRangeInput[]> {
  return ctx.tx
    .select({
      TopsAccountTypeId: accountRanges.accountTypeId,
      StartNumber: accountRanges.startNumber,
      EndNumber: accountRanges.endNumber,
    })
    .from(accountRanges)
    .where(eq(accountRanges.communityAgentId, communityAgentId));
}
