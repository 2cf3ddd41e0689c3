import { describe, expect, it } from 'vitest';
import {
  DefaultDistributionMessages as M,
  defaultDistributionProblem,
  splitByPercentages,
} from './default-distributions';

describe('splitByPercentages', () => {
  it('splits $100.00 three ways at 33.333/33.333/33.334 to the cent', () => {
    expect(splitByPercentages(10_000, [33.333, 33.333, 33.334])).toEqual([3333, 3333, 3334]);
  });

  it('always sums to the total, giving leftover cents to the largest remainders', () => {
    expect(splitByPercentages(100, [33.333, 33.333, 33.334])).toEqual([33, 33, 34]);
    expect(splitByPercentages(1, [50, 50])).toEqual([1, 0]);
    expect(splitByPercentages(12_345, [10.5, 89.5])).toEqual([1296, 11049]);
    for (const total of [1, 7, 99, 10_001, 123_457]) {
      const parts = splitByPercentages(total, [12.345, 45.678, 41.977]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('keeps the sign of a negative total and refuses a zero whole', () => {
    expect(splitByPercentages(-10_000, [33.333, 33.333, 33.334])).toEqual([-3333, -3333, -3334]);
    expect(() => splitByPercentages(100, [0])).toThrow(RangeError);
    expect(splitByPercentages(100, [])).toEqual([]);
  });
});

describe('defaultDistributionProblem', () => {
  const good = {
    communityId: 1,
    vendorId: 2,
    lines: [
      { accountId: 3, percentage: 33.333 },
      { accountId: 4, percentage: 33.333 },
      { accountId: 5, percentage: 33.334 },
    ],
  };

  it('accepts percentages totalling 100 to 3 decimals', () => {
    expect(defaultDistributionProblem(good)).toBeNull();
  });

  it('names the first problem in the spec’s words', () => {
    expect(defaultDistributionProblem({ ...good, communityId: null })).toBe(M.communityRequired);
    expect(defaultDistributionProblem({ ...good, vendorId: null })).toBe(M.vendorRequired);
    expect(
      defaultDistributionProblem({ ...good, lines: [{ accountId: null, percentage: 100 }] }),
    ).toBe('Distributions must have an account selected');
    expect(
      defaultDistributionProblem({ ...good, lines: [{ accountId: 1, percentage: null }] }),
    ).toBe('Distributions must have a value');
    expect(
      defaultDistributionProblem({ ...good, lines: [{ accountId: 1, percentage: 99.999 }] }),
    ).toBe('Total percentage should be 100%');
    expect(defaultDistributionProblem({ ...good, lines: [] })).toBe(M.totalPercentage);
  });
});
