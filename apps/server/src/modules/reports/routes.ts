import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { balanceSheetReport } from './balance-sheet';
import { budgetsReport } from './budgets';
import { budgetsVersusActualReport } from './budgets-versus-actual';
import { cashFlowReport } from './cash-flow';
import { generalLedgerDetailReport } from './general-ledger-detail';
import { getReportAccountList } from './get-report-account-list';
import { incomeStatementReport } from './income-statement';
import { journalEntryReport } from './journal-entry';
import { outOfBalanceReport } from './out-of-balance';
import { bindReport } from './report-route';
import { trialBalanceReport } from './trial-balance';

/** GET /api/Report/{Name}: one data query per report, rendered by the shared report route. */
export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.reports;
  // The general ledger's reports need read access to glaccounts.
  bindReport(app, deps, r.TrialBalance, 'glaccounts', trialBalanceReport);
  bindReport(app, deps, r.BalanceSheet, 'glaccounts', balanceSheetReport);
  bindReport(app, deps, r.IncomeStatement, 'glaccounts', incomeStatementReport);
  bindReport(app, deps, r.CashFlow, 'glaccounts', cashFlowReport);
  bindReport(app, deps, r.GeneralLedgerDetail, 'glaccounts', generalLedgerDetailReport);
  bindReport(app, deps, r.JournalEntry, 'glaccounts', journalEntryReport);
  bindReport(app, deps, r.Budgets, 'glaccounts', budgetsReport);
  bindReport(app, deps, r.BudgetsVersusActual, 'glaccounts', budgetsVersusActualReport);
  bindReport(app, deps, r.OutOfBalance, 'glaccounts', outOfBalanceReport);
  bind(app, deps, r.GetReportAccountList, getReportAccountList);
}
