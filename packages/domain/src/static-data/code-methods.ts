// Code methods (spec 1 §3.5, spec 3 §3). The spec fixes interest 10-12 and accounting 13-15; the
// assessment (1-4) and late-fee (5-9) methods take the ids before them in the spec's order, and
// distribution, burden rate, part, labor and fine follow as 16-20.
export type MethodKind =
  | 'Assessment'
  | 'LateFee'
  | 'Interest'
  | 'Accounting'
  | 'Distribution'
  | 'BurdenRate'
  | 'Part'
  | 'Labor'
  | 'Fine';

export const MethodId = {
  FlatDollar: 1,
  PercentOfPropertyValue: 2,
  SquareFeetTimesRate: 3,
  TotalTimesPercentOwnership: 4,
  LateFeeFlat: 5,
  LateFeePercentOfUnpaid: 6,
  LateFeeFlatPlusPercent: 7,
  LateFeeBasedOnSelectedCodes: 8,
  LateFeeGreaterOfFlatOrPercent: 9,
  InterestSelectedCodes: 10,
  InterestSimple: 11,
  InterestCompound: 12,
  Cash: 13,
  Accrual: 14,
  ModifiedAccrual: 15,
  Distribution: 16,
  BurdenRate: 17,
  Part: 18,
  Labor: 19,
  Fine: 20,
} as const;

export interface CodeMethod {
  readonly MethodId: number;
  readonly MethodName: string;
  readonly MethodKind: MethodKind;
}

const M = MethodId;

export const CodeMethods: readonly CodeMethod[] = [
  { MethodId: M.FlatDollar, MethodName: 'Flat dollar', MethodKind: 'Assessment' },
  {
    MethodId: M.PercentOfPropertyValue,
    MethodName: 'Percent of property value',
    MethodKind: 'Assessment',
  },
  {
    MethodId: M.SquareFeetTimesRate,
    MethodName: 'Square feet times rate',
    MethodKind: 'Assessment',
  },
  {
    MethodId: M.TotalTimesPercentOwnership,
    MethodName: 'Total times percent ownership',
    MethodKind: 'Assessment',
  },
  { MethodId: M.LateFeeFlat, MethodName: 'Flat', MethodKind: 'LateFee' },
  { MethodId: M.LateFeePercentOfUnpaid, MethodName: 'Percent of unpaid', MethodKind: 'LateFee' },
  { MethodId: M.LateFeeFlatPlusPercent, MethodName: 'Flat plus percent', MethodKind: 'LateFee' },
  {
    MethodId: M.LateFeeBasedOnSelectedCodes,
    MethodName: 'Based on selected codes',
    MethodKind: 'LateFee',
  },
  {
    MethodId: M.LateFeeGreaterOfFlatOrPercent,
    MethodName: 'Greater of flat or percent',
    MethodKind: 'LateFee',
  },
  { MethodId: M.InterestSelectedCodes, MethodName: 'Selected codes', MethodKind: 'Interest' },
  { MethodId: M.InterestSimple, MethodName: 'Simple', MethodKind: 'Interest' },
  { MethodId: M.InterestCompound, MethodName: 'Compound', MethodKind: 'Interest' },
  { MethodId: M.Cash, MethodName: 'Cash', MethodKind: 'Accounting' },
  { MethodId: M.Accrual, MethodName: 'Accrual', MethodKind: 'Accounting' },
  { MethodId: M.ModifiedAccrual, MethodName: 'Modified accrual', MethodKind: 'Accounting' },
  { MethodId: M.Distribution, MethodName: 'Distribution', MethodKind: 'Distribution' },
  { MethodId: M.BurdenRate, MethodName: 'Burden rate', MethodKind: 'BurdenRate' },
  { MethodId: M.Part, MethodName: 'Part', MethodKind: 'Part' },
  { MethodId: M.Labor, MethodName: 'Labor', MethodKind: 'Labor' },
  { MethodId: M.Fine, MethodName: 'Fine', MethodKind: 'Fine' },
];

export function codeMethodsOfKind(kind: MethodKind): readonly CodeMethod[] {
  return CodeMethods.filter((row) => row.MethodKind === kind);
}

// Lists behind GetInterestMethods (10-12), GetLateFeeMethods (5-9), GetAccountingProfileMethods
// (13-15) and GetAccountingCodeMethods (every method).
export const InterestMethods: readonly CodeMethod[] = codeMethodsOfKind('Interest');

export const LateFeeMethods: readonly CodeMethod[] = codeMethodsOfKind('LateFee');

export const AccountingProfileMethods: readonly CodeMethod[] = codeMethodsOfKind('Accounting');

export const AccountingCodeMethods: readonly CodeMethod[] = CodeMethods;

// Setup wizard default accounting method (spec 1 §9): accrual.
export const DefaultAccountingMethodId = M.Accrual;

// Not in the spec beyond the call name GetDistributionTypes: how a code's amount is split over
// accounts, by share or by fixed amount.
export const DistributionTypeId = { Percentage: 1, Amount: 2 } as const;

export interface DistributionType {
  readonly DistributionTypeId: number;
  readonly DistributionTypeName: string;
}

export const DistributionTypes: readonly DistributionType[] = [
  { DistributionTypeId: DistributionTypeId.Percentage, DistributionTypeName: 'Percentage' },
  { DistributionTypeId: DistributionTypeId.Amount, DistributionTypeName: 'Amount' },
];
