import { describe, expect, it } from 'vitest';
import {
  accountFundTypeId,
  currentYearStart,
  financialReport,
  FinancialReports,
  ReportMessages,
  reportDateLine,
  periodLabel,
  resolveReportDates,
  searchReports,
  type BookPeriod,
} from './financial-reports';
import { generatePeriods } from './ledger/periods';
import { FrequencyId } from './static-data/codes';

const books: BookPeriod[] = [2025, 2026].flatMap((year, y) =>
  generatePeriods(`${year}-01-01`, FrequencyId.Monthly).map((p) => ({
    periodId: (y + 1) * 100 + p.PeriodOrder,
    periodOrder: p.PeriodOrder,
    startDate: p.StartDate,
    endDate: p.EndDate,
    fiscalYearId: year,
    fiscalYearStart: `${year}-01-01`,
    fiscalYearEnd: `${year}-12-31`,
  })),
);
const today = '2026-05-20';
const year2026 = { fiscalYearId: 2026, startDate: '2026-01-01', endDate: '2026-12-31' };

describe('financial report catalogue', () => {
  it('lists the reports of spec 2 §7 with their date options', () => {
    expect(FinancialReports.map((r) => r.Name)).toEqual([
      'TrialBalance',
      'BalanceSheet',
      'IncomeStatement',
      'CashFlow',
      'GeneralLedgerDetail',
      'JournalEntry',
      'Budgets',
      'BudgetsVersusActual',
      'OutOfBalance',
    ]);
    expect(financialReport('trialbalance')?.DateOption).toBe('asOf');
    expect(financialReport('BudgetsVersusActual')?.Parameters.map((p) => p.DataType)).toEqual([
      'I',
      'I',
      'I',
    ]);
  });
  it('searches display names by case-insensitive substring (spec 3 §5)', () => {
    expect(searchReports(FinancialReports, 'BALANCE').map((r) => r.Name)).toEqual([
      'TrialBalance',
      'BalanceSheet',
      'OutOfBalance',
    ]);
    expect(searchReports(FinancialReports, '')).toHaveLength(9);
  });
});

describe('report dates', () => {
  it('as of: the date, the period’s or year’s end, else today', () => {
    const asOf = (input: object) => resolveReportDates('asOf', input, books, today);
    expect(asOf({ asOfDate: '2026-03-15' })).toMatchObject({
      ok: true,
      dates: { endDate: '2026-03-15', fiscalYear: year2026 },
    });
    expect(asOf({ periodId: 102 })).toMatchObject({ dates: { endDate: '2025-02-28' } });
    expect(asOf({ fiscalYearId: 2025 })).toMatchObject({ dates: { endDate: '2025-12-31' } });
    expect(asOf({})).toMatchObject({ dates: { endDate: today } });
    expect(asOf({ asOfDate: '2030-01-01' })).toMatchObject({
      ok: true,
      dates: { fiscalYear: null, startDate: '2030-01-01' },
    });
  });
  it('range: from the start date or the fiscal year’s start', () => {
    const range = (input: object) => resolveReportDates('range', input, books, today);
    expect(range({})).toMatchObject({ dates: { startDate: '2026-01-01', endDate: today } });
    expect(range({ startDate: '2026-02-01', endDate: '2026-02-10' })).toMatchObject({
      dates: { startDate: '2026-02-01', endDate: '2026-02-10' },
    });
    expect(range({ periodId: 203 })).toMatchObject({
      dates: { startDate: '2026-03-01', endDate: '2026-03-31' },
    });
    expect(range({ startDate: '2026-03-01', endDate: '2026-02-01' })).toEqual({
      ok: false,
      notFound: false,
      problem: ReportMessages.startAfterEnd,
    });
  });
  it('period: the period asked for or the one holding the date, and its fiscal year', () => {
    const result = resolveReportDates('period', { asOfDate: '2026-04-09' }, books, today);
    expect(result).toMatchObject({
      ok: true,
      dates: { startDate: '2026-04-01', endDate: '2026-04-30', fiscalYear: year2026 },
    });
    expect(resolveReportDates('period', { asOfDate: '2031-01-01' }, books, today)).toEqual({
      ok: false,
      notFound: false,
      problem: 'No fiscal year of the community holds 01/01/2031.',
    });
  });
  it('fiscal year: the whole year', () => {
    expect(resolveReportDates('fiscalYear', { fiscalYearId: 2025 }, books, today)).toMatchObject({
      dates: { startDate: '2025-01-01', endDate: '2025-12-31', period: null },
    });
  });
  it('refuses periods and years of other communities as not found', () => {
    expect(resolveReportDates('asOf', { periodId: 999 }, books, today)).toMatchObject({
      ok: false,
      notFound: true,
    });
    expect(
      resolveReportDates('period', { fiscalYearId: 2025, periodId: 203 }, books, today),
    ).toMatchObject({ ok: false, notFound: true });
  });
  it('describes the dates for the subtitle', () => {
    const dates = {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      fiscalYear: year2026,
      period: null,
    };
    expect(reportDateLine('asOf', dates)).toBe('As of 03/31/2026');
    expect(reportDateLine('range', dates)).toBe('01/01/2026 - 03/31/2026');
    expect(reportDateLine('fiscalYear', dates)).toBe('Fiscal year 01/01/2026 - 03/31/2026');
  });
});

describe('the current year of a balance sheet', () => {
  it('is the fiscal year holding the date', () => {
    expect(currentYearStart('2026-03-31', books)).toBe('2026-01-01');
    expect(currentYearStart('2025-12-31', books)).toBe('2025-01-01');
  });
  it('after the last fiscal year, starts the day after it ended: 2025 and 2026 are earlier years', () => {
    expect(currentYearStart('2027-01-01', books)).toBe('2027-01-01');
    expect(currentYearStart('2028-06-30', books)).toBe('2027-01-01');
    // Between two fiscal years (2024 and 2026 kept, 2025 not): after 2024's end.
    const gap = books.filter((p) => p.fiscalYearId === 2026);
    const earlier = gap.map((p) => ({
      ...p,
      fiscalYearId: 2024,
      fiscalYearStart: '2024-01-01',
      fiscalYearEnd: '2024-12-31',
    }));
    expect(currentYearStart('2025-07-01', [...earlier, ...gap])).toBe('2025-01-01');
  });
  it('is none before the first fiscal year: every amount counts', () => {
    expect(currentYearStart('2024-12-31', books)).toBeNull();
    expect(currentYearStart('2026-01-01', [])).toBeNull();
  });
});

describe('report helpers', () => {
  it('labels a period by the month it starts in', () => {
    expect(periodLabel('2026-01-01')).toBe('Jan 2026');
    expect(periodLabel('2026-12-15')).toBe('Dec 2026');
  });
  it('puts Reserves accounts in the Reserve fund and the rest in Operating', () => {
    expect(accountFundTypeId(10)).toBe(2);
    expect(accountFundTypeId(0)).toBe(1);
    expect(accountFundTypeId(12)).toBe(1);
  });
});
