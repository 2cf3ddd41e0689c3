import type { ReportColumnData } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';

type Cell = string | number | null | undefined;

/** A cell as the screen shows it: money from cents, dates MM/DD/YYYY, percents with 2 decimals. */
export function cellText(kind: ReportColumnData['kind'], value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return kind === 'date' ? formatDate(value) || value : value;
  switch (kind) {
    case 'money':
      return formatCents(value);
    case 'percent':
      return `${value.toFixed(2)}%`;
    default:
      return value.toLocaleString('en-US');
  }
}

export function isNumericColumn(kind: ReportColumnData['kind']): boolean {
  return kind === 'money' || kind === 'number' || kind === 'percent';
}
