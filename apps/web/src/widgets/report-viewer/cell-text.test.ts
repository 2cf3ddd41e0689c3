import { describe, expect, it } from 'vitest';
import { cellText, isNumericColumn } from './cell-text';

describe('report cells on screen', () => {
  it('formats money, dates, percents and numbers', () => {
    expect(cellText('money', 123_456)).toBe('$1,234.56');
    expect(cellText('money', -5)).toBe('-$0.05');
    expect(cellText('date', '2026-03-31')).toBe('03/31/2026');
    expect(cellText('percent', -16.666)).toBe('-16.67%');
    expect(cellText('number', 12_000)).toBe('12,000');
    expect(cellText('text', 'Operating Cash')).toBe('Operating Cash');
    expect(cellText('money', null)).toBe('');
    expect(cellText('text', undefined)).toBe('');
  });
  it('right-aligns the numeric kinds', () => {
    expect(
      ['text', 'date', 'money', 'number', 'percent'].map((k) => isNumericColumn(k as never)),
    ).toEqual([false, false, true, true, true]);
  });
});
