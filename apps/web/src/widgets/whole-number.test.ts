import { describe, expect, it } from 'vitest';
import { wholeNumberOf, wholeNumberProblem } from './whole-number';

describe('whole numbers of a NumberInput', () => {
  it('reads a whole number, and nothing else', () => {
    expect(wholeNumberOf(12)).toBe(12);
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf(1.5)).toBeNull();
    expect(wholeNumberOf('99999999999999999999')).toBeNull();
  });

  it('says the range a value is outside of; empty passes only where it is optional', () => {
    const range = { min: 0, max: 100_000 };
    expect(wholeNumberProblem(5, range)).toBeNull();
    expect(wholeNumberProblem(100_001, range)).toBe('Enter a whole number from 0 to 100,000.');
    expect(wholeNumberProblem('', range)).toBe('Enter a whole number from 0 to 100,000.');
    expect(wholeNumberProblem('', { ...range, optional: true })).toBeNull();
  });
});
