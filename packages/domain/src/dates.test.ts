import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isBusinessDate, isValidIsoDate, parseUserDate } from './dates';

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
