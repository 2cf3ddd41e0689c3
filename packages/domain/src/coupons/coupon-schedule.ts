// Coupon books: one payment coupon per month from a starting month, each for the recurring
// charges that fall due in that month. A charge recurs by its code's frequency (monthly every
// month, bi-monthly every 2, quarterly every 3, semi-yearly every 6, yearly every 12 months)
// counted from its start date's month, or from January when it has none; it is due only between
// its start and end dates. Other frequencies (weekly, daily, once, none) are not billed by coupon.
import { daysInMonth, toIsoDate, type IsoDate } from '../dates';
import type { Cents } from '../money';
import { FrequencyId } from '../static-data/codes';

export const CouponLimits = { minCount: 1, maxCount: 24, maxDueDay: 31 } as const;

const monthsBetweenCoupons: Partial<Record<number, number>> = {
  [FrequencyId.Monthly]: 1,
  [FrequencyId.BiMonthly]: 2,
  [FrequencyId.Quarterly]: 3,
  [FrequencyId.SemiYearly]: 6,
  [FrequencyId.Yearly]: 12,
};

/** Whether a frequency is billed by coupon. */
export function isCouponFrequency(frequencyId: number | null): boolean {
  return frequencyId !== null && monthsBetweenCoupons[frequencyId] !== undefined;
}

export interface RecurringCharge {
  readonly CodeAlias: string;
  readonly FrequencyId: number | null;
  readonly AmountCents: Cents;
  readonly StartDate: IsoDate | null;
  readonly EndDate: IsoDate | null;
}

export interface CouponBookRequest {
  readonly Year: number;
  /** 1 (January) to 12. */
  readonly StartMonth: number;
  /** How many monthly coupons. */
  readonly Count: number;
  /** The day of the month each coupon is due (1 to 31; a shorter month uses its last day). */
  readonly DueDay: number;
}

export interface Coupon {
  /** 1 for the first coupon of the book. */
  readonly Sequence: number;
  readonly DueDate: IsoDate;
  readonly AmountCents: Cents;
  /** The aliases of the charges the amount is made of. */
  readonly CodeAliases: readonly string[];
}

/** Months since year 0, so months of different years compare and subtract. */
const monthNumber = (year: number, month: number) => year * 12 + month - 1;
const monthOf = (iso: IsoDate) => monthNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));

function isDueInMonth(charge: RecurringCharge, month: number): boolean {
  const step = charge.FrequencyId === null ? undefined : monthsBetweenCoupons[charge.FrequencyId];
  if (step === undefined) return false;
  if (charge.StartDate !== null && month < monthOf(charge.StartDate)) return false;
  if (charge.EndDate !== null && month > monthOf(charge.EndDate)) return false;
  const anchor = charge.StartDate === null ? 0 : monthOf(charge.StartDate);
  return (((month - anchor) % step) + step) % step === 0;
}

/** The coupons of a book: one per month, each with the charges due that month. */
export function couponSchedule(
  request: CouponBookRequest,
  charges: readonly RecurringCharge[],
): Coupon[] {
  const first = monthNumber(request.Year, request.StartMonth);
  return Array.from({ length: request.Count }, (_, i) => {
    const month = first + i;
    const year = Math.floor(month / 12);
    const monthOfYear = (month % 12) + 1;
    const due = charges.filter((charge) => isDueInMonth(charge, month));
    const day = Math.min(request.DueDay, daysInMonth(year, monthOfYear));
    return {
      Sequence: i + 1,
      DueDate: toIsoDate(year, monthOfYear, day),
      AmountCents: due.reduce((sum, charge) => sum + charge.AmountCents, 0),
      CodeAliases: due.map((charge) => charge.CodeAlias),
    };
  });
}
