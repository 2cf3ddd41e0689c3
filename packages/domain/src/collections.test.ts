import { describe, expect, it } from 'vitest';
import { groupMap } from './collections';

describe('groupMap', () => {
  it('groups rows by key in first-seen order, each group in the rows order', () => {
    const rows = [
      { c: 7, id: 1 },
      { c: 3, id: 2 },
      { c: 7, id: 3 },
    ];
    const groups = groupMap(rows, (r) => r.c);
    expect([...groups.keys()]).toEqual([7, 3]);
    expect(groups.get(7)?.map((r) => r.id)).toEqual([1, 3]);
    expect(groups.get(3)?.map((r) => r.id)).toEqual([2]);
    expect(groups.get(5)).toBeUndefined();
  });
});
