import { FeedPaginationButtons, pageCountOf, paginationWindow } from '@hoa/domain';
import { ActionIcon, Button, Group, Text } from '@mantine/core';

interface FeedPaginationProps {
  page: number;
  totalCount: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Previous, at most 5 numbered buttons around the current page, next (spec 1 §9). */
export function FeedPagination({ page, totalCount, pageSize, onChange }: FeedPaginationProps) {
  const pageCount = pageCountOf(totalCount, pageSize);
  if (pageCount === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Group justify="space-between" mt="xs">
      <Text size="xs" c="dimmed">
        {first}–{last} of {totalCount}
      </Text>
      {pageCount > 1 ? (
        <Group gap={4} role="navigation" aria-label="Feed pages">
          <ActionIcon
            variant="default"
            size="sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => {
              onChange(page - 1);
            }}
          >
            ‹
          </ActionIcon>
          {paginationWindow(page, pageCount, FeedPaginationButtons).map((n) => (
            <Button
              key={n}
              size="compact-xs"
              variant={n === page ? 'filled' : 'default'}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => {
                onChange(n);
              }}
            >
              {n}
            </Button>
          ))}
          <ActionIcon
            variant="default"
            size="sm"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => {
              onChange(page + 1);
            }}
          >
            ›
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}
