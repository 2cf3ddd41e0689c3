import { Text } from '@mantine/core';
import type { GridColumn } from './grid-column';

/** A text column: a row's text on one line, cut short with the whole of it as the title. */
export function textColumn<Row>(
  id: string,
  header: string,
  width: number,
  text: (row: Row) => string,
): GridColumn<Row> {
  return {
    id,
    header,
    width,
    sortValue: text,
    cell: (row) => (
      <Text size="sm" truncate title={text(row)}>
        {text(row)}
      </Text>
    ),
  };
}

/** A name column: a row's name (a person, a vendor, a code), '—' where it has none. */
export function nameColumn<Row>(
  id: string,
  header: string,
  width: number,
  name: (row: Row) => string | null,
): GridColumn<Row> {
  return {
    id,
    header,
    width,
    sortValue: (row) => name(row) ?? '',
    cell: (row) => name(row) ?? '—',
  };
}
