import { describe, expect, it } from 'vitest';
import { FrequencyId } from '../static-data/codes';
import { couponSchedule, isCouponFrequency, type RecurringCharge } from './coupon-schedule';

const charge = (over: Partial<RecurringCharge>): RecurringCharge => ({
  CodeAlias: 'ASMT',
  FrequencyId: FrequencyId.Monthly,
  AmountCents: 25_000,
  StartDate: null,
  EndDate: null,
  ...over,
});

describe('coupon schedule', () => {
  it('makes one coupon a month from the start month, into the next year', () => {
    const book = couponSchedule({ Year: 2026, StartMonth: 11, Count: 4, DueDay: 1 }, [charge({})]);
    expect(book.map((c) => [c.Sequence, c.DueDate, c.AmountCents])).toEqual([
      [1, '2026-11-01', 25_000],
      [2, '2026-12-01', 25_000],
      [3, '2027-01-01', 25_000],
      [4, '2027-02-01', 25_000],
    ]);
  });
  it('uses the last day of a short month for a late due day', () => {
    const book = couponSchedule({ Year: 2028, StartMonth: 1, Count: 3, DueDay: 31 }, [charge({})]);
    expect(book.map((c) => c.DueDate)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });
  it('adds quarterly and yearly charges in their months, counted from their start', () => {
    const book = couponSchedule({ Year: 2026, StartMonth: 1, Count: 12, DueDay: 15 }, [
      charge({}),
      charge({
        CodeAlias: 'RES',
        FrequencyId: FrequencyId.Quarterly,
        AmountCents: 9_000,
        StartDate: '2025-02-10',
      }),
      charge({ CodeAlias: 'POOL', FrequencyId: FrequencyId.Yearly, AmountCents: 12_000 }),
    ]);
    expect(book.map((c) => c.AmountCents)).toEqual([
      37_000, 34_000, 25_000, 25_000, 34_000, 25_000, 25_000, 34_000, 25_000, 25_000, 34_000,
      25_000,
    ]);
    expect(book[0]?.CodeAliases).toEqual(['ASMT', 'POOL']);
    expect(book[1]?.CodeAliases).toEqual(['ASMT', 'RES']);
  });
  it('bills bi-monthly and semi-yearly charges every 2 and 6 months', () => {
    const book = couponSchedule({ Year: 2026, StartMonth: 1, Count: 7, DueDay: 1 }, [
      charge({ FrequencyId: FrequencyId.BiMonthly, AmountCents: 100, StartDate: '2026-01-01' }),
      charge({ FrequencyId: FrequencyId.SemiYearly, AmountCents: 1, StartDate: '2025-07-01' }),
    ]);
    expect(book.map((c) => c.AmountCents)).toEqual([101, 0, 100, 0, 100, 0, 101]);
  });
  it('bills a charge only between its start and end months', () => {
    const book = couponSchedule({ Year: 2026, StartMonth: 1, Count: 6, DueDay: 1 }, [
      charge({ CodeAlias: 'SPEC', StartDate: '2026-03-20', EndDate: '2026-04-05' }),
    ]);
    expect(book.map((c) => c.AmountCents)).toEqual([0, 0, 25_000, 25_000, 0, 0]);
  });
  it('leaves out charges that are not billed by coupon', () => {
    expect(isCouponFrequency(FrequencyId.Once)).toBe(false);
    expect(isCouponFrequency(null)).toBe(false);
    expect(isCouponFrequency(FrequencyId.Quarterly)).toBe(true);
    const book = couponSchedule({ Year: 2026, StartMonth: 1, Count: 2, DueDay: 1 }, [
      charge({ FrequencyId: FrequencyId.Once }),
      charge({ FrequencyId: FrequencyId.Weekly }),
    ]);
    expect(book.map((c) => c.AmountCents)).toEqual([0, 0]);
  });
});
