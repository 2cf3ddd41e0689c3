import { Button, Group, Text } from '@mantine/core';
import type { Paged } from './automation-job-queries';

/**
 * The pager of a list paged by response headers: the total, the page of pages, and Previous and
 * Next as the server says there is one (x-page-hasprevious, x-page-hasnext).
 */
export function HeaderPager({
  page,
  noun,
  onPage,
}: {
  page: Paged<unknown> | undefined;
  /** Singular and plural: ['run', 'runs']. */
  noun: readonly [string, string];
  onPage: (pageIndex: number) => void;
}) {
  if (!page) return null;
  return (
    <Group justify="space-between" px="xs" py={4}>
      <Text size="sm" c="dimmed">
        {page.total} {page.total === 1 ? noun[0] : noun[1]}
        {page.pageCount > 1 ? ` · page ${page.pageIndex + 1} of ${page.pageCount}` : ''}
      </Text>
      {page.hasPrevious || page.hasNext ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!page.hasPrevious}
            onClick={() => onPage(page.pageIndex - 1)}
          >
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!page.hasNext}
            onClick={() => onPage(page.pageIndex + 1)}
          >
            Next
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
