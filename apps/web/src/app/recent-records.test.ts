import { describe, expect, it } from 'vitest';
import { MaxRecentRecords, withRecent, type RecentRecord } from './recent-records';

const record = (n: number): RecentRecord => ({
  href: `/view/${n}`,
  label: `Owner ${n}`,
  kind: 'Owner',
});

describe('withRecent', () => {
  it('puts the record first, once', () => {
    const list = withRecent([record(1), record(2), record(3)], record(2));
    expect(list.map((r) => r.href)).toEqual(['/view/2', '/view/1', '/view/3']);
  });

  it('keeps the latest few', () => {
    let list: RecentRecord[] = [];
    for (let n = 1; n <= MaxRecentRecords + 3; n += 1) list = withRecent(list, record(n));
    expect(list).toHaveLength(MaxRecentRecords);
    expect(list[0]?.href).toBe(`/view/${MaxRecentRecords + 3}`);
  });
});
