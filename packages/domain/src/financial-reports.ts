// The financial reports of the general ledger (spec 2 §7 'Reports in this area'; spec 3 §2
// '/report/{name}/{communityAgentId}/{edit?}/{reportId?}', §3 'Report' parameters with DataType
// D date and I integer) and how their date options become dates.
import { formatDate, type IsoDate } from './dates';
import { FundTypeId } from './gl-accounts';
import { addDays } from './ledger/periods';
import { AccountTypeId } from './static-data/accounts';

export type ReportDateOption = 'asOf' | 'range' | 'period' | 'fiscalYear' | 'none';

export interface ReportParameter {
  Name: 'asOfDate' | 'startDate' | 'endDate' | 'fiscalYearId' | 'periodId' | 'costCenterId';
  DisplayName: string;
  DataType: 'D' | 'I';
}

export interface FinancialReport {
  /** The name in the route and the call path: /report/{Name}/…, GET /api/Report/{Name}. */
  Name: string;
  DisplayName: string;
  Description: string;
  DateOption: ReportDateOption;
  Parameters: readonly ReportParameter[];
}

const costCenter: ReportParameter = {
  Name: 'costCenterId',
  DisplayName: 'Cost center',
  DataType: 'I',
};
const asOf: ReportParameter[] = [
  { Name: 'asOfDate', DisplayName: 'As of', DataType: 'D' },
  costCenter,
];
const range: ReportParameter[] = [
  { Name: 'startDate', DisplayName: 'Start date', DataType: 'D' },
  { Name: 'endDate', DisplayName: 'End date', DataType: 'D' },
  costCenter,
];
const fiscalYear: ReportParameter = {
  Name: 'fiscalYearId',
  DisplayName: 'Fiscal year',
  DataType: 'I',
};

export const FinancialReports: readonly FinancialReport[] = [
  {
    Name: 'TrialBalance',
    DisplayName: 'Trial Balance',
    Description: 'Every account’s debit or credit balance as of a date.',
    DateOption: 'asOf',
    Parameters: asOf,
  },
  {
    Name: 'BalanceSheet',
    DisplayName: 'Balance Sheet',
    Description: 'Assets, liabilities and equity as of a date, by account type.',
    DateOption: 'asOf',
    Parameters: asOf,
  },
  {
    Name: 'IncomeStatement',
    DisplayName: 'Income Statement',
    Description: 'Income and expenses for a date range and the fiscal year to date.',
    DateOption: 'range',
    Parameters: range,
  },
  {
    Name: 'CashFlow',
    DisplayName: 'Cash Flow',
    Description: 'Where cash came from and went, from the changes of the other accounts.',
    DateOption: 'range',
    Parameters: range,
  },
  {
    Name: 'GeneralLedgerDetail',
    DisplayName: 'General Ledger Detail',
    Description: 'Each account’s lines over a date range with the running balance.',
    DateOption: 'range',
    Parameters: range,
  },
  {
    Name: 'JournalEntry',
    DisplayName: 'Journal Entries',
    Description: 'The journal entries posted in a date range with their lines.',
    DateOption: 'range',
    Parameters: range,
  },
  {
    Name: 'Budgets',
    DisplayName: 'Budgets',
    Description: 'The budget of a fiscal year by period, with the prior year’s actual.',
    DateOption: 'fiscalYear',
    Parameters: [fiscalYear, costCenter],
  },
  {
    Name: 'BudgetsVersusActual',
    DisplayName: 'Budget versus Actual',
    Description: 'Budget, actual and variance for a period and the year to date.',
    DateOption: 'period',
    Parameters: [
      fiscalYear,
      { Name: 'periodId', DisplayName: 'Period', DataType: 'I' },
      costCenter,
    ],
  },
  {
    Name: 'OutOfBalance',
    DisplayName: 'Out of Balance',
    Description: 'Entries whose debits and credits differ, and period balances that drift.',
    DateOption: 'none',
    Parameters: [],
  },
];

export function financialReport(name: string): FinancialReport | undefined {
  return FinancialReports.find((r) => r.Name.toLowerCase() === name.toLowerCase());
}

/** Spec 3 §5: report search filters by case-insensitive substring of display name. */
export function searchReports<T extends { DisplayName: string }>(
  reports: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  return reports.filter((r) => r.DisplayName.toLowerCase().includes(needle));
}

export const ReportMessages = {
  noFiscalYear: (date: IsoDate) => `No fiscal year of the community holds ${formatDate(date)}.`,
  startAfterEnd: 'The start date must be on or before the end date.',
  noProblems: 'No entry is out of balance and every period balance equals its lines.',
} as const;

/** A period of the community's books with its fiscal year. */
export interface BookPeriod {
  periodId: number;
  periodOrder: number;
  startDate: IsoDate;
  endDate: IsoDate;
  fiscalYearId: number;
  fiscalYearStart: IsoDate;
  fiscalYearEnd: IsoDate;
}

export interface ReportDateInput {
  asOfDate?: IsoDate | undefined;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  fiscalYearId?: number | undefined;
  periodId?: number | undefined;
}

export interface ReportDates {
  startDate: IsoDate;
  endDate: IsoDate;
  /** The fiscal year that holds the end date (or the one asked for). */
  fiscalYear: { fiscalYearId: number; startDate: IsoDate; endDate: IsoDate } | null;
  /** For the 'period' option: the period reported on. */
  period: BookPeriod | null;
}

export type ReportDateResult =
  { ok: true; dates: ReportDates } | { ok: false; notFound: boolean; problem: string };

const fail = (problem: string, notFound = false): ReportDateResult => ({
  ok: false,
  notFound,
  problem,
});

/**
 * The dates a report runs over. The end (as of) date is asOfDate, else endDate, else the end of
 * the period or fiscal year asked for, else today. The start is startDate, else the start of the
 * period or fiscal year asked for, else the start of the fiscal year that holds the end date.
 * Options 'period' and 'fiscalYear' need a fiscal year that holds the dates.
 */
export function resolveReportDates(
  option: ReportDateOption,
  input: ReportDateInput,
  periods: readonly BookPeriod[],
  today: IsoDate,
): ReportDateResult {
  const askedPeriod =
    input.periodId === undefined ? null : periods.find((p) => p.periodId === input.periodId);
  const askedYear =
    input.fiscalYearId === undefined
      ? null
      : periods.find((p) => p.fiscalYearId === input.fiscalYearId);
  if (askedPeriod === undefined || askedYear === undefined) return fail('', true);
  if (askedPeriod && askedYear && askedPeriod.fiscalYearId !== askedYear.fiscalYearId) {
    return fail('', true);
  }
  const yearEnd = askedYear && !askedPeriod ? askedYear.fiscalYearEnd : null;
  const endDate = input.asOfDate ?? input.endDate ?? askedPeriod?.endDate ?? yearEnd ?? today;
  const holding = periods.find((p) => p.startDate <= endDate && endDate <= p.endDate);
  const yearOf = askedPeriod ?? askedYear ?? holding;
  const fiscalYear = yearOf
    ? {
        fiscalYearId: yearOf.fiscalYearId,
        startDate: yearOf.fiscalYearStart,
        endDate: yearOf.fiscalYearEnd,
      }
    : null;
  if (option === 'period' || option === 'fiscalYear') {
    if (!fiscalYear) return fail(ReportMessages.noFiscalYear(endDate));
    const period = option === 'period' ? (askedPeriod ?? holding ?? null) : null;
    if (option === 'period' && !period) return fail(ReportMessages.noFiscalYear(endDate));
    return {
      ok: true,
      dates: {
        startDate: period?.startDate ?? fiscalYear.startDate,
        endDate: period?.endDate ?? fiscalYear.endDate,
        fiscalYear,
        period,
      },
    };
  }
  const startDate =
    input.startDate ??
    askedPeriod?.startDate ??
    askedYear?.fiscalYearStart ??
    fiscalYear?.startDate ??
    `${endDate.slice(0, 7)}-01`;
  if (startDate > endDate) return fail(ReportMessages.startAfterEnd);
  return { ok: true, dates: { startDate, endDate, fiscalYear, period: null } };
}

/**
 * The first day of the year whose net income a balance sheet as of `date` shows as the current
 * year's; what was earned before it is earlier years' (retained earnings, or apart while those
 * years are not closed). It is the start of the fiscal year that holds the date. A date after the
 * fiscal years kept (or between two) is in a year not set up yet, which starts the day after the
 * last fiscal year ended: every ledger line lies in a period of a fiscal year, so the years up to
 * that one are all earlier years. Before the first fiscal year: null (every amount counts).
 */
export function currentYearStart(date: IsoDate, periods: readonly BookPeriod[]): IsoDate | null {
  const holding = periods.find((p) => p.fiscalYearStart <= date && date <= p.fiscalYearEnd);
  if (holding) return holding.fiscalYearStart;
  const lastEnd = periods
    .map((p) => p.fiscalYearEnd)
    .filter((end) => end < date)
    .reduce<IsoDate | null>((last, end) => (last === null || end > last ? end : last), null);
  return lastEnd === null ? null : addDays(lastEnd, 1);
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A period's column heading: the month and year it starts in, 'Jan 2026'. */
export function periodLabel(startDate: IsoDate): string {
  return `${monthNames[Number(startDate.slice(5, 7)) - 1] ?? ''} ${startDate.slice(0, 4)}`;
}

/**
 * The chart has no link from an account to a fund (funds are a list of their own), so a report's
 * fund types select accounts by type: Reserves accounts are the Reserve fund, the rest Operating.
 */
export function accountFundTypeId(accountTypeId: number): number {
  return accountTypeId === AccountTypeId.Reserves ? FundTypeId.Reserve : FundTypeId.Operating;
}

/** Subtitle text of a report's dates. */
export function reportDateLine(option: ReportDateOption, dates: ReportDates): string {
  switch (option) {
    case 'asOf':
    case 'none':
      return `As of ${formatDate(dates.endDate)}`;
    case 'fiscalYear':
      return `Fiscal year ${formatDate(dates.startDate)} - ${formatDate(dates.endDate)}`;
    default:
      return `${formatDate(dates.startDate)} - ${formatDate(dates.endDate)}`;
  }
}
