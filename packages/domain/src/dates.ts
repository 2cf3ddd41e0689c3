// Days are 'YYYY-MM-DD' strings; display is MM/DD/YYYY and MM/DD/YYYY h:mm A (spec 1 §9).
export type IsoDate = string;

/** Business dates (post dates, periods, due dates) lie in this range, both ends included. */
export const FirstBusinessDate: IsoDate = '1900-01-01';
export const LastBusinessDate: IsoDate = '2100-12-31';

export function isBusinessDate(value: IsoDate): boolean {
  return value >= FirstBusinessDate && value <= LastBusinessDate;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(value: string): boolean {
  const m = isoPattern.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Accepts M-d-yyyy, M/d/yyyy, M-d-yy and M/d/yy (spec 1 §5); two-digit years are 20yy. */
export function parseUserDate(input: string): IsoDate | null {
  const m = /^(\d{1,2})([-/])(\d{1,2})\2(\d{2}|\d{4})$/.exec(input.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[3]);
  const yearText = m[4] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const iso = toIsoDate(year, month, day);
  return isValidIsoDate(iso) && isBusinessDate(iso) ? iso : null;
}

/** What the text of a date field holds: nothing, a day, or not (yet) a day. */
export type DateEntry =
  | { kind: 'empty' }
  | { kind: 'date'; date: IsoDate }
  /** Still being typed: more keystrokes can make it a day (`11/0`, `11/01/20`, `11/01/202`). */
  | { kind: 'incomplete' }
  | { kind: 'invalid' };

/** The message under a date field whose text is not a day of the accepted forms. */
export const DateEntryMessages = {
  invalid: 'Enter a date as MM/DD/YYYY.',
} as const;

// What the user may have typed so far of M/d/yyyy or M-d-yyyy, one separator throughout.
const datePrefixPattern = /^\d{1,2}(?:([-/])(?:\d{1,2}(?:\1\d{0,4})?)?)?$/;
const dateEntryPattern = /^(\d{1,2})([-/])(\d{1,2})\2(\d{2}|\d{4})$/;

/** Whether some business date has a four-digit year starting with these two digits (19, 20, 21). */
function startsBusinessYear(twoDigits: string): boolean {
  const first = Number(twoDigits) * 100;
  return (
    first + 99 >= Number(FirstBusinessDate.slice(0, 4)) &&
    first <= Number(LastBusinessDate.slice(0, 4))
  );
}

/**
 * Reads the text of a date field (spec 1 §5: M-d-yyyy, M/d/yyyy, M-d-yy, M/d/yy), never rewriting
 * it. While the user types (`final` false) a two-digit year is read only when no four-digit
 * business year starts with it (`3/7/26` is 2026-03-07 at once; `11/01/20` waits, it may become
 * 11/01/2026); when the user leaves the field or presses Enter (`final` true) it is 20yy, and
 * whatever is not a day is invalid.
 */
export function readDateEntry(text: string, final: boolean): DateEntry {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const m = dateEntryPattern.exec(value);
  const yearText = m?.[4] ?? '';
  if (m && (yearText.length === 4 || final || !startsBusinessYear(yearText))) {
    const date = parseUserDate(value);
    return date ? { kind: 'date', date } : { kind: 'invalid' };
  }
  return !final && datePrefixPattern.test(value) ? { kind: 'incomplete' } : { kind: 'invalid' };
}

export function formatDate(iso: IsoDate): string {
  const m = isoPattern.exec(iso);
  if (!m) return '';
  return `${m[2] ?? ''}/${m[3] ?? ''}/${m[1] ?? ''}`;
}

/** MM/DD/YYYY h:mm A in the viewer's local time. */
export function formatDateTime(instant: Date): string {
  const hours = instant.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const date = `${pad(instant.getMonth() + 1)}/${pad(instant.getDate())}/${instant.getFullYear()}`;
  return `${date} ${h12}:${pad(instant.getMinutes())} ${suffix}`;
}

/** The months' names, January first. */
export const MonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
