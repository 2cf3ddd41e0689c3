import { describe, expect, it } from 'vitest';
import { companyUrlProblem, percentOneDecimal, PortalThemes } from './owner-access';

describe('percentOneDecimal (spec 3 §8: registration percentages with one decimal)', () => {
  it('rounds to one decimal', () => {
    expect(percentOneDecimal(1, 3)).toBe(33.3);
    expect(percentOneDecimal(2, 3)).toBe(66.7);
    expect(percentOneDecimal(1, 8)).toBe(12.5);
    expect(percentOneDecimal(7, 7)).toBe(100);
  });
  it('is 0 of nothing', () => {
    expect(percentOneDecimal(0, 0)).toBe(0);
  });
});

describe('portal settings', () => {
  it('has six themes', () => {
    expect(PortalThemes.map((t) => t.Id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('takes a portal address of lowercase letters, digits and inner hyphens', () => {
    expect(companyUrlProblem('acme-hoa')).toBeNull();
    expect(companyUrlProblem('-acme')).not.toBeNull();
    expect(companyUrlProblem('Acme')).not.toBeNull();
    expect(companyUrlProblem('ab')).not.toBeNull();
  });
});
