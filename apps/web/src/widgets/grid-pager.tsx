import { Group, Pagination, type GroupProps } from '@mantine/core';

/**
 * The pager of a server-paged list, for a DataGrid's `footer`: nothing while one page holds
 * every row.
 */
export function GridPager(props: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  justify?: GroupProps['justify'];
  size?: 'sm' | 'md';
}) {
  if (props.pages <= 1) return null;
  return (
    <Group justify={props.justify ?? 'center'}>
      <Pagination
        size={props.size}
        total={props.pages}
        value={props.page}
        onChange={props.onChange}
      />
    </Group>
  );
}
