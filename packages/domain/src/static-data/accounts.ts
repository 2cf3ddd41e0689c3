// General-ledger account types 0-12 and required-account types (spec 1 §3.5, spec 2 §3 and §9).
export type AccountGroup = 'Asset' | 'Liability' | 'Equity' | 'Income' | 'Expense';

export const AccountTypeId = {
  Cash: 0,
  Receivables: 1,
  OtherCurrentAsset: 2,
  FixedAsset: 3,
  AccumulatedDepreciation: 4,
  OtherAssets: 5,
  CurrentLiabilities: 6,
  NotesPayable: 7,
  LongTermLiabilities: 8,
  Equity: 9,
  Reserves: 10,
  Income: 11,
  Expenses: 12,
} as const;

export type AccountTypeIdValue = (typeof AccountTypeId)[keyof typeof AccountTypeId];

export interface AccountType {
  readonly TopsAccountTypeId: number;
  readonly AccountTypeName: string;
  readonly AccountGroup: AccountGroup;
}

const A = AccountTypeId;

export const AccountTypes: readonly AccountType[] = [
  { TopsAccountTypeId: A.Cash, AccountTypeName: 'Cash', AccountGroup: 'Asset' },
  { TopsAccountTypeId: A.Receivables, AccountTypeName: 'Receivables', AccountGroup: 'Asset' },
  {
    TopsAccountTypeId: A.OtherCurrentAsset,
    AccountTypeName: 'Other Current Asset',
    AccountGroup: 'Asset',
  },
  { TopsAccountTypeId: A.FixedAsset, AccountTypeName: 'Fixed Asset', AccountGroup: 'Asset' },
  {
    TopsAccountTypeId: A.AccumulatedDepreciation,
    AccountTypeName: 'Accumulated Depreciation',
    AccountGroup: 'Asset',
  },
  { TopsAccountTypeId: A.OtherAssets, AccountTypeName: 'Other Assets', AccountGroup: 'Asset' },
  {
    TopsAccountTypeId: A.CurrentLiabilities,
    AccountTypeName: 'Current Liabilities',
    AccountGroup: 'Liability',
  },
  {
    TopsAccountTypeId: A.NotesPayable,
    AccountTypeName: 'Notes Payable',
    AccountGroup: 'Liability',
  },
  {
    TopsAccountTypeId: A.LongTermLiabilities,
    AccountTypeName: 'Long Term Liabilities',
    AccountGroup: 'Liability',
  },
  { TopsAccountTypeId: A.Equity, AccountTypeName: 'Equity', AccountGroup: 'Equity' },
  { TopsAccountTypeId: A.Reserves, AccountTypeName: 'Reserves', AccountGroup: 'Equity' },
  { TopsAccountTypeId: A.Income, AccountTypeName: 'Income', AccountGroup: 'Income' },
  { TopsAccountTypeId: A.Expenses, AccountTypeName: 'Expenses', AccountGroup: 'Expense' },
];

export function accountGroupOf(accountTypeId: number): AccountGroup | undefined {
  return AccountTypes.find((row) => row.TopsAccountTypeId === accountTypeId)?.AccountGroup;
}

export const AccountRequiredTypeId = {
  RetainedEarnings: 1,
  DefaultCash: 2,
  CashAP: 3,
  AccountsPayable: 4,
  PrepaidAssessments: 5,
  AcceleratedAssessments: 6,
  SecurityDeposit: 7,
  YearEndSuspense: 8,
} as const;

export interface AccountRequiredType {
  readonly AccountRequiredTypeId: number;
  readonly Name: string;
}

const R = AccountRequiredTypeId;

export const AccountRequiredTypes: readonly AccountRequiredType[] = [
  { AccountRequiredTypeId: R.RetainedEarnings, Name: 'RetainedEarnings' },
  { AccountRequiredTypeId: R.DefaultCash, Name: 'DefaultCash' },
  { AccountRequiredTypeId: R.CashAP, Name: 'CashAP' },
  { AccountRequiredTypeId: R.AccountsPayable, Name: 'AccountsPayable' },
  { AccountRequiredTypeId: R.PrepaidAssessments, Name: 'PrepaidAssessments' },
  { AccountRequiredTypeId: R.AcceleratedAssessments, Name: 'AcceleratedAssessments' },
  { AccountRequiredTypeId: R.SecurityDeposit, Name: 'SecurityDeposit' },
  { AccountRequiredTypeId: R.YearEndSuspense, Name: 'YearEndSuspense' },
];

// Spec 2 §9: 'Required account types checked at setup: 1, 2, 4, and 6 or 8.'
export interface RequiredAccountRule {
  readonly AllOf: readonly number[];
  readonly AnyOf: readonly number[];
}

export const SetupRequiredAccountRule: RequiredAccountRule = {
  AllOf: [R.RetainedEarnings, R.DefaultCash, R.AccountsPayable],
  AnyOf: [R.AcceleratedAssessments, R.YearEndSuspense],
};

export function meetsSetupRequiredAccounts(presentRequiredTypeIds: readonly number[]): boolean {
  const { AllOf, AnyOf } = SetupRequiredAccountRule;
  return (
    AllOf.every((id) => presentRequiredTypeIds.includes(id)) &&
    AnyOf.some((id) => presentRequiredTypeIds.includes(id))
  );
}
