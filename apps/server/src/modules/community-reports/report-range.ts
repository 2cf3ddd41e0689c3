import { formatDate, lastDaysRange, localDay, ReportMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';

export interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * The range of the activity and settlement reports: the last 30 days up to the end date (today
 * by default) unless given (spec 3 §9); a start after the end is refused (400).
 */
export function reportRange(q: RangeQuery): { startDate: string; endDate: string; line: string } {
  const endDate = q.endDate ?? localDay(new Date());
  const startDate = q.startDate ?? lastDaysRange(endDate).startDate;
  if (startDate > endDate) throw badRequest(ReportMessages.startAfterEnd);
  return { startDate, endDate, line: `${formatDate(startDate)} - ${formatDate(endDate)}` };
}
