import { describe, expect, it } from 'vitest';
import { FrequencyId } from '../static-data/codes';
import { addMonths, generatePeriods, isOutsideOperatingPeriod } from './periods';

describe('accounting periods (spec 2 §5)', () => {
  it('makes 12 calendar months from January 1', () => {
    const periods = generatePeriods('2026-01-01', FrequencyId.Monthly);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ PeriodOrder: 1, StartDate: '2026-01-01', EndDate: '2026-01-31' });
    expect(periods[1]).toEqual({ PeriodOrder: 2, StartDate: '2026-02-01', EndDate: '2026-02-28' });
    expect(periods[11]).toEqual({
      PeriodOrder: 12,
      StartDate: '2026-12-01',
      EndDate: '2026-12-31',
    });
  });
  it('ends a period one month later when it does not start on day 1', () => {
    const periods = generatePeriods('2026-03-15', FrequencyId.Monthly);
    expect(periods[0]).toEqual({ PeriodOrder: 1, StartDate: '2026-03-15', EndDate: '2026-04-14' });
    expect(periods[1]?.StartDate).toBe('2026-04-15');
    expect(periods[11]?.EndDate).toBe('2027-03-14');
  });
  it('makes 4 quarters each ending at a month end', () => {
    const periods = generatePeriods('2026-07-01', FrequencyId.Quarterly);
    expect(periods.map((p) => [p.StartDate, p.EndDate])).toEqual([
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
      ['2027-04-01', '2027-06-30'],
    ]);
  });
  it('leaves no gap and no overlap, in leap years too', () => {
    for (const start of ['2024-01-01', '2024-02-29', '2023-11-30']) {
      const periods = generatePeriods(start, FrequencyId.Monthly);
      for (let i = 1; i < periods.length; i++) {
        const prevEnd = periods[i - 1]?.EndDate ?? '';
        const next = new Date(`${prevEnd}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(periods[i]?.StartDate).toBe(next.toISOString().slice(0, 10));
      }
    }
  });
  it('refuses other frequencies', () => {
    expect(() => generatePeriods('2026-01-01', FrequencyId.Weekly)).toThrow(RangeError);
  });
  it('clamps month arithmetic to the month length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('puts fiscal years more than 2 years away outside the operating period', () => {
    expect(isOutsideOperatingPeriod('2024-01-01', '2026-11-20')).toBe(false);
    expect(isOutsideOperatingPeriod('2023-01-01', '2026-11-20')).toBe(true);
    expect(isOutsideOperatingPeriod('2028-01-01', '2026-11-20')).toBe(false);
    expect(isOutsideOperatingPeriod('2029-01-01', '2026-11-20')).toBe(true);
  });
});
