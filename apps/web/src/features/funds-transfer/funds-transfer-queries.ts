import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['funds-transfer'].
export const fundsTransferKey = ['funds-transfer'] as const;
const F = contract.fundsTransfer;

export const transfersQuery = (communityAgentId: number, pendingOnly: boolean) =>
  queryOptions({
    queryKey: [...fundsTransferKey, 'list', communityAgentId, pendingOnly],
    queryFn: () =>
      api.call(F.GetFundsTransfers, {
        query: { communityAgentId, pendingOnly: pendingOnly ? 'true' : 'false' },
      }),
  });

export const fromAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...fundsTransferKey, 'from', communityAgentId],
    queryFn: () => api.call(F.GetTransferFromAccounts, { query: { communityAgentId } }),
  });

export const toAccountsQuery = (bankAccountIdFrom: number) =>
  queryOptions({
    queryKey: [...fundsTransferKey, 'to', bankAccountIdFrom],
    queryFn: () => api.call(F.GetTransferToAccounts, { query: { bankAccountIdFrom } }),
    enabled: bankAccountIdFrom > 0,
  });

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: [...fundsTransferKey, 'two-factor'],
    queryFn: () => api.call(contract.twoFactor.TwoFactorAuthenticated, { query: {} }),
    staleTime: 0,
  });
