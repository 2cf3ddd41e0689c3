import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  isBusinessDate,
  isValidIsoDate,
  parseUserDate,
  readDateEntry,
} from './dates';

describe('dates', () => {
  it('accepts the four entry formats of spec 1 §5', () => {
    expect(parseUserDate('3-7-2026')).toBe('2026-03-07');
    expect(parseUserDate('3/7/2026')).toBe('2026-03-07');
    expect(parseUserDate('3-7-26')).toBe('2026-03-07');
    expect(parseUserDate('03/07/26')).toBe('2026-03-07');
  });
  it('refuses impossible and mixed-separator dates', () => {
    expect(parseUserDate('2/30/2026')).toBeNull();
    expect(parseUserDate('3-7/2026')).toBeNull();
    expect(parseUserDate('2026-03-07')).toBeNull();
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
  });
  it('keeps business dates within 1900-2100', () => {
    expect(isBusinessDate('1900-01-01')).toBe(true);
    expect(isBusinessDate('2100-12-31')).toBe(true);
    expect(isBusinessDate('1899-12-31')).toBe(false);
    expect(isBusinessDate('2101-01-01')).toBe(false);
    expect(parseUserDate('1/1/1899')).toBeNull();
    expect(parseUserDate('12/31/2100')).toBe('2100-12-31');
  });
  it('displays MM/DD/YYYY and MM/DD/YYYY h:mm A', () => {
    expect(formatDate('2026-11-05')).toBe('11/05/2026');
    expect(formatDateTime(new Date(2026, 10, 5, 0, 7))).toBe('11/05/2026 12:07 AM');
    expect(formatDateTime(new Date(2026, 10, 5, 13, 30))).toBe('11/05/2026 1:30 PM');
  });
});

describe('date field entry (readDateEntry)', () => {
  const typing = (text: string) => readDateEntry(text, false);
  const left = (text: string) => readDateEntry(text, true);
  it('reads a complete date of the four forms while typing', () => {
    expect(typing('11/01/2026')).toEqual({ kind: 'date', date: '2026-11-01' });
    expect(typing('11-1-2026')).toEqual({ kind: 'date', date: '2026-11-01' });
    expect(typing('3/7/26')).toEqual({ kind: 'date', date: '2026-03-07' });
    expect(typing('3-7-99')).toEqual({ kind: 'date', date: '2099-03-07' });
  });
  it('waits while a two-digit year may still become a four-digit one (11/01/20 is not 2020)', () => {
    for (const text of [
      '1',
      '11',
      '11/',
      '11/0',
      '11/01',
      '11/01/',
      '11/01/2',
      '11/01/20',
      '11/01/202',
    ]) {
      expect(typing(text), text).toEqual({ kind: 'incomplete' });
    }
    expect(typing('1/1/19')).toEqual({ kind: 'incomplete' });
    expect(typing('1/1/21')).toEqual({ kind: 'incomplete' });
  });
  it('reads a two-digit year as 20yy when the user leaves the field', () => {
    expect(left('11/01/20')).toEqual({ kind: 'date', date: '2020-11-01' });
    expect(left('1/1/19')).toEqual({ kind: 'date', date: '2019-01-01' });
    expect(left('11/01/202')).toEqual({ kind: 'invalid' });
    expect(left('11/01')).toEqual({ kind: 'invalid' });
  });
  it('reads empty as empty and refuses what is not a day', () => {
    expect(typing('')).toEqual({ kind: 'empty' });
    expect(left('  ')).toEqual({ kind: 'empty' });
    expect(typing('abc')).toEqual({ kind: 'invalid' });
    expect(typing('11/01-2026')).toEqual({ kind: 'invalid' });
    expect(typing('2/30/2026')).toEqual({ kind: 'invalid' });
    expect(typing('13/01/2026')).toEqual({ kind: 'invalid' });
    expect(typing('1/1/2101')).toEqual({ kind: 'invalid' });
    expect(left('2026-11-01')).toEqual({ kind: 'invalid' });
    expect(typing('11/01/20261')).toEqual({ kind: 'invalid' });
  });
});
