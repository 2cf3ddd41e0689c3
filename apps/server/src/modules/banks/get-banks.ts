import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadBank } from './bank-access';
import {
  communityFilter,
  readBank,
  removedFilter,
  selectBankAccounts,
  selectBanks,
} from './bank-queries';

type GetBankPortfolio = typeof contract.banks.GetBankPortfolio;
type GetBank = typeof contract.banks.GetBank;
type GetAgentBanksByCommunity = typeof contract.banks.GetAgentBanksByCommunity;

export function getBankPortfolio(
  ctx: RequestContext,
  _input: InputOf<GetBankPortfolio>,
): Promise<ResponseOf<GetBankPortfolio>> {
  requireClaim(ctx, 'bank', 'read');
  return selectBanks(ctx, sql`true`);
}

export async function getBank(
  ctx: RequestContext,
  input: InputOf<GetBank>,
): Promise<ResponseOf<GetBank>> {
  const bank = await loadBank(ctx, input.query.agentId, 'read');
  return readBank(ctx, bank.id);
}

/** The banks holding accounts of one community, each with those accounts. */
export async function getAgentBanksByCommunity(
  ctx: RequestContext,
  input: InputOf<GetAgentBanksByCommunity>,
): Promise<ResponseOf<GetAgentBanksByCommunity>> {
  requireClaim(ctx, 'bank', 'read');
  const { communityAgentId, includeRemovedBankAccounts } = input.query;
  await requireCommunity(ctx, communityAgentId);
  const accounts = await selectBankAccounts(
    ctx,
    sql`${communityFilter(communityAgentId)} and ${removedFilter(includeRemovedBankAccounts)}`,
    { includeBalances: true },
  );
  const bankIds = [...new Set(accounts.map((account) => account.BankAgentId))];
  if (bankIds.length === 0) return [];
  const banks = await selectBanks(
    ctx,
    sql`agents.id in (${sql.join(
      bankIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return banks.map((bank) => ({
    ...bank,
    BankAccounts: accounts.filter((account) => account.BankAgentId === bank.TopsAgentId),
  }));
}
