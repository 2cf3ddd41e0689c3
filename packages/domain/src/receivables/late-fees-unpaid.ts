// Which part of an owner's balance of a code is unpaid and old enough to be late (spec 3 §5 'Late
// fees: exclusion days'; interest 'delinquency days'): the open charges (open-balance.ts, where
// credits pay the oldest charges first and a returned payment's charges are open again with their
// own dates) posted on or before a cutoff.
import type { IsoDate } from '../dates';
import { openBalance, openCentsBetween, type OwnerCodeLine } from './open-balance';

/** The day `days` days before `date`: charges on or before it are older than the exclusion. */
export function cutoffDate(date: IsoDate, days: number): IsoDate {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The first day of the month of `date`. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/**
 * The unpaid balance of one owner's code posted on or before `cutoff` (lines after `asOf` are
 * ignored). With `fromDate`, only the unpaid part of the charges posted from that day counts (the
 * late fee's 'current month only').
 */
export function agedUnpaidCents(
  lines: readonly OwnerCodeLine[],
  asOf: IsoDate,
  cutoff: IsoDate,
  fromDate: IsoDate | null = null,
): number {
  return openCentsBetween(openBalance(lines, asOf), fromDate, cutoff);
}
