import { contract } from '@hoa/contract';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of the consistency view sits under ['ccr-reports'].
const key = ['ccr-reports'] as const;
const R = contract.ccrReports;

/** The community's CCR codes (type 7) for the code pickers. */
export const ccrCodesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...key, 'codes', communityAgentId],
    queryFn: () => api.call(contract.codes.Index, { query: { cmtyAgentId: communityAgentId } }),
  });

export const consistencyOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...key, 'consistency-options', communityAgentId],
    queryFn: () => api.call(R.GetCcrConsistencyOptions, { query: { communityAgentId } }),
  });

export interface ConsistencyAsk {
  communityAgentId: number;
  topsCodeId: number;
  streetName?: string;
  sectionId?: number;
  days: number;
}

export const consistencyQuery = (ask: ConsistencyAsk | null) =>
  queryOptions({
    queryKey: [...key, 'consistency', ask],
    queryFn: ask ? () => api.call(R.GetCcrConsistency, { query: ask }) : skipToken,
    placeholderData: keepPreviousData,
  });
