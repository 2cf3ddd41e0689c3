import { DateText } from '../date-text';
import type { GridColumn } from './grid-column';

/** A date column: a row's day as MM/DD/YYYY, sortable by the day. */
export function dateColumn<Row>(
  id: string,
  header: string,
  day: (row: Row) => string | null,
  width = 110,
): GridColumn<Row> {
  return { id, header, width, sortValue: day, cell: (row) => <DateText value={day(row)} /> };
}
