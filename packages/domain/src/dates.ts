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
