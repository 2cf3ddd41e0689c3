import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectBankAccounts } from '../banks/index';

type GetBankAccountsByCommunity = typeof contract.bankStatements.GetBankAccountsByCommunity;

/** The bank accounts a community's bank transactions may be kept in: its live ones. */
export async function getBankAccountsByCommunity(
  ctx: RequestContext,
  input: InputOf<GetBankAccountsByCommunity>,
): Promise<ResponseOf<GetBankAccountsByCommunity>> {
  requireClaim(ctx, 'bank', 'read');
  const { communityAgentId } = input.query;
  await requireCommunity(ctx, communityAgentId);
  return selectBankAccounts(
    ctx,
    sql`bank_accounts.community_agent_id = ${communityAgentId} and not bank_accounts.is_removed`,
    { includeBalances: true },
  );
}
