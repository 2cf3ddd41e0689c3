import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { ReportFormatId } from '@hoa/domain';
import { renderReport } from '../../documents/index';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  deleteAllBankReconCriteria,
  getBankReconCriteria,
  saveBankReconCriteria,
} from './criteria';
import { getBankTransactions, getBatchInnerItems, getBookItems } from './get-panes';
import {
  getAccounts,
  getBankAccountUnreconciledDifference,
  getCurrentBalance,
  getSummary,
} from './get-summary';
import {
  countUnreconciledTransactions,
  getAgentBankAccountStatementDates,
  getBankTransactionKpiDetails,
  getUnmatchedTransactionKpi,
} from './kpis';
import { matchTransactions, unmatchTransaction } from './manual-match';
import { multiBankReportData } from './multi-bank-report';
import { finishReconciliation, saveReconciliation } from './reconciliation';
import { executeBankReconciliation, rematch } from './rematch';
import { reconciliationReportData } from './report-data';
import { renderReconciliationReport } from './report-pdf';
import { deleteAccountSettings, getSettings, saveSettings } from './settings';
import { getUnclearedBankTransaction, removeUnclearedBankTransaction } from './uncleared';
import { sendPdf } from '../../http/send-download';

export function bankReconciliationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.bankReconciliation;
  bind(app, deps, r.GetAccounts, getAccounts);
  bind(app, deps, r.GetSummary, getSummary);
  bind(app, deps, r.GetCurrentBalance, getCurrentBalance);
  bind(app, deps, r.GetBankTransactions, getBankTransactions);
  bind(app, deps, r.GetBookItems, getBookItems);
  bind(app, deps, r.GetBatchInnerItems, getBatchInnerItems);
  bind(app, deps, r.GetSettings, getSettings);
  bind(app, deps, r.SaveSettings, saveSettings);
  bind(app, deps, r.DeleteAccountSettings, deleteAccountSettings);
  bind(app, deps, r.Rematch, rematch);
  bind(app, deps, r.MatchTransactions, matchTransactions);
  bind(app, deps, r.UnmatchTransaction, unmatchTransaction);
  bind(app, deps, r.SaveReconciliation, saveReconciliation);
  bind(app, deps, r.FinishReconciliation, finishReconciliation);
  bind(app, deps, r.GetUnclearedBankTransaction, getUnclearedBankTransaction);
  bind(app, deps, r.RemoveUnclearedBankTransaction, removeUnclearedBankTransaction);
  bind(app, deps, r.ExecuteBankReconciliation, executeBankReconciliation);
  bind(app, deps, r.GetBankReconCriteria, getBankReconCriteria);
  bind(app, deps, r.SaveBankReconCriteria, saveBankReconCriteria);
  bind(app, deps, r.DeleteAllBankReconCriteria, deleteAllBankReconCriteria);
  bind(app, deps, r.GetBankAccountUnreconciledDifference, getBankAccountUnreconciledDifference);
  bind(app, deps, r.CountUnreconciledTransactions, countUnreconciledTransactions);
  bind(app, deps, r.GetUnmatchedTransactionKpiByBankAccountId, getUnmatchedTransactionKpi);
  bind(app, deps, r.GetBankTransactionKpiDetails, getBankTransactionKpiDetails);
  bind(app, deps, r.GetAgentBankAccountStatementDates, getAgentBankAccountStatementDates);
  // The PDFs are rendered after the transaction has ended.
  bindCaller(app, deps, r.BankReconciliationReport, async (call) => {
    const q = call.input.query;
    const data = await call.run((ctx) => reconciliationReportData(ctx, q));
    const pdf = await renderReconciliationReport(data, deps.files);
    return sendPdf(
      call,
      pdf,
      `bank-reconciliation-${q.bankAccountId}-${data.summary.AsOfDate}.pdf`,
    );
  });
  bindCaller(app, deps, r.MultiBankReconciliationReport, async (call) => {
    const q = call.input.query;
    const data = await call.run((ctx) =>
      multiBankReportData(ctx, q.communityAgentId, q.asOfDate ?? null),
    );
    const file = await renderReport(data, ReportFormatId.Pdf);
    return sendPdf(call, file.body, `${data.fileName}.pdf`);
  });
}
