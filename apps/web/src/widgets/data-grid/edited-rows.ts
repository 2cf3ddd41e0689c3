import { useRef } from 'react';
import type { RowKey } from './grid-model';

/** A row of a grid whose cells hold inputs, with what is typed into it. */
export interface EditedRow<Row, Edit> {
  row: Row;
  edit: Edit;
}

/**
 * The rows paired with what is typed into them (`editOf`, an object of plain values such as a
 * form's value and error for the row): a row whose edit changed gets a new object, the others
 * keep theirs, so the grid renders again only the row that changed.
 */
export function useEditedRows<Row, Edit extends object>(
  rows: readonly Row[],
  rowKey: (row: Row) => RowKey,
  editOf: (row: Row) => Edit,
): EditedRow<Row, Edit>[] {
  const kept = useRef(new Map<RowKey, EditedRow<Row, Edit>>());
  return rows.map((row) => {
    const key = rowKey(row);
    const edit = editOf(row);
    const before = kept.current.get(key);
    if (before?.row === row && sameFields(before.edit, edit)) return before;
    const next = { row, edit };
    kept.current.set(key, next);
    return next;
  });
}

function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.is(x[k], y[k]));
}
