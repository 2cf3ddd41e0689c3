import type { CatalogReportName } from '@hoa/contract';
import {
  agedOpenItems,
  apDistributionToGl,
  apOpenItems,
  approvalSkippedLog,
  checkbook,
  checkRegister,
  digitalChecksInProcess,
  ocrInvoiceAudit,
  tenNinetyNine,
  topsPaySummary,
} from '../ap-reports/index';
import {
  accountsReceivableSummary,
  agedOwnerBalanceDetail,
  agedOwnerBalanceDetails,
  collectionStatusReport,
  filteredOwnerBalanceReport,
  ownerActivityReport,
  ownerArActivityReport,
  ownerBalanceReport,
  ownerBalanceSummaryReport,
  ownerCommunicationPreferencesReport,
  prepaidOwnersReport,
  recurringChargeSettingsReport,
} from '../ar-reports/index';
import { architecturalRequestReport } from '../architectural-request-reports/index';
import { ccrReport, globalCcrReport } from '../ccr-reports/index';
import {
  activityReport,
  globalPropertySettlementReport,
  propertySettlementReport,
} from '../community-reports/index';
import { generalRequestReport, globalGeneralRequestReport } from '../general-requests/index';
import {
  cashReceiptsRegister,
  depositSlip,
  lockboxReport,
  ownerPaymentHistory,
} from '../receipt-reports/index';
import {
  balanceSheetReport,
  balanceSheetReports,
  budgetsReport,
  budgetsVersusActualReport,
  cashFlowReport,
  generalLedgerDetailReport,
  generalLedgerDetailReports,
  incomeStatementReport,
  incomeStatementReports,
  journalEntryReport,
  outOfBalanceReport,
  trialBalanceReport,
  trialBalanceReports,
  type ReportBuilder,
  type ReportSetBuilder,
} from '../reports/index';
import {
  globalServiceRequestReport,
  globalWorkOrderReport,
  serviceRequestReport,
  workOrderReport,
} from '../work-order-reports/index';

/**
 * The builder of every catalogue report, by name: the same functions its own GET (or POST) route
 * runs. Each takes the output of its call's query (or body) schema, which the render calls parse
 * the parameters with first.
 */
export const reportBuilders: Record<CatalogReportName, ReportBuilder<never>> = {
  TrialBalance: trialBalanceReport,
  BalanceSheet: balanceSheetReport,
  IncomeStatement: incomeStatementReport,
  CashFlow: cashFlowReport,
  GeneralLedgerDetail: generalLedgerDetailReport,
  JournalEntry: journalEntryReport,
  Budgets: budgetsReport,
  BudgetsVersusActual: budgetsVersusActualReport,
  OutOfBalance: outOfBalanceReport,
  AgedOwnerBalanceDetail: agedOwnerBalanceDetail,
  CollectionStatus: collectionStatusReport,
  OwnerARActivity: ownerArActivityReport,
  OwnerBalance: ownerBalanceReport,
  FilteredOwnerBalance: filteredOwnerBalanceReport,
  PrepaidOwners: prepaidOwnersReport,
  RecurringChargeSettings: recurringChargeSettingsReport,
  GetAccountsReceivableSummary: accountsReceivableSummary,
  OwnerActivity: ownerActivityReport,
  OwnerBalanceSummary: ownerBalanceSummaryReport,
  OwnerCommunicationPreferences: ownerCommunicationPreferencesReport,
  CashReceiptsRegister: cashReceiptsRegister,
  DepositSlip: depositSlip,
  OwnerPaymentHistory: ownerPaymentHistory,
  LockboxReport: lockboxReport,
  AgedOpenItems: agedOpenItems,
  APOpenItems: apOpenItems,
  ApDistributionToGL: apDistributionToGl,
  CheckRegister: checkRegister,
  Checkbook: checkbook,
  DigitalChecksInProcess: digitalChecksInProcess,
  InvoiceApprovalSkippedLog: approvalSkippedLog,
  OcrInvoiceAudit: ocrInvoiceAudit,
  GetVendorsTenNinetyNine: tenNinetyNine,
  TopsPaySummary: topsPaySummary,
  CCR: ccrReport,
  GlobalCCR: globalCcrReport,
  generalRequest: generalRequestReport,
  globalGeneralRequest: globalGeneralRequestReport,
  ArchitecturalRequest: architecturalRequestReport,
  ServiceRequest: serviceRequestReport,
  GlobalServiceRequest: globalServiceRequestReport,
  WorkOrder: workOrderReport,
  GlobalWorkOrder: globalWorkOrderReport,
  Activity: activityReport,
  PropertySettlement: propertySettlementReport,
  GlobalPropertySettlement: globalPropertySettlementReport,
};

/**
 * The reports a package for all communities reads for many communities at once (a few queries
 * for them all, not a few each); every other report is built community by community.
 */
export const reportSetBuilders: Partial<Record<CatalogReportName, ReportSetBuilder<never>>> = {
  TrialBalance: trialBalanceReports,
  BalanceSheet: balanceSheetReports,
  IncomeStatement: incomeStatementReports,
  GeneralLedgerDetail: generalLedgerDetailReports,
  AgedOwnerBalanceDetail: agedOwnerBalanceDetails,
};
