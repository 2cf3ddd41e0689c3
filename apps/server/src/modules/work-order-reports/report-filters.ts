import { formatDate, ReportMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';

/** The date range every report of the module takes (on the received or the work order day). */
export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A range whose start is after its end is refused (400). */
export function checkRange(f: DateRange): void {
  if (f.startDate && f.endDate && f.startDate > f.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
}

/** What the subtitle says of a range, e.g. 'Received 03/01/2026 - 03/31/2026'. */
export function rangeLine(f: DateRange, dated: string): string {
  if (f.startDate && f.endDate)
    return `${dated} ${formatDate(f.startDate)} - ${formatDate(f.endDate)}`;
  if (f.startDate) return `${dated} on or after ${formatDate(f.startDate)}`;
  if (f.endDate) return `${dated} on or before ${formatDate(f.endDate)}`;
  return `All ${dated.toLowerCase()} dates`;
}

/** The subtitle's line of the communities of a global report. */
export function communitiesLine(agentIds: readonly number[] | null): string {
  if (agentIds === null) return 'All communities';
  return agentIds.length === 1 ? '1 community' : `${agentIds.length} communities`;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
