// Banking days of the Federal Reserve (the ACH operator): the days a NACHA file's effective entry
// date may name, and the prenote wait before the first live entry to an account.
import { daysInMonth, formatDate, isValidIsoDate, toIsoDate, type IsoDate } from '../dates';

export interface BankHoliday {
  name: string;
  /** The holiday's own date. */
  date: IsoDate;
  /** The weekday the Federal Reserve Banks are closed for it: null when it falls on a Saturday. */
  closed: IsoDate | null;
}

const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const Sunday = 0;
const Monday = 1;
const Thursday = 4;
const Saturday = 6;

function parts(iso: IsoDate): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function shift(iso: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(iso);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return toIsoDate(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The n-th (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = weekdayOf(year, month, 1);
  return toIsoDate(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): IsoDate {
  const last = daysInMonth(year, month);
  return toIsoDate(year, month, last - ((weekdayOf(year, month, last) - weekday + 7) % 7));
}

/** Juneteenth National Independence Day is a Federal Reserve holiday from 2022 on. */
export const FirstJuneteenthYear = 2022;

/**
 * The Federal Reserve System's holidays of a year (the Reserve Banks' published holiday schedule)
 * and the day each closes the Reserve Banks. The Federal Reserve's rule for holidays on a weekend:
 * "For holidays falling on Saturday, Federal Reserve Banks and Branches will be open the preceding
 * Friday. For holidays falling on Sunday, all Federal Reserve Banks and Branches will be closed the
 * following Monday." So a Saturday holiday closes no weekday (2021-12-24 and 2026-07-03 are banking
 * days), and a Sunday holiday closes the Monday after it (2022-12-26, 2027-07-05). No closure moves
 * into another year, since only Sundays move and they move forward within the week.
 */
export function federalReserveHolidays(year: number): BankHoliday[] {
  const dated: [string, IsoDate][] = [
    ["New Year's Day", toIsoDate(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, Monday, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, Monday, 3)],
    ['Memorial Day', lastWeekday(year, 5, Monday)],
    ...(year >= FirstJuneteenthYear
      ? [['Juneteenth National Independence Day', toIsoDate(year, 6, 19)] as [string, IsoDate]]
      : []),
    ['Independence Day', toIsoDate(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, Monday, 1)],
    ['Columbus Day', nthWeekday(year, 10, Monday, 2)],
    ['Veterans Day', toIsoDate(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, Thursday, 4)],
    ['Christmas Day', toIsoDate(year, 12, 25)],
  ];
  return dated.map(([name, date]) => {
    const weekday = weekdayOf(...parts(date));
    const closed = weekday === Saturday ? null : weekday === Sunday ? shift(date, 1) : date;
    return { name, date, closed };
  });
}

/**
 * Why the Federal Reserve Banks are closed on a day, or null on a banking day: the weekday's name
 * for a weekend ('Saturday'), the holiday's name, with ', observed' when the day is the Monday
 * after a Sunday holiday ('Christmas Day, observed').
 */
export function bankClosure(iso: IsoDate): string | null {
  const [y, m, d] = parts(iso);
  const weekday = weekdayOf(y, m, d);
  if (weekday === Saturday || weekday === Sunday) return weekdayNames[weekday] ?? null;
  const holiday = federalReserveHolidays(y).find((h) => h.closed === iso);
  if (!holiday) return null;
  return holiday.date === iso ? holiday.name : `${holiday.name}, observed`;
}

/** A weekday on which the Federal Reserve Banks are open (no holiday closes them). */
export function isBankingDay(iso: IsoDate): boolean {
  return bankClosure(iso) === null;
}

/** The first banking day after the day (not the day itself). */
export function nextBankingDay(iso: IsoDate): IsoDate {
  let day = shift(iso, 1);
  while (!isBankingDay(day)) day = shift(day, 1);
  return day;
}

/** The day itself when it is a banking day, else the next banking day. */
export function bankingDayOnOrAfter(iso: IsoDate): IsoDate {
  return isBankingDay(iso) ? iso : nextBankingDay(iso);
}

/**
 * The day `n` banking days after (or, for a negative n, before) the day: addBankingDays(friday, 1)
 * is the Monday after, addBankingDays(saturday, 1) too; n = 0 gives the day itself.
 */
export function addBankingDays(iso: IsoDate, n: number): IsoDate {
  const step = n < 0 ? -1 : 1;
  let day = iso;
  for (let left = Math.abs(n); left > 0;) {
    day = shift(day, step);
    if (isBankingDay(day)) left--;
  }
  return day;
}

/**
 * NACHA: after a prenotification entry an originator waits 3 banking days after its settlement
 * (effective) date before the first live entry to that account.
 */
export const PrenoteWaitBankingDays = 3;

/** The earliest effective entry date of a live entry to an account prenoted with this date. */
export function firstLiveEntryDate(prenoteEffectiveDate: IsoDate): IsoDate {
  return addBankingDays(prenoteEffectiveDate, PrenoteWaitBankingDays);
}

/** The earliest effective entry date a file made today may carry: today when it is a banking day. */
export function earliestEffectiveEntryDate(today: IsoDate): IsoDate {
  return bankingDayOnOrAfter(today);
}

/** The effective entry date a screen proposes: the next banking day after today. */
export function proposedEffectiveEntryDate(today: IsoDate): IsoDate {
  return nextBankingDay(today);
}

/**
 * Why a NACHA file's effective entry date would not be taken by the bank, or null: it must be a
 * banking day (no weekend, no Federal Reserve holiday) and not before `today` (the caller's day;
 * the domain reads no clock). The message proposes the next date that is.
 */
export function effectiveEntryDateProblem(date: IsoDate, today: IsoDate): string | null {
  if (!isValidIsoDate(date)) return `The effective entry date ${date} is not a date.`;
  // Days in the message are shown as everywhere on screen (MM/DD/YYYY).
  if (date < today)
    return (
      `The effective entry date ${formatDate(date)} is in the past; the earliest effective entry ` +
      `date is ${formatDate(earliestEffectiveEntryDate(today))}.`
    );
  const closure = bankClosure(date);
  if (closure)
    return (
      `The effective entry date ${formatDate(date)} is not a banking day (${closure}); the next ` +
      `banking day is ${formatDate(nextBankingDay(date))}.`
    );
  return null;
}
