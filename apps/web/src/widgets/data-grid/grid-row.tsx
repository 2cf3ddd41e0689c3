import { memo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import classes from './data-grid.module.css';
import { alignClass, type GridColumn } from './grid-column';
import type { RowKey } from './grid-model';

/** What a row calls back with; the same object for every row and every render. */
export interface RowActions<Row> {
  toggle: (key: RowKey) => void;
  open: (row: Row) => void;
}

interface GridRowProps<Row> {
  row: Row;
  rowId: RowKey;
  index: number;
  columns: readonly GridColumn<Row>[];
  /** null: the grid has no checkboxes. */
  selectable: boolean | null;
  selected: boolean;
  selectLabel: string | undefined;
  tone: string | undefined;
  clickable: boolean;
  tabbable: boolean;
  measure: ((row: HTMLTableRowElement | null) => void) | undefined;
  actions: RowActions<Row>;
  testId: string | undefined;
  /** A full-width row under this one (a panel opened from the row), or null. */
  detail: ReactNode;
  /** The heading of the group this row starts, shown above it, or null. */
  heading: string | null;
}

function GridRowView<Row>(p: GridRowProps<Row>) {
  const row = (
    <tr
      ref={p.measure}
      data-testid={p.testId}
      data-index={p.index}
      aria-rowindex={p.index + 2}
      tabIndex={p.tabbable ? 0 : -1}
      className={classes.row}
      data-striped={p.index % 2 === 0 || undefined}
      data-selected={p.selected || undefined}
      data-clickable={p.clickable || undefined}
      style={p.tone ? ({ '--row-tone': p.tone } as CSSProperties) : undefined}
      onClick={p.clickable ? () => p.actions.open(p.row) : undefined}
    >
      {p.selectable === null ? null : (
        <td className={classes.check}>
          {p.selectable ? (
            <GridCheckbox
              aria-label={p.selectLabel ?? ''}
              checked={p.selected}
              onClick={(event) => event.stopPropagation()}
              onChange={() => p.actions.toggle(p.rowId)}
            />
          ) : null}
        </td>
      )}
      {p.columns.map((column) => (
        <td key={column.id} className={alignClass(column)}>
          {column.cell(p.row)}
        </td>
      ))}
    </tr>
  );
  const hasDetail = p.detail !== null && p.detail !== undefined;
  if (!hasDetail && p.heading === null) return row;
  const span = p.columns.length + (p.selectable === null ? 0 : 1);
  return (
    <>
      {p.heading === null ? null : (
        <tr className={classes.heading}>
          <th colSpan={span} scope="colgroup">
            {p.heading}
          </th>
        </tr>
      )}
      {row}
      {hasDetail ? (
        <tr className={classes.detail}>
          <td colSpan={span}>{p.detail}</td>
        </tr>
      ) : null}
    </>
  );
}

/** One row of the grid, memoized: it renders again only when one of its props changes. */
export const GridRow = memo(GridRowView) as typeof GridRowView;

/** A checkbox for a grid's cells: a native one, light enough for every row of a long grid. */
export function GridCheckbox(
  props: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'> & { 'aria-label': string },
) {
  return <input type="checkbox" className={classes.checkbox} {...props} />;
}

/** The room of the rows not drawn, above or below the drawn ones. */
export function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden className={classes.spacer} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
