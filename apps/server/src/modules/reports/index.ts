export { reportsRoutes } from './routes';
export {
  bindBodyReport,
  bindReport,
  catalogueReportNamed,
  runReport,
  sendReport,
  type CatalogueReport,
  type ReportBuilder,
} from './report-route';
// The ledger reports the board portal shows to board members (run as their board user).
export { balanceSheetReport } from './balance-sheet';
export { budgetsVersusActualReport } from './budgets-versus-actual';
export { cashFlowReport } from './cash-flow';
export { incomeStatementReport } from './income-statement';
export { trialBalanceReport } from './trial-balance';
