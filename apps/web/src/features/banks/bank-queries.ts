import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['banks'] so one invalidation refreshes it.
export const banksKey = ['banks'] as const;

export const bankPortfolioQuery = queryOptions({
  queryKey: [...banksKey, 'portfolio'],
  queryFn: () => api.call(contract.banks.GetBankPortfolio),
});

export function bankQuery(agentId: number) {
  return queryOptions({
    queryKey: [...banksKey, 'bank', agentId],
    queryFn: () => api.call(contract.banks.GetBank, { query: { agentId } }),
  });
}

export function bankAccountsQuery(bankAgentId: number, includeRemoved: boolean) {
  return queryOptions({
    queryKey: [...banksKey, 'accounts', bankAgentId, includeRemoved],
    queryFn: () =>
      api.call(contract.banks.GetBankAccounts, {
        query: {
          bankAgentId,
          includeRemovedBankAccounts: includeRemoved ? 'true' : 'false',
          includeBalances: 'true',
          take: 500,
        },
      }),
  });
}

export function communityBanksQuery(communityAgentId: number, includeRemoved: boolean) {
  return queryOptions({
    queryKey: [...banksKey, 'community', communityAgentId, includeRemoved],
    queryFn: () =>
      api.call(contract.banks.GetAgentBanksByCommunity, {
        query: {
          communityAgentId,
          includeRemovedBankAccounts: includeRemoved ? 'true' : 'false',
        },
      }),
  });
}

export function bankAccountQuery(bankAccountId: number) {
  return queryOptions({
    queryKey: [...banksKey, 'account', bankAccountId],
    queryFn: () => api.call(contract.banks.GetBankAccount, { query: { bankAccountId } }),
  });
}
