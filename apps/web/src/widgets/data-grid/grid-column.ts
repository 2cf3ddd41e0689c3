// What a grid's caller describes: its columns and its selection.
import { formatCents } from '@hoa/domain';
import type { ReactNode } from 'react';
import classes from './data-grid.module.css';
import type { RowKey, SortValue } from './grid-model';

/** One column: its header, what a cell shows, and how it aligns and sorts. */
export interface GridColumn<Row> {
  id: string;
  /** What the header shows: its name, or a button of the caller's (a sort the server does). */
  header: ReactNode;
  /** The cell of a row. Keep the columns the same object between renders (`useMemo`). */
  cell: (row: Row) => ReactNode;
  /** Amounts: right-aligned with digits of one width. */
  money?: boolean;
  align?: 'right' | 'center';
  /** Width in pixels; the other columns share what is left. */
  width?: number;
  /** Given, the header sorts the rows by this value. */
  sortValue?: (row: Row) => SortValue;
  /** The rows come sorted by this column from elsewhere (the server): the header says so. */
  sorted?: 'ascending' | 'descending';
}

/** Checkboxes in the first column; the caller keeps the selected keys. */
export interface GridSelection<Row> {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select invoice 1042". */
  rowLabel: (row: Row) => string;
  /** Rows that cannot be selected show no checkbox. */
  canSelect?: (row: Row) => boolean;
  allLabel?: string;
}

/** The class that aligns a column's header and cells. */
export function alignClass(column: GridColumn<never>): string | undefined {
  if (column.money) return classes.money;
  if (column.align === 'right') return classes.right;
  if (column.align === 'center') return classes.center;
  return undefined;
}

/** An amount column: the cents of a row as dollars, right-aligned with digits of one width. */
export function moneyColumn<Row>(
  id: string,
  header: string,
  cents: (row: Row) => number,
  width = 110,
): GridColumn<Row> {
  return { id, header, width, money: true, cell: (row) => formatCents(cents(row)) };
}

/** A count column: a row's number, right-aligned and sortable. */
export function countColumn<Row>(
  id: string,
  header: string,
  count: (row: Row) => number,
  width = 80,
): GridColumn<Row> {
  return { id, header, width, align: 'right', sortValue: count, cell: count };
}
