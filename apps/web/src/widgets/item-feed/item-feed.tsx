import { contract } from '@hoa/contract';
import { FeedFilterLabels, FeedFilters, type FeedFilter } from '@hoa/domain';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../app/api';
import { FeedBrowser } from './feed-browser';

export interface ItemFeedProps {
  /** One agent's items; omitted (or the community itself) for the whole community. */
  agentId?: number;
  communityAgentId: number;
  /** The filter shown first: all, accounting, communication or management. */
  filter: FeedFilter;
}

/** The item activity feed other screens embed (spec 1 §2.3, §2.6). */
export function ItemFeed({ agentId, communityAgentId, filter: initial }: ItemFeedProps) {
  const [filter, setFilter] = useState<FeedFilter>(initial);
  return (
    <FeedBrowser
      label="Item feed"
      cacheKey={['item', communityAgentId, agentId ?? null, filter]}
      load={(window) =>
        api.call(contract.activity.GetItemFeed, {
          query: { communityAgentId, agentId, filter, ...window },
        })
      }
      toolbar={
        <SegmentedControl
          size="xs"
          aria-label="Feed filter"
          data={FeedFilters.map((value) => ({ value, label: FeedFilterLabels[value] }))}
          value={filter}
          onChange={(value) => {
            setFilter(FeedFilters.find((f) => f === value) ?? 'all');
          }}
        />
      }
    />
  );
}
