import { toAscii } from '../text/ascii';

// Helpers of the fixed-width bank formats (NACHA, BAI lockbox): fields by 1-based column.

/** Upper-case printable ASCII (transliterated: ø → O, ß → SS), left-justified and space-filled (or cut) to `width`. */
export function alpha(value: string, width: number): string {
  return toAscii(value).toUpperCase().slice(0, width).padEnd(width, ' ');
}

/** Digits, right-justified and zero-filled; refuses values that do not fit. */
export function numeric(value: number | string, width: number): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (!/^\d*$/.test(text)) throw new RangeError(`Not digits: ${text}`);
  if (text.length > width) throw new RangeError(`${text} does not fit in ${width} digits`);
  return text.padStart(width, '0');
}

/** The text of columns `from`..`to` (1-based, inclusive). */
export function field(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

/** YYMMDD of an ISO date. */
export function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

/** An ISO date of YYMMDD (years 2000-2099), or null when it is not a date. */
export function fromYymmdd(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const iso = `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The lines of a file whatever its line endings (LF, CRLF, CR), without a trailing empty one. */
export function fileLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
