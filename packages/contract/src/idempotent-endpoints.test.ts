import { describe, expect, it } from 'vitest';
import { contract } from './index';
import type { EndpointDef } from './endpoint';

const endpoints = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, EndpointDef>).map(([name, e]) => ({
    name: `${area}.${name}`,
    e,
  })),
);

/**
 * What looks like a call that creates or posts money, by its path or summary: posting, voiding,
 * reversing, paying, refunding, receipts, deposits, checks, invoices, adjustments, entries,
 * transfers, runs, year close.
 */
const moneyWords =
  /\b(post(s|ed|ing)?|void(s|ed)?|revers(e|es|ed|al)|pay|pays|payment|refunds?|receipts?|deposits?|checks?|invoices?|adjustments?|journal entr(y|ies)|transfers?|runs?|close[sd]?|accrue|beginning balances|NACHA|charges)\b|Post[A-Z]|Void|Refund|Pay[A-Z]|Add[A-Z]|CreateRun|Close/;

/**
 * Calls the words match that do not create or post a money document (settings, reads, files,
 * approvals of an entered invoice, edits of accrued documents, enrolment): each is a decision.
 */
const notMoneyMoving = new Set([
  // A community transfer moves a community between companies, no money; a key is issued anew and
  // works once, so a repeat is refused rather than repeated.
  'communityTransfer.GenerateTransferKey',
  'communityTransfer.BeginTransfer',
  // The bank account owners pay into is a setting of the community's portal; nothing of money.
  'ownerAccess.SaveCommunitySettings',
  // Adds an email address to a letter batch.
  'messageBatches.AddSummaryRecipient',
  'accountingSetup.AddFiscalYear',
  'accountingSetup.SaveAccountingProfile',
  'activity.CloseItem',
  'apAdjustments.GetApAdjustments',
  'apApprovals.SaveBillApprovalSettings',
  'apApprovals.SaveSeparationOfDuties',
  'apChecks.DownloadCheckRun',
  'apInbox.AcceptException',
  'apInbox.AcceptInvoice',
  'apInbox.ApproveInvoice',
  'apInbox.BoardApproveInvoice',
  'apInbox.BoardRejectInvoice',
  // The board portal's decisions: the same board approval as apInbox's, run as the board user.
  'portalBoard.BoardApproveInvoice',
  'portalBoard.BoardRejectInvoice',
  'apInbox.FinalRejectInvoice',
  'apInbox.NotifyApprovers',
  'apInbox.OcrReject',
  'apInbox.RejectException',
  'apInbox.RejectInvoice',
  'apInbox.RejectVendorInvoice',
  'apInbox.ResubmitInvoice',
  'apInvoices.SaveOcrDraft',
  'apInvoices.UpdateInvoice',
  'apInvoices.UploadInvoice',
  'apVendors.ConfirmVendorBankDetails',
  'apVendors.GetVendorHistory',
  'apVendors.MergeVendorsItemsHistory',
  'apVendors.SaveVendorBankDetails',
  'attachments.AddTagsToAgentAttachments',
  'bankIntegration.ExportTopsStandardValidationFile',
  'bankIntegration.SaveBankCheckScanLineSettings',
  'bankReconciliation.ExecuteBankReconciliation',
  'bankReconciliation.FinishReconciliation',
  'bankReconciliation.MatchTransactions',
  'bankReconciliation.RemoveUnclearedBankTransaction',
  'bankReconciliation.UnmatchTransaction',
  'bankStatements.DeleteBankTransaction',
  'bankStatements.DeleteMultipleBankTransactions',
  'bankStatements.UploadBankStatement',
  'bankStatements.UploadCheckImages',
  'cashReceipts.SavePaymentPriorities',
  'cashReceipts.UpdateCashReceipt',
  'charges.Assign',
  'charges.DetermineFutureYearCodeAssignments',
  'charges.UpdateItemBatchSummary',
  'collections.PrintConcatenatedCollectionLetters',
  // A violation's photo (a file, no money), a hearing's record; its state changes, alone or a
  // batch of them (the same when sent twice).
  'ccr.AddCcrHearing',
  'ccr.AddCcrRecordPhoto',
  'ccr.BatchReopenViolations',
  'ccr.CloseCcrRecordViaTopsItemId',
  'ccr.ReopenCcrRecord',
  'ccr.ResolveViolation',
  // An inspection entry and its photo carry the phone's key in the body (ClientKey): sent again,
  // they answer what they made; nothing of money.
  'ccrBatches.AddCcrBatchEntry',
  'ccrBatches.AddCcrBatchEntryPhoto',
  'crm.SetAgentProfileDefaultAccount',
  'customFields.PreviewImport',
  'defaultDistributions.AddDefaultDistribution',
  'digitalPayments.CreateDigitalPaymentAccount',
  'digitalPayments.DeleteFundingSource',
  'digitalPayments.SandboxAdvanceTime',
  'digitalPayments.SetBankAccountForDigitalPayment',
  'digitalPayments.UpdateCommunityPaymentsSetup',
  'digitalPayments.UpdateCustomerSettingSubmitInvoice',
  'digitalPayments.VerifyBankAccountRegistration',
  'directDebit.RemoveEnrollment',
  // Runs a report with a saved definition: it reads, it moves nothing.
  'enhancedReports.ReportData',
  'directDebit.SaveEnrollment',
  'fundsTransfer.CancelFundsTransfer',
  // A general request's close and reopen change its state, alone or a batch of them (the same when
  // sent twice); nothing of money.
  'generalRequests.BatchClose',
  'generalRequests.BatchReopen',
  'generalRequests.Close',
  'generalRequests.Reopen',
  'invoiceTemplates.DeleteInvoiceTemplate',
  'invoiceTemplates.SaveInvoiceTemplate',
  'invoiceTemplates.UpdateInvoiceTemplate',
  'items.OverrideItem',
  'items.RemoveItemAgentDetail',
  'items.UpdateEvent',
  'items.UpdateItemBatch',
  'journalEntries.ValidatePostDate',
  'lateFeesInterest.SaveInterestSettings',
  'lateFeesInterest.SaveLateFeeSettings',
  'lockbox.PrintLockboxPdf',
  'lockbox.SaveLockboxImportSettings',
  'lockbox.SaveLockboxSetting',
  'lockbox.UpdateBatch',
  'notes.SaveCommentsItem',
  // An owner's saved payment methods (a card's provider token, a sealed bank account): no money moves.
  'ownerPayments.AddBankAccount',
  'ownerPayments.AddCard',
  // A signed token a payment page opens with; the payment itself is MakeOneTimePayment.
  'ownerPayments.GeneratePayLeaseToken',
  'portalPayments.AddBankAccount',
  'portalPayments.AddCard',
  'portalPayments.RemovePaymentMethod',
  'positivePay.SaveBankAccounts',
  // A community's contract value and payments KPI address are settings: no money moves.
  'apSettings.PostCommunityAPSettings',
  // A scheduled report removed: it mails no more; nothing of money.
  'reportCatalogue.DeleteScheduledReport',
  // Automation: a job or workflow removed (its runs and what they posted stay), the approval
  // amount set; none moves money (RunNow, ApproveRun and RollbackRun do, and are idempotent).
  'automation.DeleteJobSchedule',
  'automation.DeleteWorkflow',
  'automation.SaveAutomationSettings',
  // A community's time zone: its schedules' next runs move; nothing of money.
  'automation.SaveCommunityTimeZone',
  'positivePay.SendPositivePay',
  'resale.DetermineFutureYearCodeAssignments',
  'signatures.SaveBankAccountAuthorizedSignatures',
  'user.AddUsersToCommunity',
  // A part added to a community's parts list (a name and a description; nothing of money).
  'workOrderCosts.AddCommunityPart',
]);

describe('idempotent calls', () => {
  it('every call that looks money-moving carries the idempotent flag, or is a listed exception', () => {
    const unflagged = endpoints
      .filter(({ e }) => e.method !== 'GET' && !e.idempotent)
      .filter(({ e }) => moneyWords.test(e.path) || moneyWords.test(e.summary))
      .map(({ name }) => name)
      .filter((name) => !notMoneyMoving.has(name));
    expect(unflagged).toEqual([]);
  });

  it('only POST and PUT calls are flagged, and no listed exception is flagged', () => {
    const flagged = endpoints.filter(({ e }) => e.idempotent);
    expect(flagged.length).toBeGreaterThanOrEqual(54);
    expect(flagged.filter(({ e }) => e.method !== 'POST' && e.method !== 'PUT')).toEqual([]);
    expect(flagged.filter(({ name }) => notMoneyMoving.has(name))).toEqual([]);
  });

  it('lists as exceptions only calls that exist', () => {
    const names = new Set(endpoints.map(({ name }) => name));
    expect([...notMoneyMoving].filter((name) => !names.has(name))).toEqual([]);
  });
});
