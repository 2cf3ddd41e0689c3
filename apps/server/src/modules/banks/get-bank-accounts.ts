import { bankAccounts, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { escapeLike } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadBank, loadBankAccount } from './bank-access';
import {
  communityFilter,
  readBankAccount,
  removedFilter,
  selectBankAccounts,
} from './bank-queries';
import { inUserCommunities } from '../../sql/index';

type GetBankAccount = typeof contract.banks.GetBankAccount;
type GetBankAccounts = typeof contract.banks.GetBankAccounts;
type SearchBankAccount = typeof contract.banks.SearchBankAccount;
type CountBankAccounts = typeof contract.banks.CountBankAccounts;
type GetAgentBankAccountNumber = typeof contract.banks.GetAgentBankAccountNumber;

const searchLimit = 25;

export async function getBankAccount(
  ctx: RequestContext,
  input: InputOf<GetBankAccount>,
): Promise<ResponseOf<GetBankAccount>> {
  const account = await loadBankAccount(ctx, input.query.bankAccountId, 'read');
  return readBankAccount(ctx, account.id);
}

/** A bank's accounts in the caller's communities, a page at a time. */
export async function getBankAccounts(
  ctx: RequestContext,
  input: InputOf<GetBankAccounts>,
): Promise<ResponseOf<GetBankAccounts>> {
  const q = input.query;
  const bank = await loadBank(ctx, q.bankAgentId, 'read');
  if (q.communityAgentId) await requireCommunity(ctx, q.communityAgentId);
  return selectBankAccounts(
    ctx,
    sql`bank_accounts.bank_agent_id = ${bank.id}
        and ${communityFilter(q.communityAgentId)} and ${removedFilter(q.includeRemovedBankAccounts)}`,
    { includeBalances: q.includeBalances, skip: q.skip, take: q.take },
  );
}

/** Live accounts whose name, bank or community contains the term, or whose number ends with it. */
export async function searchBankAccount(
  ctx: RequestContext,
  input: InputOf<SearchBankAccount>,
): Promise<ResponseOf<SearchBankAccount>> {
  requireClaim(ctx, 'bank', 'read');
  const escaped = escapeLike(input.query.searchTerm);
  const anywhere = `%${escaped}%`;
  return selectBankAccounts(
    ctx,
    sql`not bank_accounts.is_removed and (bank_accounts.account_name ilike ${anywhere}
        or bc.display_name ilike ${anywhere} or cc.display_name ilike ${anywhere}
        or bank_accounts.account_number like ${`%${escaped}`})`,
    { take: searchLimit },
  );
}

export async function countBankAccounts(
  ctx: RequestContext,
  input: InputOf<CountBankAccounts>,
): Promise<ResponseOf<CountBankAccounts>> {
  requireClaim(ctx, 'bank', 'read');
  const q = input.query;
  if (q.bankAgentId) await loadBank(ctx, q.bankAgentId, 'read');
  if (q.communityAgentId) await requireCommunity(ctx, q.communityAgentId);
  const [row] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from bank_accounts
        where ${inUserCommunities(ctx, bankAccounts.communityAgentId)}
          and ${q.bankAgentId ? sql`bank_accounts.bank_agent_id = ${q.bankAgentId}` : sql`true`}
          and ${communityFilter(q.communityAgentId)}
          and ${removedFilter(q.includeRemovedBankAccounts)}`,
  );
  return { Count: row?.count ?? 0 };
}

/** The full number, which lists only show masked. */
export async function getAgentBankAccountNumber(
  ctx: RequestContext,
  input: InputOf<GetAgentBankAccountNumber>,
): Promise<ResponseOf<GetAgentBankAccountNumber>> {
  const account = await loadBankAccount(ctx, input.params.id, 'read');
  return { AccountNumber: account.accountNumber };
}
