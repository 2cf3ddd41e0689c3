// Chart of accounts and accounting setup (spec 1 §3.5, §5; spec 2 §3 'General ledger', §4, §5,
// §9). Texts marked 'spec' are verbatim; the others are ours, where the spec has none.
import { formatDate, type IsoDate } from './dates';
import {
  addDays,
  generatePeriods,
  isOutsideOperatingPeriod,
  type PeriodRange,
} from './ledger/periods';
import {
  accountGroupOf,
  AccountRequiredTypeId,
  AccountTypeId,
  AccountTypes,
  type AccountGroup,
} from './static-data/accounts';
import { FrequencyId } from './static-data/codes';

/** Spec 2 §5: account number at most 50 characters. */
export const AccountNumberMaxLength = 50;
export const AccountNameMaxLength = 100;
/** Spec 1 §9: account search take 2147483647, i.e. every match. */
export const AccountSearchTake = 2_147_483_647;

export const GlAccountMessages = {
  accountNumberTaken: (accountNumber: string) =>
    `Account number ${accountNumber} already exists in this community for the same cost center.`,
  outsideRange: (accountNumber: string, range: AccountRangeInput) =>
    `Account number ${accountNumber} is outside the range ${range.StartNumber}–${range.EndNumber} of ${accountTypeName(range.TopsAccountTypeId)} accounts.`,
  rangeStartAfterEnd: (typeId: number) =>
    `The range of ${accountTypeName(typeId)} accounts starts after it ends.`,
  rangeTypeTwice: (typeId: number) =>
    `${accountTypeName(typeId)} accounts have more than one range.`,
  rangesOverlap: (a: number, b: number) =>
    `The ranges of ${accountTypeName(a)} and ${accountTypeName(b)} accounts overlap; only types of one group may share numbers.`,
  cannotDelete: (reasons: readonly string[]) =>
    `The account cannot be deleted. ${reasons.join(' ')}`,
  costCenterNumberTaken: (costCenterNumber: string) =>
    `Cost center number ${costCenterNumber} already exists in this community.`,
  costCenterInUse: 'The cost center is used by accounts or ledger entries and cannot be deleted.',
  fundDeleteConfirm: (name: string) => `Are you sure you want to delete the fund "${name}"?`,
  requiredAccountsIncomplete:
    'Select the Retained Earnings, Default Cash, Accounts Payable, and Accelerated Assessments or Year End Suspense accounts.',
  requiredTypeTwice: 'Each required account type can be chosen once.',
  requiredAccountWrongType: (requiredTypeId: number) =>
    `The ${requiredAccountLabel(requiredTypeId)} account must be ${allowedTypesText(requiredTypeId)} account.`,
  accountNotInCommunity: 'The account does not belong to this community.',
  mergeRowsGone:
    'Some selected history rows are no longer lines of the source account in the filter; apply the filter again.',
  mergeClosedPeriod: (postDate: IsoDate) =>
    `A line of ${formatDate(postDate)} sits in a closed period or fiscal year and cannot be merged.`,
  otherCommunity: 'The record belongs to another community; it cannot be moved.',
} as const;

/** Why an account cannot be deleted: anything that refers to it. */
export const AccountDeleteReasons = {
  ledgerLines: 'It has ledger entries.',
  budgets: 'It has budget amounts.',
  requiredAccount: 'It is a required account of the community.',
  transactionLines: 'It is used by transaction or code lines.',
  bankAccount: 'It is the ledger account of a bank account.',
} as const;

function accountTypeName(typeId: number): string {
  return AccountTypes.find((t) => t.TopsAccountTypeId === typeId)?.AccountTypeName ?? `${typeId}`;
}

// ---------------------------------------------------------------------------------------------
// Account numbers and ranges

/** Account numbers order as numbers where they are digits ('900' before '1000'), else as text. */
export function compareAccountNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

export interface AccountRangeInput {
  TopsAccountTypeId: number;
  StartNumber: string;
  EndNumber: string;
}

export function isInRange(accountNumber: string, range: AccountRangeInput): boolean {
  return (
    compareAccountNumbers(accountNumber, range.StartNumber) >= 0 &&
    compareAccountNumbers(accountNumber, range.EndNumber) <= 0
  );
}

/** Ranges are one per type; types of one group may share numbers, other groups may not. */
export function accountRangesProblem(ranges: readonly AccountRangeInput[]): string | null {
  const seen = new Set<number>();
  for (const range of ranges) {
    if (seen.has(range.TopsAccountTypeId))
      return GlAccountMessages.rangeTypeTwice(range.TopsAccountTypeId);
    seen.add(range.TopsAccountTypeId);
    if (compareAccountNumbers(range.StartNumber, range.EndNumber) > 0)
      return GlAccountMessages.rangeStartAfterEnd(range.TopsAccountTypeId);
  }
  for (const [i, a] of ranges.entries()) {
    for (const b of ranges.slice(i + 1)) {
      const overlap =
        compareAccountNumbers(a.StartNumber, b.EndNumber) <= 0 &&
        compareAccountNumbers(b.StartNumber, a.EndNumber) <= 0;
      if (overlap && accountGroupOf(a.TopsAccountTypeId) !== accountGroupOf(b.TopsAccountTypeId))
        return GlAccountMessages.rangesOverlap(a.TopsAccountTypeId, b.TopsAccountTypeId);
    }
  }
  return null;
}

/** When the account's type has a range, the number must lie in it. */
export function accountNumberProblem(
  accountNumber: string,
  accountTypeId: number,
  ranges: readonly AccountRangeInput[],
): string | null {
  const range = ranges.find((r) => r.TopsAccountTypeId === accountTypeId);
  return range && !isInRange(accountNumber, range)
    ? GlAccountMessages.outsideRange(accountNumber, range)
    : null;
}

const groupRanges: Record<AccountGroup, [string, string]> = {
  Asset: ['1000', '1999'],
  Liability: ['2000', '2999'],
  Equity: ['3000', '3999'],
  Income: ['4000', '4999'],
  Expense: ['5000', '9999'],
};

/** The standard ranges: every type takes the range of its group. */
export const DefaultAccountRanges: readonly AccountRangeInput[] = AccountTypes.map((type) => {
  const [start, end] = groupRanges[type.AccountGroup];
  return { TopsAccountTypeId: type.TopsAccountTypeId, StartNumber: start, EndNumber: end };
});

export interface StandardAccount {
  AccountNumber: string;
  AccountName: string;
  TopsAccountTypeId: number;
}

const A = AccountTypeId;
const std = (n: string, name: string, type: number): StandardAccount => ({
  AccountNumber: n,
  AccountName: name,
  TopsAccountTypeId: type,
});

/** The standard chart of a community association, made by CreateDefaultAccounts. */
export const StandardHoaChart: readonly StandardAccount[] = [
  std('1000', 'Operating Cash', A.Cash),
  std('1010', 'Reserve Cash', A.Cash),
  std('1200', 'Assessments Receivable', A.Receivables),
  std('1250', 'Accelerated Assessments Receivable', A.Receivables),
  std('1300', 'Prepaid Insurance', A.OtherCurrentAsset),
  std('1500', 'Furniture and Equipment', A.FixedAsset),
  std('1550', 'Accumulated Depreciation', A.AccumulatedDepreciation),
  std('1600', 'Utility Deposits', A.OtherAssets),
  std('2000', 'Accounts Payable', A.CurrentLiabilities),
  std('2100', 'Prepaid Assessments', A.CurrentLiabilities),
  std('2200', 'Security Deposits', A.CurrentLiabilities),
  std('2300', 'Accrued Expenses', A.CurrentLiabilities),
  std('2500', 'Notes Payable', A.NotesPayable),
  std('2700', 'Long Term Loan', A.LongTermLiabilities),
  std('3000', 'Retained Earnings', A.Equity),
  std('3100', 'Reserve Fund', A.Reserves),
  std('3900', 'Year End Suspense', A.Equity),
  std('4000', 'Assessment Income', A.Income),
  std('4100', 'Late Fee Income', A.Income),
  std('4200', 'Interest Income', A.Income),
  std('4300', 'Other Income', A.Income),
  std('5000', 'Landscaping', A.Expenses),
  std('5100', 'Utilities', A.Expenses),
  std('5200', 'Insurance', A.Expenses),
  std('5300', 'Repairs and Maintenance', A.Expenses),
  std('5400', 'Management Fees', A.Expenses),
  std('5500', 'Legal and Professional', A.Expenses),
  std('5600', 'Bank Charges', A.Expenses),
];

// ---------------------------------------------------------------------------------------------
// Required accounts (types 1-8)

const R = AccountRequiredTypeId;
const liability = [A.CurrentLiabilities, A.NotesPayable, A.LongTermLiabilities];
const equity = [A.Equity, A.Reserves];

/** The account types each required account may point at. */
export const RequiredAccountAllowedTypes: Readonly<Record<number, readonly number[]>> = {
  [R.RetainedEarnings]: equity,
  [R.DefaultCash]: [A.Cash],
  [R.CashAP]: [A.Cash],
  [R.AccountsPayable]: liability,
  [R.PrepaidAssessments]: liability,
  [R.AcceleratedAssessments]: [A.Receivables, A.Income],
  [R.SecurityDeposit]: liability,
  [R.YearEndSuspense]: [...equity, ...liability],
};

/** The standard chart's account for each required type (demo seed, suggestions). */
export const StandardRequiredAccountNumbers: Readonly<Record<number, string>> = {
  [R.RetainedEarnings]: '3000',
  [R.DefaultCash]: '1000',
  [R.CashAP]: '1000',
  [R.AccountsPayable]: '2000',
  [R.PrepaidAssessments]: '2100',
  [R.AcceleratedAssessments]: '1250',
  [R.SecurityDeposit]: '2200',
  [R.YearEndSuspense]: '3900',
};

const requiredNames: Record<number, string> = {
  [R.RetainedEarnings]: 'Retained Earnings',
  [R.DefaultCash]: 'Default Cash',
  [R.CashAP]: 'Cash AP',
  [R.AccountsPayable]: 'Accounts Payable',
  [R.PrepaidAssessments]: 'Prepaid Assessments',
  [R.AcceleratedAssessments]: 'Accelerated Assessments',
  [R.SecurityDeposit]: 'Security Deposit',
  [R.YearEndSuspense]: 'Year End Suspense',
};

export function requiredAccountLabel(requiredTypeId: number): string {
  return requiredNames[requiredTypeId] ?? `${requiredTypeId}`;
}

function allowedTypesText(requiredTypeId: number): string {
  const names = (RequiredAccountAllowedTypes[requiredTypeId] ?? []).map(accountTypeName);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}` : names[0];
  return `a ${list ?? ''}`;
}

export function isAllowedRequiredAccount(requiredTypeId: number, accountTypeId: number): boolean {
  return (RequiredAccountAllowedTypes[requiredTypeId] ?? []).includes(accountTypeId);
}

/** Spec 1 §5: the save stays disabled until every required type (1-8) has an account. */
export function allRequiredAccountsChosen(
  chosen: Readonly<Record<number, number | null | undefined>>,
): boolean {
  return Object.values(R).every((typeId) => (chosen[typeId] ?? null) !== null);
}

// ---------------------------------------------------------------------------------------------
// Accounting periods and fiscal years

export const AccountingSetupMessages = {
  setupExists: 'The community already has an accounting setup.',
  noSetup: 'The community has no accounting setup.',
  periodsLocked:
    'The accounting periods cannot be changed once the community has ledger entries or budgets.',
  periodCount: (count: number) => `A fiscal year of this frequency has ${count} periods.`,
  firstPeriodStart: 'The first period starts at the start date.',
  periodsContiguous: 'Each period starts the day after the previous one ends.',
  periodEndsBeforeStart: 'A period cannot end before it starts.',
  closedYear: 'Periods of a closed fiscal year cannot be opened or closed.',
  mixedPeriods: 'Send either the new periods of the setup or changes to existing periods.',
  outsideOperatingPeriod: (startDate: IsoDate) =>
    `The fiscal year starting ${formatDate(startDate)} is outside the operating period.`,
  operatingWarning:
    'This community has open accounting periods in fiscal years more than 2 years before or after today. Review them in the accounting year setup.',
  currentYearUnknown: 'Could not determine the current fiscal year', // spec 2 §8
} as const;

export function periodCountOf(frequencyId: number): number {
  return frequencyId === FrequencyId.Quarterly ? 4 : 12;
}

/** A period list of a new fiscal year: the right count, from the start date, without gaps. */
export function periodListProblem(
  periods: readonly PeriodRange[],
  startDate: IsoDate,
  frequencyId: number,
): string | null {
  const count = periodCountOf(frequencyId);
  if (periods.length !== count) return AccountingSetupMessages.periodCount(count);
  if (periods[0]?.StartDate !== startDate) return AccountingSetupMessages.firstPeriodStart;
  for (const [i, period] of periods.entries()) {
    if (period.EndDate < period.StartDate) return AccountingSetupMessages.periodEndsBeforeStart;
    const previous = periods[i - 1];
    if (previous && period.StartDate !== addDays(previous.EndDate, 1))
      return AccountingSetupMessages.periodsContiguous;
  }
  return null;
}

export interface FiscalYearPlan {
  StartDate: IsoDate;
  EndDate: IsoDate;
  Periods: PeriodRange[];
}

/** A fiscal year from its periods: it spans the first start to the last end. */
export function fiscalYearOf(periods: readonly PeriodRange[]): FiscalYearPlan {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) throw new RangeError('A fiscal year needs periods.');
  return { StartDate: first.StartDate, EndDate: last.EndDate, Periods: [...periods] };
}

/** The fiscal year after one that ends on previousEnd, with every period open. */
export function nextFiscalYear(previousEnd: IsoDate, frequencyId: number): FiscalYearPlan {
  return fiscalYearOf(generatePeriods(addDays(previousEnd, 1), frequencyId));
}

export interface FiscalYearState {
  StartDate: IsoDate;
  IsClosed: boolean;
  HasOpenPeriod: boolean;
}

/**
 * Spec 2 §4: a fiscal year more than 2 years before or after the date is outside the operating
 * period; open periods there bring the warning, shown once per community and then remembered.
 */
export function needsOperatingPeriodWarning(
  years: readonly FiscalYearState[],
  today: IsoDate,
  acknowledged: boolean,
): boolean {
  return (
    !acknowledged &&
    years.some(
      (y) => !y.IsClosed && y.HasOpenPeriod && isOutsideOperatingPeriod(y.StartDate, today),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Merge of history (spec 2 §5)

export const MergeMessages = {
  noSource: (object: string) => `You must select a source ${object} before merge.`,
  noTarget: (object: string) => `You must select a target ${object} before merge.`,
  sameSourceAndTarget: (object: string) =>
    `The selected source ${object} and target ${object} must be different to merge.`,
  noFilter: 'You must apply an filter before merge.',
  noRows: 'At least one history row must be selected before merge.',
  failed: 'Some error occured when trying to merge the selected items.', // spec 2 §8
} as const;

export interface MergeSelection {
  sourceId: number | null;
  targetId: number | null;
  filterApplied: boolean;
  selectedRowCount: number;
}

/** The first of the five merge messages that applies, in the spec's order. */
export function mergeProblem(object: string, selection: MergeSelection): string | null {
  if (selection.sourceId === null) return MergeMessages.noSource(object);
  if (selection.targetId === null) return MergeMessages.noTarget(object);
  if (selection.sourceId === selection.targetId) return MergeMessages.sameSourceAndTarget(object);
  if (!selection.filterApplied) return MergeMessages.noFilter;
  if (selection.selectedRowCount === 0) return MergeMessages.noRows;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Funds (the spec names FundTypeIds only; the types are ours)

export const FundTypeId = { Operating: 1, Reserve: 2, SpecialAssessment: 3, Other: 4 } as const;

export const FundTypes: readonly { FundTypeId: number; FundTypeName: string }[] = [
  { FundTypeId: FundTypeId.Operating, FundTypeName: 'Operating' },
  { FundTypeId: FundTypeId.Reserve, FundTypeName: 'Reserve' },
  { FundTypeId: FundTypeId.SpecialAssessment, FundTypeName: 'Special Assessment' },
  { FundTypeId: FundTypeId.Other, FundTypeName: 'Other' },
];
