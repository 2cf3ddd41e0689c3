import { contract, type FilteredView } from '@hoa/contract';
import {
  CommunityFeeds,
  FilteredViewTypeId,
  findCommunityFeed,
  type CommunityFeedKind,
} from '@hoa/domain';
import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { FilteredViewPicker } from '../../widgets/filtered-view-picker';
import { FeedBrowser, ItemFeed } from '../../widgets/item-feed';
import { PageHeader } from '../../widgets/page-header';
import { KpiPanel } from './kpi-feeds';

// What a saved view of this screen holds.
const FeedViewSchema = z.object({
  feed: z.string(),
  agentIdFilterForItemAgents: z.number().nullable(),
});

/** The community's activity feeds (spec 1 §2.3), optionally of one agent's items. */
export function ActivityPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const params = useParams({ strict: false });
  const kind: CommunityFeedKind = findCommunityFeed(params.feed ?? '')?.Kind ?? 'Community';
  const agentFilter = params.agentIdFilterForItemAgents
    ? Number(params.agentIdFilterForItemAgents)
    : undefined;
  const agent = useQuery({
    queryKey: ['feed', 'agent', agentFilter],
    queryFn: () => api.call(contract.crm.GetAgent, { query: { agentId: agentFilter ?? 0 } }),
    enabled: agentFilter !== undefined,
  });
  const open = useCallback(
    (feed: string, agentId?: number | null) => {
      void go(
        buildRoute(SiteMap.activityFeed, {
          communityAgentId,
          feed,
          agentIdFilterForItemAgents: agentId,
        }),
      );
    },
    [go, communityAgentId],
  );
  const openedFeed = params.feed;
  const applyView = useCallback(
    (view: FilteredView, how: 'picked' | 'default') => {
      const saved = FeedViewSchema.safeParse(JSON.parse(view.Filters));
      // A default view opens only on the plain activity route, not over a feed chosen by link.
      if (saved.success && (how === 'picked' || openedFeed === undefined)) {
        open(saved.data.feed, saved.data.agentIdFilterForItemAgents);
      }
    },
    [open, openedFeed],
  );

  return (
    <>
      <PageHeader
        title="Activity"
        subtitle={community.DisplayName}
        actions={
          <Group gap="xs">
            <FilteredViewPicker
              filteredViewTypeId={FilteredViewTypeId.ActivityFeed}
              filters={JSON.stringify({
                feed: kind,
                agentIdFilterForItemAgents: agentFilter ?? null,
              })}
              onApply={applyView}
            />
            {agentFilter !== undefined ? (
              <Badge
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label="Show every agent"
                    onClick={() => {
                      open(kind);
                    }}
                  />
                }
              >
                {agent.data?.Contact.DisplayName ?? `Agent #${agentFilter}`}
              </Badge>
            ) : null}
            <Select
              aria-label="Feed"
              w={220}
              allowDeselect={false}
              data={CommunityFeeds.map((feed) => ({ value: feed.Kind, label: feed.Label }))}
              value={kind}
              onChange={(value) => {
                if (value) open(value, agentFilter);
              }}
            />
          </Group>
        }
      />
      <KpiPanel agentId={agentFilter ?? communityAgentId} communityAgentId={communityAgentId} />
      {kind === 'Community' ? (
        <ItemFeed agentId={agentFilter} communityAgentId={communityAgentId} filter="all" />
      ) : (
        <FeedBrowser
          label={`${findCommunityFeed(kind)?.Label ?? ''} feed`}
          cacheKey={['community', kind, communityAgentId, agentFilter ?? null]}
          load={(window) =>
            api.call(contract.activityFeeds[kind], {
              query: { communityAgentId, agentIdFilterForItemAgents: agentFilter, ...window },
            })
          }
        />
      )}
    </>
  );
}
