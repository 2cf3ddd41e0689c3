import { accounts, and, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AccountDeleteReasons } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { loadAccount } from './account-queries';

type CanDeleteAccount = typeof contract.glAccounts.CanDeleteAccount;
type CanDeleteCommunityAccount = typeof contract.glAccounts.CanDeleteCommunityAccount;
type CanDelete = ResponseOf<CanDeleteAccount>;

/**
 * Why accounts cannot be deleted: anything that refers to them. Transaction lines cover codes'
 * lines too (item agent details and assessment runs' arrays carry the code and the account).
 */
export async function deleteReasons(
  ctx: RequestContext,
  accountIds: readonly number[],
): Promise<string[]> {
  const ids = idArray(accountIds);
  const [row] = await queryRows<Record<keyof typeof AccountDeleteReasons, boolean>>(
    ctx.tx,
    sql`select
          exists (select 1 from gl_lines where account_id = any(${ids})) as "ledgerLines",
          exists (select 1 from budgets where account_id = any(${ids})) as "budgets",
          exists (select 1 from required_accounts where account_id = any(${ids})) as "requiredAccount",
          (exists (select 1 from item_agent_details where account_id = any(${ids}))
            or exists (select 1 from charge_run_codes where account_id = any(${ids})))
            as "transactionLines",
          exists (select 1 from bank_accounts where gl_account_id = any(${ids})) as "bankAccount"`,
  );
  const keys = Object.keys(AccountDeleteReasons) as (keyof typeof AccountDeleteReasons)[];
  return keys.filter((key) => row?.[key] === true).map((key) => AccountDeleteReasons[key]);
}

/** The account and the accounts of the same number under other cost centers of its community. */
export async function sameNumberAccountIds(
  ctx: RequestContext,
  account: { communityAgentId: number; accountNumber: string },
): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.communityAgentId, account.communityAgentId),
        eq(accounts.accountNumber, account.accountNumber),
      ),
    );
  return rows.map((row) => row.id);
}

function answer(reasons: string[]): CanDelete {
  return { CanDelete: reasons.length === 0, Reasons: reasons };
}

export async function canDeleteAccount(
  ctx: RequestContext,
  input: InputOf<CanDeleteAccount>,
): Promise<CanDelete> {
  requireClaim(ctx, 'glaccounts', 'read');
  const account = await loadAccount(ctx, input.query.accountId);
  return answer(await deleteReasons(ctx, [account.id]));
}

export async function canDeleteCommunityAccount(
  ctx: RequestContext,
  input: InputOf<CanDeleteCommunityAccount>,
): Promise<ResponseOf<CanDeleteCommunityAccount>> {
  requireClaim(ctx, 'glaccounts', 'read');
  const account = await loadAccount(ctx, input.query.accountId);
  return answer(await deleteReasons(ctx, await sameNumberAccountIds(ctx, account)));
}
