/** The furthest a time zone is from UTC, in minutes (UTC-12:00 to UTC+14:00). */
export const MaxTimeZoneOffsetMinutes = 840;

/**
 * An instant written in the caller's local time (the feeds' timeZoneOffset, spec 1 §7): the
 * offset is JavaScript's getTimezoneOffset, minutes behind UTC (300 for UTC-05:00), so the same
 * instant reads as the caller's wall clock with its offset ('2026-12-01T19:04:05-05:00').
 */
export function instantAtOffset(instant: string | Date, timeZoneOffset: number): string {
  const at = new Date(new Date(instant).getTime() - timeZoneOffset * 60_000);
  const ahead = -timeZoneOffset;
  const sign = ahead < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(ahead) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(ahead) % 60).padStart(2, '0');
  return `${at.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}
