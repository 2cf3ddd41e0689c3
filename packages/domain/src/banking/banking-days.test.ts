import { describe, expect, it } from 'vitest';
import {
  addBankingDays,
  bankClosure,
  bankingDayOnOrAfter,
  effectiveEntryDateProblem,
  federalReserveHolidays,
  firstLiveEntryDate,
  isBankingDay,
  nextBankingDay,
  proposedEffectiveEntryDate,
} from './banking-days';

const closedDays = (year: number) => federalReserveHolidays(year).map((h) => h.closed);

function bankingDaysIn(year: number): number {
  let count = 0;
  for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 86_400_000)
    if (isBankingDay(new Date(at).toISOString().slice(0, 10))) count++;
  return count;
}

describe('Federal Reserve holiday calendar', () => {
  it('dates the eleven holidays by their rules (the Reserve Banks’ schedule for 2025)', () => {
    expect(federalReserveHolidays(2025).map((h) => [h.name, h.date])).toEqual([
      ["New Year's Day", '2025-01-01'],
      ['Birthday of Martin Luther King, Jr.', '2025-01-20'], // 3rd Monday of January
      ["Washington's Birthday", '2025-02-17'], // 3rd Monday of February
      ['Memorial Day', '2025-05-26'], // last Monday of May
      ['Juneteenth National Independence Day', '2025-06-19'],
      ['Independence Day', '2025-07-04'],
      ['Labor Day', '2025-09-01'], // 1st Monday of September
      ['Columbus Day', '2025-10-13'], // 2nd Monday of October
      ['Veterans Day', '2025-11-11'],
      ['Thanksgiving Day', '2025-11-27'], // 4th Thursday of November
      ['Christmas Day', '2025-12-25'],
    ]);
  });

  it('matches the published closures of 2026 and 2027', () => {
    expect(closedDays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      null, // Independence Day is a Saturday: no weekday closes
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(closedDays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31', // the last Monday of a May with five Mondays
      null, // Juneteenth on a Saturday
      '2027-07-05', // Independence Day on a Sunday: closed the Monday after
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      null, // Christmas on a Saturday
    ]);
  });

  it('Federal Reserve: a holiday on a Sunday is observed the Monday after', () => {
    expect(bankClosure('2022-12-26')).toBe('Christmas Day, observed');
    expect(bankClosure('2023-01-02')).toBe("New Year's Day, observed");
    expect(bankClosure('2022-06-20')).toBe('Juneteenth National Independence Day, observed');
    expect(bankClosure('2027-07-05')).toBe('Independence Day, observed');
    expect(isBankingDay('2022-12-27')).toBe(true);
  });

  it('Federal Reserve: a holiday on a Saturday leaves the Friday before a banking day', () => {
    expect(isBankingDay('2021-12-24')).toBe(true); // Christmas 2021 was a Saturday
    expect(isBankingDay('2021-12-31')).toBe(true); // New Year's Day 2022 was a Saturday
    expect(isBankingDay('2023-11-10')).toBe(true); // Veterans Day 2023 was a Saturday
    expect(isBankingDay('2026-07-03')).toBe(true);
    expect(isBankingDay('2027-12-24')).toBe(true);
    expect(bankClosure('2026-07-04')).toBe('Saturday');
  });

  it('Juneteenth closes the Reserve Banks from 2022 on', () => {
    expect(federalReserveHolidays(2021).map((h) => h.name)).not.toContain(
      'Juneteenth National Independence Day',
    );
    expect(isBankingDay('2021-06-18')).toBe(true);
    expect(isBankingDay('2024-06-19')).toBe(false);
    expect(bankClosure('2025-06-19')).toBe('Juneteenth National Independence Day');
  });

  it('closes weekends and holidays and counts the banking days of a year', () => {
    expect(bankClosure('2026-11-28')).toBe('Saturday');
    expect(bankClosure('2026-11-29')).toBe('Sunday');
    expect(bankClosure('2026-12-25')).toBe('Christmas Day');
    expect(bankClosure('2026-11-26')).toBe('Thanksgiving Day');
    expect(bankClosure('2026-11-27')).toBeNull();
    // 365 days less 104 weekend days and the weekday closures (10 in 2026, 9 in 2027).
    expect(bankingDaysIn(2026)).toBe(251);
    expect(bankingDaysIn(2027)).toBe(252);
  });
});

describe('banking day arithmetic', () => {
  it('finds the next banking day after a day, over weekends and holidays', () => {
    expect(nextBankingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextBankingDay('2026-11-25')).toBe('2026-11-27'); // over Thanksgiving
    expect(nextBankingDay('2026-12-24')).toBe('2026-12-28'); // over Christmas and the weekend
    expect(nextBankingDay('2026-12-31')).toBe('2027-01-04'); // over New Year's Day
    expect(nextBankingDay('2026-11-30')).toBe('2026-12-01');
    expect(bankingDayOnOrAfter('2026-11-30')).toBe('2026-11-30');
    expect(bankingDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
  });

  it('adds and subtracts banking days', () => {
    expect(addBankingDays('2026-11-30', 0)).toBe('2026-11-30');
    expect(addBankingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBankingDays('2026-11-24', 3)).toBe('2026-11-30');
    expect(addBankingDays('2026-12-23', 3)).toBe('2026-12-29');
    expect(addBankingDays('2026-12-28', -1)).toBe('2026-12-24');
    expect(addBankingDays('2026-12-28', -3)).toBe('2026-12-22');
    expect(addBankingDays('2026-01-02', 250)).toBe('2026-12-31');
  });

  it('NACHA: the first live entry waits 3 banking days after the prenote', () => {
    expect(firstLiveEntryDate('2026-11-30')).toBe('2026-12-03');
    expect(firstLiveEntryDate('2026-11-24')).toBe('2026-11-30'); // Thanksgiving and a weekend
    expect(firstLiveEntryDate('2026-12-23')).toBe('2026-12-29');
  });
});

describe('NACHA effective entry date', () => {
  const today = '2026-11-28'; // a Saturday

  it('proposes the next banking day after today', () => {
    expect(proposedEffectiveEntryDate(today)).toBe('2026-11-30');
    expect(proposedEffectiveEntryDate('2026-12-24')).toBe('2026-12-28');
  });

  it('must be a banking day (Saturday refused, next banking day proposed)', () => {
    expect(effectiveEntryDateProblem('2026-12-26', today)).toBe(
      'The effective entry date 12/26/2026 is not a banking day (Saturday); the next banking day is 12/28/2026.',
    );
  });

  it('must not be a Federal Reserve holiday (Christmas refused)', () => {
    expect(effectiveEntryDateProblem('2026-12-25', today)).toBe(
      'The effective entry date 12/25/2026 is not a banking day (Christmas Day); the next banking day is 12/28/2026.',
    );
    expect(effectiveEntryDateProblem('2027-07-05', today)).toBe(
      'The effective entry date 07/05/2027 is not a banking day (Independence Day, observed); the next banking day is 07/06/2027.',
    );
  });

  it('must not be in the past (the earliest banking day from today proposed)', () => {
    expect(effectiveEntryDateProblem('2026-11-14', today)).toBe(
      'The effective entry date 11/14/2026 is in the past; the earliest effective entry date is 11/30/2026.',
    );
    expect(effectiveEntryDateProblem('2026-11-27', '2026-11-30')).toBe(
      'The effective entry date 11/27/2026 is in the past; the earliest effective entry date is 11/30/2026.',
    );
  });

  it('takes today when it is a banking day, and any later banking day', () => {
    expect(effectiveEntryDateProblem('2026-11-30', '2026-11-30')).toBeNull();
    expect(effectiveEntryDateProblem('2026-11-30', today)).toBeNull();
    expect(effectiveEntryDateProblem('2027-07-02', today)).toBeNull();
    expect(effectiveEntryDateProblem('2026-02-30', today)).toBe(
      'The effective entry date 2026-02-30 is not a date.',
    );
  });
});
