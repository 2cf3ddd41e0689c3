import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GlAccountMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAccount } from './account-queries';
import { selectMergeableLines } from './merge-queries';

type GetAccountMergeHistory = typeof contract.glAccounts.GetAccountMergeHistory;

/** The rows the merge screen lists once a filter is applied. */
export async function getAccountMergeHistory(
  ctx: RequestContext,
  input: InputOf<GetAccountMergeHistory>,
): Promise<ResponseOf<GetAccountMergeHistory>> {
  const q = input.query;
  requireClaim(ctx, 'glaccounts', 'read');
  const account = await loadAccount(ctx, q.accountId);
  if (account.communityAgentId !== q.communityAgentId)
    throw badRequest(GlAccountMessages.accountNotInCommunity);
  return selectMergeableLines(ctx, {
    communityAgentId: q.communityAgentId,
    accountId: account.id,
    startDate: q.startDate,
    endDate: q.endDate,
  });
}
