import { describe, expect, it } from 'vitest';
import { compactCents, monthLabel, niceTicks } from './chart-scale';

describe('chart scales', () => {
  it('makes round ticks from zero past the largest value', () => {
    expect(niceTicks(120_000)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('labels cents in short dollars', () => {
    expect(compactCents(95_000)).toBe('$950');
    expect(compactCents(123_456)).toBe('$1.2K');
    expect(compactCents(250_000_000)).toBe('$2.5M');
    expect(compactCents(-5_000)).toBe('-$50');
  });

  it('names months', () => {
    expect(monthLabel('2026-03')).toBe('Mar 26');
    expect(monthLabel('2025-12')).toBe('Dec 25');
  });
});
