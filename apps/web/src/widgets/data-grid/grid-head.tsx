import { Checkbox, UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import classes from './data-grid.module.css';
import { alignClass, type GridColumn } from './grid-column';
import { nextSort, selectionState, toggleAll, type RowKey, type SortState } from './grid-model';

/** The header checkbox: what it shows and what it selects. */
export interface HeadSelection {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** The keys of the rows that can be selected, in the grid's order. */
  keys: readonly RowKey[];
  label: string;
}

/**
 * The grid's header row: the checkbox that selects every row, and the column headers, which
 * sort the rows when their column has a `sortValue`.
 */
export function GridHead<Row>({
  columns,
  selection,
  sort,
  onSort,
  ref,
}: {
  columns: readonly GridColumn<Row>[];
  selection: HeadSelection | undefined;
  sort: SortState | null;
  onSort: (next: (current: SortState | null) => SortState | null) => void;
  ref: Ref<HTMLTableSectionElement>;
}) {
  const all = selection ? selectionState(selection.selected, selection.keys) : 'none';
  return (
    <thead ref={ref}>
      <tr aria-rowindex={1}>
        {selection ? (
          <th className={classes.check}>
            <Checkbox
              aria-label={selection.label}
              checked={all === 'all'}
              indeterminate={all === 'some'}
              disabled={selection.keys.length === 0}
              onChange={() => selection.onChange(toggleAll(selection.selected, selection.keys))}
            />
          </th>
        ) : null}
        {columns.map((column) => (
          <th
            key={column.id}
            className={alignClass(column)}
            style={column.width ? { width: column.width } : undefined}
            aria-sort={
              sort?.columnId === column.id
                ? sort.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : column.sorted
            }
          >
            {column.sortValue ? (
              <UnstyledButton
                className={classes.sort}
                onClick={() => onSort((current) => nextSort(current, column.id))}
              >
                {column.header}
                <span aria-hidden>
                  {sort?.columnId !== column.id ? '↕' : sort.direction === 'asc' ? '↑' : '↓'}
                </span>
              </UnstyledButton>
            ) : (
              column.header
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
