import { activity, kpiCounts } from '@hoa/contract';
import { kpiFeed, type KpiFeedKind } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Under ['feed'] with the feeds: closing an item or completing a task refreshes the KPIs too.
export function kpiCountQuery(kind: KpiFeedKind, agentId: number, communityAgentId: number) {
  return queryOptions({
    queryKey: ['feed', 'kpi-count', kind, agentId, communityAgentId],
    queryFn: () => api.call(kpiCounts[kind], { query: { agentId, communityAgentId } }),
  });
}

/** The KPI feed: the 5 newest open items of one kind. */
export function kpiPreviewQuery(kind: KpiFeedKind, agentId: number) {
  const feed = kpiFeed(kind);
  return queryOptions({
    queryKey: ['feed', 'kpi-preview', kind, agentId],
    queryFn: () =>
      api.call(activity.GetItemAgentFeed, {
        query: {
          agentId,
          isPreview: 'true',
          statusIdsStr: feed.StatusIds.join(','),
          txnTypeIdsStr: feed.TxnTypeIds.join(','),
        },
      }),
  });
}

export const alertsKey = ['alerts'] as const;
