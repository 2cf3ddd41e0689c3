import { contract } from '@hoa/contract';
import type { IsoDate } from '@hoa/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['resale']; a resale also changes owner balances.
const resaleKey = ['resale'] as const;
export const resalePageSize = 25;
const R = contract.resale;

export const resaleSearchQuery = (communityAgentId: number, text: string, page: number) =>
  queryOptions({
    queryKey: [...resaleKey, 'search', communityAgentId, text, page],
    queryFn: () =>
      api.call(R.Search, {
        body: {
          text,
          communityAgentId,
          skip: (page - 1) * resalePageSize,
          take: resalePageSize,
        },
      }),
  });

export const sellerBalancesQuery = (propertyAgentId: number) =>
  queryOptions({
    queryKey: [...resaleKey, 'balances', propertyAgentId],
    queryFn: () =>
      api.call(contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid, {
        query: { propertyAgentId },
      }),
  });

export const openViolationsQuery = (propertyAgentId: number) =>
  queryOptions({
    queryKey: [...resaleKey, 'violations', propertyAgentId],
    queryFn: () => api.call(R.GetOpenViolations, { query: { propertyAgentId } }),
  });

/** The future codes of a resale on a date; nothing is asked while the date is empty or invalid. */
export const futureCodesQuery = (propertyAgentId: number, splitDate: IsoDate | null) =>
  queryOptions({
    queryKey: [...resaleKey, 'future-codes', propertyAgentId, splitDate],
    queryFn:
      splitDate === null
        ? skipToken
        : () =>
            api.call(R.DetermineFutureYearCodeAssignments, {
              body: { propertyAgentId, splitDate },
            }),
  });
