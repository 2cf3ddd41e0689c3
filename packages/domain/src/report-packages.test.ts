import { describe, expect, it } from 'vitest';
import {
  isReportPackageFormat,
  packageAssembly,
  packageBookmarks,
  packageFileName,
  packagePageLabel,
  uniqueSheetNames,
} from './report-packages';

describe('report packages', () => {
  it('assembles the cover first, then the items by sequence', () => {
    const parts = packageAssembly('cover.png', [
      { Type: 'Pdf', DisplayName: 'Minutes', pdf: 7, Sequence: 2 },
      { Type: 'Report', DisplayName: 'Balance sheet', report: 'BalanceSheet', Sequence: 1 },
      { Type: 'Report', DisplayName: 'Income statement', report: 'IncomeStatement', Sequence: 3 },
    ]);
    expect(parts.map((p) => (p.Type === 'Cover' ? 'cover' : p.DisplayName))).toEqual([
      'cover',
      'Balance sheet',
      'Minutes',
      'Income statement',
    ]);
    const bare = packageAssembly(null, [
      { Type: 'Report', DisplayName: 'Trial balance', report: 'TrialBalance', Sequence: 5 },
    ]);
    expect(bare.map((p) => p.Type)).toEqual(['Report']);
  });

  it('bookmarks each item at its first page, after the cover', () => {
    expect(
      packageBookmarks([
        { title: null, pageCount: 1 },
        { title: 'Balance sheet', pageCount: 2 },
        { title: 'Empty', pageCount: 0 },
        { title: 'Minutes', pageCount: 3 },
        { title: 'Income statement', pageCount: 1 },
      ]),
    ).toEqual([
      { title: 'Balance sheet', pageIndex: 1 },
      { title: 'Minutes', pageIndex: 3 },
      { title: 'Income statement', pageIndex: 6 },
    ]);
  });

  it('numbers pages across the whole file', () => {
    expect([1, 2, 7].map((n) => packagePageLabel(n, 7))).toEqual([
      'Page 1 of 7',
      'Page 2 of 7',
      'Page 7 of 7',
    ]);
  });

  it('takes PDF and xlsx only', () => {
    expect([0, 1, 2, 3].map(isReportPackageFormat)).toEqual([true, false, true, false]);
  });

  it('names sheets uniquely within 31 characters, without Excel’s reserved characters', () => {
    const long = 'Aged Owner Balance Detail by Owner and Period';
    const names = uniqueSheetNames(['Balance sheet', 'balance sheet', 'A/B: [x]?', long, long, '']);
    expect(names).toEqual([
      'Balance sheet',
      'balance sheet (2)',
      'A B   x',
      'Aged Owner Balance Detail by Ow',
      'Aged Owner Balance Detail b (2)',
      'Report',
    ]);
    expect(names.every((n) => n.length <= 31)).toBe(true);
  });

  it('makes file names of letters, digits, dots and dashes', () => {
    expect(packageFileName('Board pack', 'Oak Hill #2')).toBe('Board-pack-Oak-Hill-2');
    expect(packageFileName('***')).toBe('package');
  });
});
