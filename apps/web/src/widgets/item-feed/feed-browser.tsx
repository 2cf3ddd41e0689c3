import type { FeedPage } from '@hoa/contract';
import { DefaultFeedDays, FeedPageSize, type FeedDays } from '@hoa/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { FeedDatePanel } from './feed-date-panel';
import { FeedPagination } from './feed-pagination';
import { feedKey, feedWindow, type FeedWindow } from './feed-queries';
import { FeedRow } from './feed-row';

export interface FeedBrowserProps {
  /** The accessible name of the list. */
  label: string;
  /** Identifies the feed in the cache (under ['feed']); a new value starts at page 1. */
  cacheKey: readonly unknown[];
  load: (window: FeedWindow) => Promise<FeedPage>;
  /** Filters shown left of the date panel. */
  toolbar?: ReactNode;
}

/** A paged feed with the date panel: 30 days by default, 6 items a page, 5 page buttons. */
export function FeedBrowser({ label, cacheKey, load, toolbar }: FeedBrowserProps) {
  const [days, setDays] = useState<FeedDays>(DefaultFeedDays);
  const [paging, setPaging] = useState({ key: JSON.stringify(cacheKey), page: 1 });
  // A different feed (filter, agent, kind) starts again at its first page.
  const keyText = JSON.stringify(cacheKey);
  const page = paging.key === keyText ? paging.page : 1;
  const setPage = (next: number) => {
    setPaging({ key: keyText, page: next });
  };
  const feed = useQuery({
    queryKey: [...feedKey, ...cacheKey, days, page],
    queryFn: () => load(feedWindow(days, page)),
    placeholderData: (previous) => previous,
  });

  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">{toolbar}</Group>
        <FeedDatePanel
          value={days}
          onChange={(next) => {
            setDays(next);
            setPage(1);
          }}
        />
      </Group>
      {feed.data ? (
        <>
          <Stack gap={6} role="list" aria-label={label} aria-busy={feed.isFetching}>
            {feed.data.Items.map((item) => (
              <FeedRow key={`${item.TopsItemId}-${item.TopsItemAgentId ?? 0}`} item={item} />
            ))}
            {feed.data.Items.length === 0 ? (
              <Text size="sm" c="dimmed" py="xs">
                Nothing in this period.
              </Text>
            ) : null}
          </Stack>
          <FeedPagination
            page={page}
            totalCount={feed.data.TotalCount}
            pageSize={FeedPageSize}
            onChange={setPage}
          />
        </>
      ) : feed.isError ? (
        <LoadError error={feed.error} />
      ) : (
        <PageLoader />
      )}
    </Paper>
  );
}
