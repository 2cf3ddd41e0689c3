import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['security-deposits'].
export const depositsKey = ['security-deposits'] as const;
const S = contract.securityDeposits;

export function depositsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...depositsKey, 'list', communityAgentId],
    queryFn: () => api.call(S.GetSecurityDeposits, { query: { communityAgentId } }),
  });
}

export function depositQuery(itemId: number) {
  return queryOptions({
    queryKey: [...depositsKey, 'one', itemId],
    queryFn: () => api.call(S.GetSummary, { query: { itemId } }),
  });
}

export function depositBalanceQuery(ownerAgentId: number) {
  return queryOptions({
    queryKey: [...depositsKey, 'balance', ownerAgentId],
    queryFn: () => api.call(S.GetBalance, { query: { ownerAgentId } }),
  });
}

export function depositCodeQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...depositsKey, 'code', communityAgentId],
    queryFn: () => api.call(S.GetCode, { query: { communityAgentId } }),
  });
}

/** The vendors a refund can go to: those the invoice form offers in the community. */
export function refundVendorsQuery(communityAgentId: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...depositsKey, 'vendors', communityAgentId],
    queryFn: () =>
      api.call(contract.apInvoices.GetInvoiceFormData, { query: { communityAgentId } }),
    select: (data) => data.Vendors,
    enabled,
  });
}
