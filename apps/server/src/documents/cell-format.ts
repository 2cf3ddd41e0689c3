import { formatCents, formatDate } from '@hoa/domain';
import type { CellKind, CellValue } from './report-data';

/** Text of a cell for PDF and Word; money is integer cents, dates 'YYYY-MM-DD'. */
export function cellText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatCents(value) : value;
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : String(value);
    case 'percent':
      return typeof value === 'number' ? `${value.toFixed(3)}%` : value;
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-US') : value;
    case 'text':
      return String(value);
  }
}

/** Spreadsheet value: money in dollars as a number (display only), dates as text. */
export function cellNumber(kind: CellKind, value: CellValue): string | number | null {
  if (value === null) return null;
  if (kind === 'money' && typeof value === 'number') return value / 100;
  if (kind === 'date' && typeof value === 'string') return formatDate(value) || value;
  return value;
}

export const moneyFormat = '#,##0.00;[Red]-#,##0.00';

export function isNumeric(kind: CellKind): boolean {
  return kind === 'money' || kind === 'number' || kind === 'percent';
}
