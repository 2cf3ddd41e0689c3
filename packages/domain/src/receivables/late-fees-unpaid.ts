// Which part of an owner's balance of a code is unpaid and old enough to be late (spec 3 §5 'Late
// fees: exclusion days'; interest 'delinquency days'). Payments pay the oldest charges first, so
// what is still owed is made of the newest charges: the part older than a cutoff is the balance
// less the charges posted after the cutoff, never below zero.
import type { IsoDate } from '../dates';

export interface OwnerCodeLine {
  PostDate: IsoDate;
  /** Signed: + the owner owes more (a charge), − less (a payment, a waive). */
  AmountCents: number;
}

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
  const known = lines.filter((l) => l.PostDate <= asOf);
  const balance = known.reduce((sum, l) => sum + l.AmountCents, 0);
  const newer = known
    .filter((l) => l.PostDate > cutoff && l.AmountCents > 0)
    .reduce((sum, l) => sum + l.AmountCents, 0);
  const aged = Math.max(0, balance - newer);
  if (fromDate === null) return aged;
  const recent = known
    .filter((l) => l.PostDate >= fromDate && l.PostDate <= cutoff && l.AmountCents > 0)
    .reduce((sum, l) => sum + l.AmountCents, 0);
  return Math.min(aged, recent);
}
