import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import classes from './data-grid.module.css';
import { GridBody } from './grid-body';
import type { GridColumn, GridSelection } from './grid-column';
import { GridHead } from './grid-head';
import { sortRows, type RowKey, type SortState } from './grid-model';

export { countColumn, moneyColumn, type GridColumn, type GridSelection } from './grid-column';
export { dateColumn } from './date-column';
export { nameColumn, textColumn } from './text-column';
export { summaryColumn } from './summary-column';
export { GridCheckbox } from './grid-row';
export { useEditedRows, type EditedRow } from './edited-rows';

export interface DataGridProps<Row> {
  'aria-label': string;
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  rowKey: (row: Row) => RowKey;
  /** What the grid says when it has no rows. */
  empty?: ReactNode;
  /** A click on a row, or Enter on a focused row. */
  onRowClick?: (row: Row) => void;
  /** A background for rows that need attention (a CSS colour). */
  rowTone?: (row: Row) => string | undefined;
  /** A `data-testid` for a row, where a test finds rows by id. */
  rowTestId?: (row: Row) => string;
  /**
   * A full-width row under a row (a panel opened from it), or null. It renders that row again
   * whenever the grid renders, so give one only to the few rows that have it open. The
   * virtualizer does not count its height: keep it short in a grid of more than
   * `virtualizeAbove` rows.
   */
  rowDetail?: (row: Row) => ReactNode;
  /**
   * The group of a row: a heading row shows the group above the first row of each run of rows
   * of one group, so give the rows in group order (and the columns no `sortValue`). Keep the
   * function the same between renders.
   */
  groupOf?: (row: Row) => string;
  selection?: GridSelection<Row>;
  /** The action bar above the header: totals, what is selected, actions. It stays in view. */
  bar?: ReactNode;
  /** Below the rows, e.g. totals or paging; in view with the rows. */
  footer?: ReactNode;
  /** Rows drawn only near the visible ones above this count (all of them up to it). */
  virtualizeAbove?: number;
  /**
   * A row's height in pixels: every row is at least this tall, and the grid places the rows it
   * does not draw by it, so give the height a row of this grid has.
   */
  rowHeight?: number;
  /** Rows of different heights: each drawn row is measured (slower to scroll). */
  variableRowHeight?: boolean;
  /** The scrolling box's height; by default it fills the window below the grid's top. */
  maxHeight?: number;
}

const minFillHeight = 360;

/**
 * The one grid for long lists (issue 18): a real table whose header row (`GridHead`) stays at
 * the top while its rows (`GridBody`) scroll, an action bar that stays in view, and above
 * `virtualizeAbove` rows only the rows near the visible ones in the DOM (`aria-rowcount` and
 * `aria-rowindex` tell assistive technology the whole). Rows are memoized: a checkbox toggled,
 * or one row's data changed, renders that row again, not the others.
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { rows, columns, rowKey, selection, rowHeight = 31, maxHeight } = props;
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(rowHeight);
  // The header's height, where the rows start; watched, not read each render (reading it would
  // make the browser lay the table out once more on every scrolled frame).
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  useFillWindow(scrollRef, maxHeight);

  const canSelect = selection?.canSelect;
  const hasSelection = selection !== undefined;
  const selectableKeys = useMemo(
    () =>
      hasSelection
        ? sorted.filter((row) => canSelect?.(row) ?? true).map((row) => rowKey(row))
        : [],
    [sorted, canSelect, rowKey, hasSelection],
  );
  const minWidth = columns.reduce((sum, c) => sum + (c.width ?? 120), selection ? 36 : 0);

  return (
    <div className={classes.frame}>
      {props.bar ? <div className={classes.bar}>{props.bar}</div> : null}
      <div ref={scrollRef} className={classes.scroller} style={{ maxHeight }}>
        <table
          className={classes.table}
          style={{ minWidth, '--row-height': `${rowHeight}px` } as CSSProperties}
          aria-label={props['aria-label']}
          aria-rowcount={sorted.length + 1}
        >
          <GridHead<Row>
            ref={headRef}
            columns={columns}
            sort={sort}
            onSort={setSort}
            selection={
              selection && {
                selected: selection.selected,
                onChange: selection.onChange,
                keys: selectableKeys,
                label: selection.allLabel ?? 'Select all rows',
              }
            }
          />
          <GridBody<Row>
            rows={sorted}
            columns={columns}
            rowKey={rowKey}
            selection={selection}
            onRowClick={props.onRowClick}
            rowTone={props.rowTone}
            rowTestId={props.rowTestId}
            rowDetail={props.rowDetail}
            groupOf={props.groupOf}
            empty={props.empty}
            virtualizeAbove={props.virtualizeAbove ?? 100}
            rowHeight={rowHeight}
            variableRowHeight={props.variableRowHeight ?? false}
            scrollRef={scrollRef}
            headHeight={headHeight}
          />
        </table>
      </div>
      {props.footer ? <div className={classes.footer}>{props.footer}</div> : null}
    </div>
  );
}

/**
 * Unless the caller gives a height, the scrolling box reaches down to the window's bottom edge
 * (at least `minFillHeight`), so that the page around it stays in view while its rows scroll.
 */
function useFillWindow(ref: RefObject<HTMLDivElement | null>, maxHeight: number | undefined) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || maxHeight !== undefined) return;
    const fit = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      box.style.maxHeight = `${Math.max(minFillHeight, window.innerHeight - top - 16)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref, maxHeight]);
}
