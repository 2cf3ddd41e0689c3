import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import classes from './data-grid.module.css';
import {
  moveFocus,
  nextSort,
  selectionState,
  sortRows,
  toggleAll,
  toggleKey,
  type RowKey,
  type SortState,
  type SortValue,
} from './grid-model';

/** One column: its header, what a cell shows, and how it aligns and sorts. */
export interface GridColumn<Row> {
  id: string;
  header: string;
  /** The cell of a row. Keep the columns the same object between renders (`useMemo`). */
  cell: (row: Row) => ReactNode;
  /** Amounts: right-aligned with digits of one width. */
  money?: boolean;
  align?: 'right' | 'center';
  /** Width in pixels; the other columns share what is left. */
  width?: number;
  /** Given, the header sorts the rows by this value. */
  sortValue?: (row: Row) => SortValue;
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
 * The one grid for long lists (issue 18): a real table whose header row stays at the top while
 * its rows scroll, an action bar that stays in view, and above `virtualizeAbove` rows only the
 * rows near the visible ones in the DOM (`aria-rowcount` and `aria-rowindex` tell assistive
 * technology the whole). Rows are memoized: a checkbox toggled, or one row's data changed,
 * renders that row again, not the others. One tab stop for the rows; the arrows, Page Up/Down,
 * Home and End move between them, Enter opens one, Space toggles its checkbox.
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const {
    rows,
    columns,
    rowKey,
    selection,
    onRowClick,
    rowTone,
    virtualizeAbove = 100,
    rowHeight = 31,
    maxHeight,
  } = props;
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(rowHeight);
  const virtual = sorted.length > virtualizeAbove;
  // The virtualizer lays out every row again when one of its options changes: keep them stable.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => rowKey(sorted[index]), [rowKey, sorted]);
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 5,
    paddingStart: headHeight,
    scrollPaddingStart: headHeight,
  });

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

  // What the rows call back with: the latest props through a ref, so the rows' props stay the
  // same between renders and a memoized row renders again only when its own data changes.
  const latest = useRef({ sorted, selection, onRowClick });
  latest.current = { sorted, selection, onRowClick };
  const actions = useMemo<RowActions<Row>>(
    () => ({
      toggle: (key) => {
        const s = latest.current.selection;
        s?.onChange(toggleKey(s.selected, key));
      },
      open: (row) => latest.current.onRowClick?.(row),
    }),
    [],
  );

  // Keyboard: one tab stop for the rows (the last focused), which the arrows move.
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus();
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'TR' || target.dataset.index === undefined) return;
    const index = Number(target.dataset.index);
    const row = sorted[index];
    if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      onRowClick(row);
      return;
    }
    if (event.key === ' ' && selection && (selection.canSelect?.(row) ?? true)) {
      event.preventDefault();
      actions.toggle(rowKey(row));
      return;
    }
    const page = Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 2;
    const next = moveFocus(event.key, index, sorted.length, page);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    pendingFocus.current = next;
    if (virtual) virtualizer.scrollToIndex(next);
  };
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = event.target.dataset.index;
    if (event.target.tagName === 'TR' && index !== undefined) setActive(Number(index));
  };

  const canSelect = selection?.canSelect;
  const hasSelection = selection !== undefined;
  const selectableKeys = useMemo(
    () =>
      hasSelection
        ? sorted.filter((row) => canSelect?.(row) ?? true).map((row) => rowKey(row))
        : [],
    [sorted, canSelect, rowKey, hasSelection],
  );
  const all = selection ? selectionState(selection.selected, selectableKeys) : 'none';
  const columnCount = columns.length + (selection ? 1 : 0);
  const minWidth = columns.reduce((sum, c) => sum + (c.width ?? 120), selection ? 36 : 0);

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const indexes = virtual ? items.map((item) => item.index) : sorted.map((_, index) => index);
  const first = items[0];
  const last = items[items.length - 1];
  const spaceAbove = first ? first.start - headHeight : 0;
  const spaceBelow = last ? virtualizer.getTotalSize() - last.end : 0;
  const tabStop = Math.min(active, sorted.length - 1);

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
          <thead ref={headRef}>
            <tr aria-rowindex={1}>
              {selection ? (
                <th className={classes.check}>
                  <Checkbox
                    aria-label={selection.allLabel ?? 'Select all rows'}
                    checked={all === 'all'}
                    indeterminate={all === 'some'}
                    disabled={selectableKeys.length === 0}
                    onChange={() =>
                      selection.onChange(toggleAll(selection.selected, selectableKeys))
                    }
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
                      : undefined
                  }
                >
                  {column.sortValue ? (
                    <UnstyledButton
                      className={classes.sort}
                      onClick={() => setSort((current) => nextSort(current, column.id))}
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
          <tbody onKeyDown={onKeyDown} onFocus={onFocus}>
            {sorted.length === 0 ? (
              <tr>
                <td colSpan={columnCount}>
                  <Text size="sm" c="dimmed" py="xs">
                    {props.empty ?? 'Nothing to show.'}
                  </Text>
                </td>
              </tr>
            ) : null}
            {spaceAbove > 0 ? <Spacer height={spaceAbove} columns={columnCount} /> : null}
            {indexes.map((index) => {
              const row = sorted[index];
              const key = rowKey(row);
              const selectable = selection ? (selection.canSelect?.(row) ?? true) : null;
              return (
                <GridRow<Row>
                  key={key}
                  row={row}
                  rowId={key}
                  index={index}
                  columns={columns}
                  selectable={selectable}
                  selected={selection?.selected.has(key) ?? false}
                  selectLabel={selectable ? selection?.rowLabel(row) : undefined}
                  tone={rowTone?.(row)}
                  clickable={onRowClick !== undefined}
                  tabbable={index === tabStop}
                  measure={
                    virtual && props.variableRowHeight ? virtualizer.measureElement : undefined
                  }
                  actions={actions}
                />
              );
            })}
            {spaceBelow > 0 ? <Spacer height={spaceBelow} columns={columnCount} /> : null}
          </tbody>
        </table>
      </div>
      {props.footer ? <div className={classes.footer}>{props.footer}</div> : null}
    </div>
  );
}

interface RowActions<Row> {
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
}

function GridRowView<Row>(p: GridRowProps<Row>) {
  return (
    <tr
      ref={p.measure}
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
}

const GridRow = memo(GridRowView) as typeof GridRowView;

/** A checkbox for a grid's cells: a native one, light enough for every row of a long grid. */
export function GridCheckbox(
  props: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'> & { 'aria-label': string },
) {
  return <input type="checkbox" className={classes.checkbox} {...props} />;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden className={classes.spacer} style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

function alignClass(column: GridColumn<never>): string | undefined {
  if (column.money) return classes.money;
  if (column.align === 'right') return classes.right;
  if (column.align === 'center') return classes.center;
  return undefined;
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
