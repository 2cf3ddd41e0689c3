import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['late-fees-interest'].
export const lateFeesInterestKey = ['late-fees-interest'] as const;
const C = contract.lateFeesInterest;

export function lateFeeSettingsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...lateFeesInterestKey, 'late-fee-settings', communityAgentId],
    queryFn: () => api.call(C.GetLateFeeSettings, { query: { communityAgentId } }),
  });
}

export function chargeableCodesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...lateFeesInterestKey, 'chargeable-codes', communityAgentId],
    queryFn: () => api.call(C.GetChargeableCodes, { query: { communityAgentId } }),
  });
}

export function interestSettingsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...lateFeesInterestKey, 'interest-settings', communityAgentId],
    queryFn: () => api.call(C.GetInterestSettings, { query: { communityAgentId } }),
  });
}

export function interestCandidatesQuery(
  communityAgentId: number,
  skip: number,
  take: number,
  searchTerm: string,
) {
  return queryOptions({
    queryKey: [...lateFeesInterestKey, 'candidates', communityAgentId, skip, take, searchTerm],
    queryFn: () =>
      api.call(C.GetInterestCandidates, {
        query: { communityAgentId, skip, take, ...(searchTerm ? { searchTerm } : {}) },
      }),
  });
}
