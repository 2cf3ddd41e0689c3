import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// The accounting profile, fiscal years and periods sit under ['accounting-setup'].
export const setupKey = ['accounting-setup'] as const;
const s = contract.accountingSetup;

export function accountingGraphQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...setupKey, 'graph', communityAgentId],
    queryFn: () =>
      api.call(s.GetAgentAccountingDetailGraphs, { query: { agentId: communityAgentId } }),
  });
}

export function defaultPeriodsQuery(startDate: string, frequencyId: 4 | 5) {
  return queryOptions({
    queryKey: [...setupKey, 'default-periods', startDate, frequencyId],
    queryFn: () => api.call(s.GetDefaultPeriods, { query: { startDate, frequencyId } }),
    staleTime: Infinity,
  });
}

export function operatingStatusQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...setupKey, 'operating-status', communityAgentId],
    queryFn: () => api.call(s.GetOperatingPeriodStatus, { query: { communityAgentId } }),
    staleTime: 300_000,
  });
}
