// Report formats and filter operators (spec 3 §9).

export const ReportFormatId = { Pdf: 0, Xls: 1, Xlsx: 2, Word: 3 } as const;

export interface ReportFormat {
  readonly ReportFormatId: number;
  readonly ReportFormatName: string;
}

export const ReportFormats: readonly ReportFormat[] = [
  { ReportFormatId: ReportFormatId.Pdf, ReportFormatName: 'PDF' },
  { ReportFormatId: ReportFormatId.Xls, ReportFormatName: 'Excel xls' },
  { ReportFormatId: ReportFormatId.Xlsx, ReportFormatName: 'Excel xlsx' },
  { ReportFormatId: ReportFormatId.Word, ReportFormatName: 'Word' },
];

export const DefaultReportFormatId = ReportFormatId.Pdf;

// Report packages render as PDF or Excel xlsx only.
export const PackageReportFormatIds: readonly number[] = [ReportFormatId.Pdf, ReportFormatId.Xlsx];

// Format names of scheduled report job steps (spec 3 §7), by format id.
export const ReportJobFormatNames: Readonly<Record<number, string>> = {
  [ReportFormatId.Pdf]: 'Pdf',
  [ReportFormatId.Xls]: 'Excel',
  [ReportFormatId.Xlsx]: 'Excel_xlsx',
  [ReportFormatId.Word]: 'Word',
};

export const ComparisonOperatorId = {
  Contains: 0,
  EndsWith: 1,
  Equals: 2,
  GreaterThan: 3,
  GreaterThanOrEquals: 4,
  LessThan: 5,
  LessThanOrEquals: 6,
  NotEquals: 7,
  NotSet: 8,
  Set: 9,
  StartsWith: 10,
} as const;

export interface ComparisonOperator {
  readonly ComparisonOperatorId: number;
  readonly ComparisonOperatorName: string;
  readonly NeedsValue: boolean;
}

const C = ComparisonOperatorId;

// The spec says 'the last two need no value'; by meaning those are Not Set and Set (the list is
// alphabetical, so Starts With lands after them).
function operator(id: number, name: string): ComparisonOperator {
  return {
    ComparisonOperatorId: id,
    ComparisonOperatorName: name,
    NeedsValue: id !== C.NotSet && id !== C.Set,
  };
}

export const ComparisonOperators: readonly ComparisonOperator[] = [
  operator(C.Contains, 'Contains'),
  operator(C.EndsWith, 'Ends With'),
  operator(C.Equals, 'Equals'),
  operator(C.GreaterThan, 'Greater Than'),
  operator(C.GreaterThanOrEquals, 'Greater Than or Equals'),
  operator(C.LessThan, 'Less Than'),
  operator(C.LessThanOrEquals, 'Less Than or Equals'),
  operator(C.NotEquals, 'Not Equals'),
  operator(C.NotSet, 'Not Set'),
  operator(C.Set, 'Set'),
  operator(C.StartsWith, 'Starts With'),
];

export const LogicalOperatorId = { And: 0, Or: 1 } as const;

export interface LogicalOperator {
  readonly LogicalOperatorId: number;
  readonly LogicalOperatorName: string;
}

export const LogicalOperators: readonly LogicalOperator[] = [
  { LogicalOperatorId: LogicalOperatorId.And, LogicalOperatorName: 'And' },
  { LogicalOperatorId: LogicalOperatorId.Or, LogicalOperatorName: 'Or' },
];

// Report parameter data types (spec 3 §3): D date, I integer.
export type ReportParameterDataType = 'D' | 'I';

// Custom reports route by type: 1 is portfolio, any other is financial (spec 3 §2).
export const PortfolioCustomReportTypeId = 1;
