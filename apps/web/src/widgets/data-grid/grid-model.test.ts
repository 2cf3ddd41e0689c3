import { describe, expect, it } from 'vitest';
import {
  compareValues,
  moveFocus,
  nextSort,
  selectionState,
  sortRows,
  startsOfGroups,
  toggleAll,
  toggleKey,
} from './grid-model';

describe('selection', () => {
  it('toggles one key without changing the set it was given', () => {
    const before = new Set([1, 2]);
    expect([...toggleKey(before, 3)]).toEqual([1, 2, 3]);
    expect([...toggleKey(before, 2)]).toEqual([1]);
    expect([...before]).toEqual([1, 2]);
  });

  it('tells none, some or all of the selectable rows', () => {
    expect(selectionState(new Set(), [1, 2])).toBe('none');
    expect(selectionState(new Set([2, 9]), [1, 2])).toBe('some');
    expect(selectionState(new Set([1, 2, 9]), [1, 2])).toBe('all');
    expect(selectionState(new Set(), [])).toBe('none');
  });

  it('selects all the listed rows, or clears them when all were selected, keeping other keys', () => {
    expect([...toggleAll(new Set([9, 1]), [1, 2])].sort()).toEqual([1, 2, 9]);
    expect([...toggleAll(new Set([9, 1, 2]), [1, 2])]).toEqual([9]);
  });
});

describe('sorting', () => {
  it('cycles a column through ascending, descending and unsorted; another column starts over', () => {
    const asc = nextSort(null, 'amount');
    expect(asc).toEqual({ columnId: 'amount', direction: 'asc' });
    const desc = nextSort(asc, 'amount');
    expect(desc).toEqual({ columnId: 'amount', direction: 'desc' });
    expect(nextSort(desc, 'amount')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });

  it('compares numbers by value and text with its numbers read as numbers', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('PT0002', 'PT0010')).toBeLessThan(0);
    expect(compareValues('Unit 2', 'unit 10')).toBeLessThan(0);
  });

  it('sorts stably with empty values last in both directions', () => {
    const rows = [
      { id: 'a', v: 2 },
      { id: 'b', v: null },
      { id: 'c', v: 1 },
      { id: 'd', v: 2 },
    ];
    const ids = (direction: 'asc' | 'desc') =>
      sortRows(rows, (r) => r.v, direction).map((r) => r.id);
    expect(ids('asc')).toEqual(['c', 'a', 'd', 'b']);
    expect(ids('desc')).toEqual(['a', 'd', 'c', 'b']);
  });
});

describe('keyboard movement', () => {
  it('moves by one, by a page and to either end, within the rows', () => {
    expect(moveFocus('ArrowDown', 0, 5, 3)).toBe(1);
    expect(moveFocus('ArrowDown', 4, 5, 3)).toBe(4);
    expect(moveFocus('ArrowUp', 0, 5, 3)).toBe(0);
    expect(moveFocus('PageDown', 1, 5, 3)).toBe(4);
    expect(moveFocus('PageUp', 4, 5, 3)).toBe(1);
    expect(moveFocus('Home', 3, 5, 3)).toBe(0);
    expect(moveFocus('End', 0, 5, 3)).toBe(4);
    expect(moveFocus('Enter', 0, 5, 3)).toBeNull();
    expect(moveFocus('ArrowDown', 0, 0, 3)).toBeNull();
  });
});

describe('groups', () => {
  it('starts a group at the first row and wherever the group changes', () => {
    const rows = ['Asset', 'Asset', 'Liability', 'Equity', 'Equity'];
    expect(startsOfGroups(rows, (row) => row)).toEqual([true, false, true, true, false]);
    expect(startsOfGroups([], (row: string) => row)).toEqual([]);
  });
});
