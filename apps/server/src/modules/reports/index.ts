export { reportsRoutes } from './routes';
export {
  bindBodyReport,
  bindReport,
  buildReportData,
  sendReport,
  buildReportDataSet,
  askedRowPage,
  type RowPage,
  type ReportBuilder,
  type ReportSetBuilder,
} from './report-route';
// A package for all communities reads these reports of many communities at once.
export { balanceSheetReports } from './balance-sheet';
export { generalLedgerDetailReports } from './general-ledger-detail';
export { incomeStatementReports } from './income-statement';
export { trialBalanceReports } from './trial-balance';
// The ledger reports the board portal shows to board members (run as their board user).
export { balanceSheetReport } from './balance-sheet';
export { budgetsVersusActualReport } from './budgets-versus-actual';
export { cashFlowReport } from './cash-flow';
export { incomeStatementReport } from './income-statement';
export { trialBalanceReport } from './trial-balance';
// The report catalogue renders these reports by name too.
export { generalLedgerDetailReport } from './general-ledger-detail';
export { journalEntryReport } from './journal-entry';
export { budgetsReport } from './budgets';
export { outOfBalanceReport } from './out-of-balance';
// Custom financial statements regroup the standard statements' own figures.
export { balanceSheetAsk, balanceSheetFigures, balanceSheetOf } from './balance-sheet';
export {
  budgetAndActualAsk,
  budgetAndActualFigures,
  budgetAndActualOf,
} from './budgets-versus-actual';
export {
  accountActivities,
  accountActivity,
  type AccountActivity,
  type ActivityAsk,
} from './ledger-balances';
export { accountColumns, moneyColumn, percentColumn } from './report-columns';
export { reportScope, reportScopes, type ReportQuery, type ReportScope } from './report-scope';
