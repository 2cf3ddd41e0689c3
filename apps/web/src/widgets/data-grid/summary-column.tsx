import { LinkButton } from '../link-button';
import type { GridColumn } from './grid-column';

/**
 * The # column of a record list: the record's number, sortable, as a link that opens the
 * record's summary drawer (not the row's page), named 'Summary of <noun> <number>'.
 */
export function summaryColumn<Row>(
  noun: string,
  number: (row: Row) => number,
  openSummary: (row: Row) => void,
): GridColumn<Row> {
  return {
    id: 'number',
    header: '#',
    width: 80,
    sortValue: number,
    cell: (row) => (
      <LinkButton
        aria-label={`Summary of ${noun} ${String(number(row))}`}
        onClick={(event) => {
          event.stopPropagation();
          openSummary(row);
        }}
      >
        {number(row)}
      </LinkButton>
    ),
  };
}
