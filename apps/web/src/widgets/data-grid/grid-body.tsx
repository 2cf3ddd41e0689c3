import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { GridColumn, GridSelection } from './grid-column';
import { moveFocus, startsOfGroups, toggleKey, type RowKey } from './grid-model';
import { GridRow, Spacer, type RowActions } from './grid-row';

export interface GridBodyProps<Row> {
  /** The rows in the order shown. */
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  rowKey: (row: Row) => RowKey;
  selection: GridSelection<Row> | undefined;
  onRowClick: ((row: Row) => void) | undefined;
  rowTone: ((row: Row) => string | undefined) | undefined;
  rowTestId: ((row: Row) => string) | undefined;
  rowDetail: ((row: Row) => ReactNode) | undefined;
  groupOf: ((row: Row) => string) | undefined;
  empty: ReactNode;
  virtualizeAbove: number;
  rowHeight: number;
  variableRowHeight: boolean;
  /** The scrolling box, and the height of the header at its top, where the rows start. */
  scrollRef: RefObject<HTMLDivElement | null>;
  headHeight: number;
}

/**
 * The grid's rows: all of them up to `virtualizeAbove`, above it only those near the visible
 * ones, with spacers for the room of the others. One tab stop for the rows (the last focused);
 * the arrows, Page Up/Down, Home and End move between them, Enter opens one, Space toggles its
 * checkbox.
 */
export function GridBody<Row>(props: GridBodyProps<Row>) {
  const { rows, columns, rowKey, selection, onRowClick, rowTone, rowHeight, scrollRef } = props;
  const virtual = rows.length > props.virtualizeAbove;
  // The rows that start a group, under a heading as tall as a row (the virtualizer counts it).
  const { groupOf } = props;
  const groupStarts = useMemo(
    () => (groupOf ? startsOfGroups(rows, groupOf) : undefined),
    [rows, groupOf],
  );
  // The virtualizer lays out every row again when one of its options changes: keep them stable.
  const estimateSize = useCallback(
    (index: number) => (groupStarts?.[index] ? 2 * rowHeight : rowHeight),
    [rowHeight, groupStarts],
  );
  const getItemKey = useCallback((index: number) => rowKey(rows[index]), [rowKey, rows]);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 5,
    paddingStart: props.headHeight,
    scrollPaddingStart: props.headHeight,
  });

  // What the rows call back with: the latest props through a ref, so the rows' props stay the
  // same between renders and a memoized row renders again only when its own data changes.
  const latest = useRef({ selection, onRowClick });
  latest.current = { selection, onRowClick };
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
    const row = rows[index];
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
    const next = moveFocus(event.key, index, rows.length, page);
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

  const columnCount = columns.length + (selection ? 1 : 0);
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const indexes = virtual ? items.map((item) => item.index) : rows.map((_, index) => index);
  const first = items[0];
  const last = items[items.length - 1];
  const spaceAbove = first ? first.start - props.headHeight : 0;
  const spaceBelow = last ? virtualizer.getTotalSize() - last.end : 0;
  const tabStop = Math.min(active, rows.length - 1);

  return (
    <tbody onKeyDown={onKeyDown} onFocus={onFocus}>
      {rows.length === 0 ? (
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
        const row = rows[index];
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
            measure={virtual && props.variableRowHeight ? virtualizer.measureElement : undefined}
            actions={actions}
            testId={props.rowTestId?.(row)}
            detail={props.rowDetail?.(row) ?? null}
            heading={groupOf && groupStarts?.[index] ? groupOf(row) : null}
          />
        );
      })}
      {spaceBelow > 0 ? <Spacer height={spaceBelow} columns={columnCount} /> : null}
    </tbody>
  );
}
