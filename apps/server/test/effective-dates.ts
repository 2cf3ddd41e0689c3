import {
  bankClosure,
  firstLiveEntryDate,
  localDay,
  nextBankingDay,
  proposedEffectiveEntryDate,
  type IsoDate,
} from '@hoa/domain';
import type { Database } from '@hoa/db';
import { addFiscalYear } from './ledger-factories';

// NACHA effective entry dates for API tests, counted from today as a user picks them: a file's
// date must be a banking day and not past, so no test can keep a fixed date.

/** Today on the server's calendar (what the API compares effective dates with). */
export const today = (): IsoDate => localDay(new Date());

const shift = (iso: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `days` calendar days before today. */
export const daysAgo = (days: number): IsoDate => shift(today(), -days);

/** The first Saturday after today. */
export function upcomingSaturday(): IsoDate {
  let day = shift(today(), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shift(day, 1);
  return day;
}

/** The next Christmas Day, from today, that falls on a weekday (so the holiday itself closes it). */
export function upcomingChristmas(): IsoDate {
  for (let year = Number(today().slice(0, 4)); ; year++) {
    const day = `${year}-12-25`;
    if (day >= today() && bankClosure(day) === 'Christmas Day') return day;
  }
}

/** Effective dates of a direct-debit account's life: its prenote, first live debit and a retry. */
export function debitDays() {
  const prenote = proposedEffectiveEntryDate(today());
  const live = firstLiveEntryDate(prenote);
  return { prenote, live, retry: nextBankingDay(live) };
}

/** Open fiscal years after 2026 (the factories' books) up to the year of `date`. */
export async function openBooksThrough(
  database: Database,
  companyId: number,
  communityAgentId: number,
  date: IsoDate,
): Promise<void> {
  for (let year = 2027; year <= Number(date.slice(0, 4)); year++)
    await addFiscalYear(database, companyId, communityAgentId, year);
}
