import { Group, Pagination, Text } from '@mantine/core';
import { ListPager } from '../portfolio';

/**
 * The pager of owner search. A broad term is counted only to the end of the page shown
 * (hasMore): the pager then offers the next page and says that more owners match.
 */
export function OwnerSearchPager(props: {
  skip: number;
  take: number;
  total: number;
  hasMore: boolean;
  onSkip: (skip: number) => void;
}) {
  if (!props.hasMore) return <ListPager {...props} />;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {`Showing ${props.skip + 1}–${props.total} of more than ${props.total}`}
      </Text>
      <Pagination
        size="sm"
        total={Math.ceil(props.total / props.take) + 1}
        value={Math.floor(props.skip / props.take) + 1}
        onChange={(page) => {
          props.onSkip((page - 1) * props.take);
        }}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
