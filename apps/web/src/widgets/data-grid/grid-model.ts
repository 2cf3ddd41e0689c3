// The data grid's rules without React: selection, sorting and keyboard movement between rows.

/** What identifies a row: its id. */
export type RowKey = string | number;

/** The selection after one row's checkbox is toggled (a new set; the old one is not changed). */
export function toggleKey(selected: ReadonlySet<RowKey>, key: RowKey): Set<RowKey> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** How many of the selectable rows are selected, as the header checkbox shows it. */
export function selectionState(
  selected: ReadonlySet<RowKey>,
  keys: readonly RowKey[],
): 'none' | 'some' | 'all' {
  let count = 0;
  for (const key of keys) if (selected.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/**
 * The header checkbox: when every selectable row is selected it clears them, else it selects
 * them all. Keys of rows not listed (another page, another filter) stay as they were.
 */
export function toggleAll(selected: ReadonlySet<RowKey>, keys: readonly RowKey[]): Set<RowKey> {
  const next = new Set(selected);
  if (selectionState(selected, keys) === 'all') for (const key of keys) next.delete(key);
  else for (const key of keys) next.add(key);
  return next;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
export type SortValue = string | number | null | undefined;

/** A click on a column header: ascending first, then descending, then the rows' own order. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** Compares two values for sorting: numbers by value, text as people read it (A2 before A10). */
export function compareValues(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of one column. Stable (equal values keep the rows' order), and empty
 * values come last in either direction.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const empty = Number(isEmpty(a.value)) - Number(isEmpty(b.value));
      if (empty !== 0) return empty;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * The row the focus moves to for a key pressed on a row, or null for a key that does not move
 * it: arrows by one, Page Up and Page Down by a page, Home and End to the first and last row.
 */
export function moveFocus(key: string, index: number, count: number, page: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (to: number) => Math.min(last, Math.max(0, to));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + Math.max(1, page));
    case 'PageUp':
      return clamp(index - Math.max(1, page));
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * For each row, whether it starts a group: the first row, and every row whose group differs from
 * the row's before it (rows given in group order show each group once).
 */
export function startsOfGroups<Row>(
  rows: readonly Row[],
  groupOf: (row: Row) => string,
): boolean[] {
  return rows.map((row, i) => i === 0 || groupOf(row) !== groupOf(rows[i - 1]));
}
