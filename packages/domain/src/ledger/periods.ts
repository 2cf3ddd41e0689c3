import { daysInMonth, toIsoDate, type IsoDate } from '../dates';
import { FrequencyId } from '../static-data/codes';

export interface PeriodRange {
  PeriodOrder: number;
  StartDate: IsoDate;
  EndDate: IsoDate;
}

function parts(iso: IsoDate): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
}

/** The same day n months later, clamped to the month's length. */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIsoDate(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(iso);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function endOfMonth(iso: IsoDate): IsoDate {
  const [y, m] = parts(iso);
  return toIsoDate(y, m, daysInMonth(y, m));
}

/**
 * The periods of a fiscal year (spec 2 §5 'Accounting periods'): monthly is 12 periods, quarterly
 * 4; the first starts at the start date; a monthly period ends at month end if it starts on day 1,
 * otherwise one month later; a quarterly period spans three months to a month end.
 */
export function generatePeriods(startDate: IsoDate, frequencyId: number): PeriodRange[] {
  const quarterly = frequencyId === FrequencyId.Quarterly;
  if (!quarterly && frequencyId !== FrequencyId.Monthly) {
    throw new RangeError(
      `Accounting periods are monthly (4) or quarterly (5), not ${frequencyId}.`,
    );
  }
  const count = quarterly ? 4 : 12;
  const periods: PeriodRange[] = [];
  let start = startDate;
  for (let order = 1; order <= count; order++) {
    const end = quarterly
      ? endOfMonth(addMonths(start, 2))
      : parts(start)[2] === 1
        ? endOfMonth(start)
        : addDays(addMonths(start, 1), -1);
    periods.push({ PeriodOrder: order, StartDate: start, EndDate: end });
    start = addDays(end, 1);
  }
  return periods;
}

/** The fiscal year of a date: the first period starts January 1 of the current year by default. */
export function defaultFirstPeriodStart(today: IsoDate): IsoDate {
  return `${today.slice(0, 4)}-01-01`;
}

/** Operating window: a fiscal year more than 2 years before or after the date is outside it. */
export const OperatingWindowYears = 2;

export function isOutsideOperatingPeriod(fiscalYearStart: IsoDate, today: IsoDate): boolean {
  const years = Number(fiscalYearStart.slice(0, 4)) - Number(today.slice(0, 4));
  return Math.abs(years) > OperatingWindowYears;
}
