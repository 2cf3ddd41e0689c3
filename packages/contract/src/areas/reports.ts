import { AccountNumberMaxLength, DrillSigns, FileTypes, FundTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, optionalIdParam } from '../fields';

// Reports (spec 2 §7 'Reports in this area'; spec 3 §7 'Report files come back as binary', §9
// formats PDF 0 (default), xls 1, xlsx 2, Word 3). Every report call takes the community and its
// date options; with `format` the answer is the file, without it the rows as JSON for the screen.
// Money cells are integer cents, dates 'YYYY-MM-DD', percents numbers (12.5 is 12.5 %).

export const ReportFormatParam = z.coerce.number().pipe(z.literal([0, 1, 2, 3]));

/** The most rows a page of a report on screen holds (rowLimit). */
export const ReportPageMaxRows = 5000;

/**
 * How a report call answers, the same for every report: with `format` the file of all its rows;
 * without it the rows as JSON for the screen: all of them, or with rowLimit a page of that many
 * from rowOffset (0 by default), the answer's rowCount then saying how many the report has.
 */
export const ReportAnswerParams = {
  format: ReportFormatParam.optional(),
  rowOffset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  rowLimit: z.coerce.number().int().min(1).max(ReportPageMaxRows).optional(),
};

/** A report's answers: the rows as JSON without `format`, else the file (xls 1 is sent as xlsx). */
export const ReportAnswerTypes = [
  'application/json',
  FileTypes.Pdf,
  FileTypes.Xlsx,
  FileTypes.Docx,
] as const;

/**
 * The ledger lines behind each account's figure in a column: the account's lines of the cost
 * center (every line when null) posted from fromDate (since the books began when null) through
 * toDate. The figure is their debits minus credits in the account's normal sign ('normal'), as
 * they are ('debit') or negated ('credit').
 */
export const ReportDrillSchema = z.object({
  fromDate: z.string().nullable(),
  toDate: z.string(),
  costCenterId: z.number().nullable(),
  sign: z.enum(DrillSigns),
});
export type ReportDrill = z.infer<typeof ReportDrillSchema>;

export const ReportColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['text', 'money', 'number', 'date', 'percent']),
  width: z.number().optional(),
  /** On an account's row, this column's figure opens the ledger lines behind it. */
  drill: ReportDrillSchema.optional(),
});
export type ReportColumnData = z.infer<typeof ReportColumnSchema>;

export const ReportRowSchema = z.object({
  cells: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  style: z.enum(['section', 'subtotal', 'total']).optional(),
  indent: z.number().optional(),
  /** The ledger account the row is about: the screen links it to the account's GL history. */
  accountId: z.number().optional(),
  /** The transaction the row is a line of: the screen links it to the transaction. */
  itemId: z.number().optional(),
  /** With itemId: the transaction's type and status, which choose the screen it opens. */
  txnTypeId: z.number().optional(),
  statusId: z.number().optional(),
  /**
   * A figure of no single account (the balance sheet's net income): the screen opens this report
   * over these days, whose total is the figure.
   */
  drillReport: z
    .object({ name: z.string(), startDate: z.string(), endDate: z.string() })
    .optional(),
});
export type ReportRowData = z.infer<typeof ReportRowSchema>;

export const ReportDataSchema = z.object({
  title: z.string(),
  subtitle: z.array(z.string()),
  columns: z.array(ReportColumnSchema),
  rows: z.array(ReportRowSchema),
  /** The days the report covers, for the screen's links to GL history. */
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }).optional(),
  orientation: z.enum(['portrait', 'landscape']).optional(),
  footnotes: z.array(z.string()).optional(),
  fileName: z.string(),
  /** A page's answer (rowLimit given): how many rows the report has, and where the page starts. */
  rowCount: z.number().optional(),
  rowOffset: z.number().optional(),
});
export type ReportDataJson = z.infer<typeof ReportDataSchema>;

/** The query every report of the general ledger takes; each report uses the dates it needs. */
export const LedgerReportQuery = z.strictObject({
  communityAgentId: idParam,
  asOfDate: isoDate.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  fiscalYearId: optionalIdParam,
  periodId: optionalIdParam,
  /** Only this cost center's lines (and budgets). */
  costCenterId: optionalIdParam,
  ...ReportAnswerParams,
});
export type LedgerReportQuery = z.input<typeof LedgerReportQuery>;

/** The shape of a report call; each endpoint writes its own literal path. */
const report = (summary: string) =>
  ({
    method: 'GET',
    summary: `${summary} (the file when format is given)`,
    query: LedgerReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }) as const;

export const ReportAccountSchema = z.object({
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  FundTypeId: z.number(),
  CostCenterId: z.number().nullable(),
  CostCenterNumber: z.string().nullable(),
  CostCenterName: z.string().nullable(),
});
export type ReportAccount = z.infer<typeof ReportAccountSchema>;

const accountNumber = z.string().trim().max(AccountNumberMaxLength);
const fundTypeId = z
  .number()
  .int()
  .refine((id) => FundTypes.some((t) => t.FundTypeId === id), 'is not a fund type');

export const reports = {
  TrialBalance: endpoint({
    path: '/api/Report/TrialBalance',
    ...report('Trial balance as of a date'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  BalanceSheet: endpoint({
    path: '/api/Report/BalanceSheet',
    ...report('Balance sheet as of a date'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  IncomeStatement: endpoint({
    path: '/api/Report/IncomeStatement',
    ...report('Income statement: a range and the year to date'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  CashFlow: endpoint({
    path: '/api/Report/CashFlow',
    ...report('Cash flow (indirect method) over a range'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  GeneralLedgerDetail: endpoint({
    path: '/api/Report/GeneralLedgerDetail',
    ...report('Ledger lines per account over a range'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  JournalEntry: endpoint({
    path: '/api/Report/JournalEntry',
    ...report('Posted journal entries with their lines over a range'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  Budgets: endpoint({
    path: '/api/Report/Budgets',
    ...report('The budget of a fiscal year by period'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  BudgetsVersusActual: endpoint({
    path: '/api/Report/BudgetsVersusActual',
    ...report('Budget, actual and variance for a period and the year to date'),
    access: { claim: 'glaccounts', level: 'read' },
  }),
  OutOfBalance: endpoint({
    path: '/api/Report/OutOfBalance',
    access: { claim: 'glaccounts', level: 'read' },
    ...report(
      'Entries whose lines do not balance and period balances that differ from their lines',
    ),
  }),
  GetReportAccountList: endpoint({
    method: 'POST',
    path: '/api/Report/GetReportAccountList',
    summary: 'The accounts a report may cover: an account number range, a cost center, fund types',
    access: { claim: 'glaccounts', level: 'read' },
    body: z.strictObject({
      AgentId: z.number().int().positive(),
      StartAccountNumber: accountNumber.nullable().default(null),
      EndAccountNumber: accountNumber.nullable().default(null),
      CostCenterId: z.number().int().positive().nullable().default(null),
      FundTypeIds: z.array(fundTypeId).max(10).nullable().default(null),
    }),
    response: z.array(ReportAccountSchema),
  }),
};
