import { contract } from '@hoa/contract';
import type { IsoDate } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const ownerMergeKey = ['owner-merge'] as const;

/** The filter applied: whose rows are listed, and over which days. */
export interface OwnerMergeFilter {
  sourceOwnerAgentId: number;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The property's other owners, the source's rows in the filter (once applied), past merges. */
export function ownerMergeHistoryQuery(ownerAgentId: number, filter: OwnerMergeFilter | null) {
  return queryOptions({
    queryKey: [...ownerMergeKey, ownerAgentId, filter],
    queryFn: () =>
      api.call(contract.ownerMerge.GetOwnerMergeHistory, {
        query: { ownerAgentId, ...filter },
      }),
  });
}
