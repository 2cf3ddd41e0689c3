import { effectiveEntryDateProblem, localDay, type IsoDate } from '@hoa/domain';
import { badRequest } from '../../http/errors';

/** Today on the server's calendar: effective entry dates may not be before it. */
export const serverToday = (): IsoDate => localDay(new Date());

/**
 * Refuses (400) a NACHA effective entry date a bank would not take: a weekend, a Federal Reserve
 * holiday or a day before today. The message proposes the next date that is taken. Every use case
 * that writes a NACHA file (direct-debit runs and retries, vendor credit files) calls it first.
 */
export function requireEffectiveEntryDate(date: IsoDate, today: IsoDate = serverToday()): void {
  const problem = effectiveEntryDateProblem(date, today);
  if (problem) throw badRequest(problem);
}
