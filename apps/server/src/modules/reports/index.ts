export { reportsRoutes } from './routes';
export {
  bindBodyReport,
  bindReport,
  buildReportData,
  sendReport,
  type ReportBuilder,
} from './report-route';
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
export { balanceSheetFigures } from './balance-sheet';
export { budgetAndActualFigures } from './budgets-versus-actual';
export { accountActivity } from './ledger-balances';
export { accountColumns, moneyColumn, percentColumn } from './report-columns';
export { reportScope, type ReportQuery, type ReportScope } from './report-scope';
