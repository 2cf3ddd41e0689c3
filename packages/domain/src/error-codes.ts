// Every refusal the API gives has a code: the response is `{ errorMessage, errorCode }`. The code
// fixes the HTTP status and the message (the spec's text, verbatim); a message with variable parts
// is a function of them. A code without a message of its own (`detail`) carries a text computed
// elsewhere (a validator's problem, a database trigger's refusal). The web reacts to codes, tests
// assert them; adding a code without a status does not compile.
import { AccountMessages, tooManySignInAttempts } from './accounts';
import { FundsTransferMessages } from './banking/funds-transfer';
import { PositivePayMessages } from './banking/positive-pay';
import { LockboxMessages } from './bank-files/lockbox-csv';
import { NachaOriginMessages } from './bank-files/nacha-origin';
import { BankReconciliationMessages } from './bank-reconciliation/matching';
import { CheckImageMessages } from './bank-statements/check-images';
import { AccountingSetupMessages, GlAccountMessages } from './gl-accounts';
import { JournalEntryMessages } from './journal-entry';
import { Messages } from './messages';
import { formatCents, type Cents } from './money';
import { ApAdjustmentMessages, ApRemovalMessages } from './payables/ap-adjustments';
import { ApprovalMessages } from './payables/approval-messages';
import { CheckMessages, SignatureMessages } from './payables/check-messages';
import { DigitalPaymentMessages, pendingTransfersMessage } from './payables/digital-payments';
import { duplicateInvoiceNumberRefusal, InvoiceMessages } from './payables/invoices';
import { VendorPaymentMessages } from './payables/payment-messages';
import { VendorMessages } from './payables/vendor-messages';
import { AdjustmentMessages } from './receivables/adjustments';
import { ChargeMessages } from './receivables/charges';
import { CollectionMessages } from './receivables/collections';
import { ReceivableMessages } from './receivables/messages';
import { OwnerLedgerMessages } from './receivables/owner-ledger';
import { PaymentMessages } from './receivables/payments';
import { SecurityDepositMessages } from './receivables/payments-deposits';

/** The HTTP statuses a refusal answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** One code: its status and its message (text, or a function of the message's variable parts). */
export interface ErrorSpec {
  readonly status: ErrorStatus;
  readonly message: string | ((...parts: never[]) => string);
}

/** A text computed elsewhere (a validator's problem, a database trigger's message). */
const detail = (text: string): string => text;

/** The API's own: input, sign-in, permission, missing records, the database. */
export const CommonErrors = {
  ValidationFailed: { status: 400, message: detail },
  MalformedRequest: { status: 400, message: detail },
  /** A refusal of the input that has no code of its own yet. */
  BadRequest: { status: 400, message: detail },
  ChooseBankAccount: { status: 400, message: 'Choose a bank account of the community.' },
  EndDateBeforeStartDate: { status: 400, message: 'The end date is before the start date.' },
  NotSignedIn: { status: 401, message: (text: string = Messages.notSignedIn) => text },
  InvalidCredentials: { status: 401, message: Messages.invalidCredentials },
  TwoFactorLockedOut: { status: 401, message: AccountMessages.twoFactorLockedOut },
  Forbidden: { status: 403, message: (text: string = Messages.forbidden) => text },
  CommunityNotOnList: { status: 403, message: Messages.communityNotOnList },
  SubscriptionAccessDenied: { status: 403, message: Messages.subscriptionAccessDenied },
  TwoFactorRequired: { status: 403, message: FundsTransferMessages.twoFactorRequired },
  CsrfRefused: { status: 403, message: detail },
  NotFound: { status: 404, message: (text: string = Messages.notFound) => text },
  NoSuchCall: {
    status: 404,
    message: (method: string, path: string) => `No such call: ${method} ${path}`,
  },
  RunFileMissing: { status: 404, message: 'The file of this run is missing.' },
  AlreadyRemoved: { status: 409, message: OwnerLedgerMessages.alreadyRemoved },
  PayloadTooLarge: { status: 413, message: detail },
  UnsupportedMediaType: { status: 415, message: detail },
  IdempotencyKeyReused: { status: 422, message: detail },
  IdempotencyStillRunning: { status: 409, message: detail },
  TooManySignInAttempts: { status: 429, message: tooManySignInAttempts },
  DuplicateKey: { status: 409, message: 'A record with the same key already exists.' },
  ReferencedRecord: {
    status: 409,
    message: 'The record refers to, or is referred to by, another record.',
  },
  ValueTooLong: { status: 400, message: 'A value is longer than its field allows.' },
  NumberOutOfRange: { status: 400, message: 'A number is out of range.' },
  WrongFormat: { status: 400, message: 'A value has the wrong format.' },
  UnknownError: { status: 500, message: Messages.unknownError },
  /** Ours: the spec names no text for an unreachable or overloaded database. */
  DatabaseUnreachable: { status: 503, message: 'The database is not reachable; please try again.' },
  DatabaseTimedOut: {
    status: 503,
    message: 'The request took too long and was cancelled; please try again or narrow it down.',
  },
} as const satisfies Record<string, ErrorSpec>;

/** The general ledger: the ledger triggers' refusals (GL001-GL004), accounts, journal entries. */
export const LedgerErrors = {
  /** GL001: an entry whose lines do not balance. */
  LedgerUnbalanced: { status: 422, message: detail },
  /** GL002: a line in a closed period or closed fiscal year. */
  LedgerPeriodClosed: { status: 422, message: detail },
  /** GL003: a change to a posted line. */
  LedgerPostedLineChanged: { status: 409, message: detail },
  /** GL004: a line whose period does not hold its date. */
  LedgerDateOutsidePeriod: { status: 422, message: detail },
  LedgerPostingRefused: { status: 422, message: detail },
  LedgerNoPeriodForPostDate: {
    status: 422,
    message: (postDate: string) =>
      `No accounting period of the community holds the post date (${postDate}).`,
  },
  GlAccountCannotDelete: { status: 409, message: GlAccountMessages.cannotDelete },
  GlAccountNumberTaken: { status: 409, message: GlAccountMessages.accountNumberTaken },
  GlAccountMergeClosedPeriod: { status: 422, message: GlAccountMessages.mergeClosedPeriod },
  GlCostCenterInUse: { status: 409, message: GlAccountMessages.costCenterInUse },
  GlCostCenterNumberTaken: { status: 409, message: GlAccountMessages.costCenterNumberTaken },
  JournalEntryRefused: { status: 422, message: detail },
  JournalEntryPostedIsFinal: { status: 409, message: JournalEntryMessages.postedIsFinal },
  JournalEntryRemovedIsFinal: { status: 409, message: JournalEntryMessages.removedIsFinal },
  JournalEntryNoPeriod: { status: 422, message: JournalEntryMessages.noPeriod },
  JournalEntryClosedPeriod: { status: 422, message: JournalEntryMessages.closedPeriod },
  JournalEntryClosedFiscalYear: { status: 422, message: JournalEntryMessages.closedFiscalYear },
  AccountingSetupExists: { status: 409, message: AccountingSetupMessages.setupExists },
  AccountingPeriodsLocked: { status: 409, message: AccountingSetupMessages.periodsLocked },
} as const satisfies Record<string, ErrorSpec>;

/** Receivables: owner ledger, items, charges, payments, collections, direct debit, lockbox. */
export const ReceivablesErrors = {
  ReceivableNotAccrued: { status: 409, message: ReceivableMessages.notAccrued },
  ReceivableCodeWithoutAccounts: { status: 422, message: ReceivableMessages.codeWithoutAccounts },
  OwnerLedgerDirectDebitSent: { status: 409, message: OwnerLedgerMessages.directDebitSent },
  OwnerLedgerReversedPayment: { status: 409, message: OwnerLedgerMessages.reversedPayment },
  ItemNotAccrued: { status: 409, message: detail },
  ItemPaymentNotPosted: { status: 409, message: detail },
  ItemDetailOfPosted: { status: 409, message: detail },
  ItemOwnerNotOnItem: { status: 404, message: detail },
  ChargeRunNotAccrued: { status: 409, message: ChargeMessages.runNotAccrued },
  ChargeRunRefused: { status: 422, message: detail },
  AdjustmentNotAccrued: { status: 409, message: AdjustmentMessages.notAccruedAdjustment },
  SecurityDepositNotAccrued: { status: 409, message: SecurityDepositMessages.notAccruedDeposit },
  CashReceiptNotAccrued: { status: 409, message: PaymentMessages.notAccruedReceipt },
  PaymentNotPosted: { status: 409, message: PaymentMessages.notPostedPayment },
  PaymentAlreadyReversed: { status: 409, message: PaymentMessages.alreadyReversed },
  CollectionNotProperty: { status: 404, message: CollectionMessages.notProperty },
  CollectionJobsOff: { status: 409, message: detail },
  DirectDebitNothingToDebit: {
    status: 400,
    message: 'There is nothing to debit: no enrolled owner is due.',
  },
  DirectDebitNotAFailedDebit: {
    status: 400,
    message: 'A chosen direct debit is not a failed one of this community.',
  },
  DirectDebitRetryBlocked: {
    status: 400,
    message: (ownerName: string, reason: string) => `${ownerName}: ${reason}`,
  },
  DirectDebitOwnerNotEnrolled: {
    status: 400,
    message: 'An owner to retry is no longer enrolled in direct debit.',
  },
  DirectDebitAllWaitingForPrenote: {
    status: 400,
    message: (effectiveDate: string, waitingDays: number, named: string, firstDate: string) =>
      `There is nothing to debit on ${effectiveDate}: a live debit waits ${waitingDays} ` +
      `banking days after its account's prenote (${named}); the first can be debited on ${firstDate}.`,
  },
  DirectDebitNoPrenoteYet: {
    status: 400,
    message: (ownerName: string) =>
      `${ownerName}: the bank account has no prenote yet; the next direct-debit run sends it.`,
  },
  DirectDebitPrenoteWait: {
    status: 400,
    message: (ownerName: string, waitingDays: number, prenoteDate: string, firstDate: string) =>
      `${ownerName}: a live debit waits ${waitingDays} banking days after the ` +
      `account's prenote of ${prenoteDate}; the first effective entry date it can ` +
      `have is ${firstDate}.`,
  },
  DirectDebitChooseOwner: { status: 400, message: 'Choose an owner of the community.' },
  DirectDebitNoticeAlreadyApplied: {
    status: 409,
    message: (appliedOn?: string) =>
      appliedOn
        ? `This notification of change was already applied on ${appliedOn}.`
        : 'This notification of change was already applied.',
  },
  LockboxFileFailed: {
    status: 400,
    message: (problem: string) => `${LockboxMessages.failed} ${problem}`,
  },
  LockboxTransactionCountMismatch: {
    status: 400,
    message: (totalTransactions: number, sent: number) =>
      `totalTransactions is ${totalTransactions} but the batches hold ${sent} payments.`,
  },
  LockboxPaymentNotInBatch: { status: 400, message: 'A payment is not in this batch.' },
  LockboxBatchAlreadyImported: {
    status: 409,
    message: (
      batchNumber: number,
      fileName: string,
      earlier?: { FileName: string; UploadedAt: string; PaymentCount: number; Total: Cents },
    ) =>
      earlier
        ? `Batch ${batchNumber} (${fileName}) was already imported as ${earlier.FileName} ` +
          `on ${earlier.UploadedAt.slice(0, 10)}: ${earlier.PaymentCount} payments, ` +
          `${formatCents(earlier.Total)}. Nothing was imported.`
        : `Batch ${batchNumber} (${fileName}) was already imported. Nothing was imported.`,
  },
  LockboxBatchAlreadyPosted: { status: 409, message: 'This lockbox batch is already posted.' },
  LockboxNoBankWithAlias: {
    status: 404,
    message: (alias: string) => `No bank has the lockbox alias ${alias}.`,
  },
} as const satisfies Record<string, ErrorSpec>;

/** Payables: invoices, approvals, payments, checks, digital payments, NACHA files. */
export const PayablesErrors = {
  PayablesInvoiceNotPayable: { status: 409, message: VendorPaymentMessages.invoiceNotPayable },
  PayablesApproverCannotPay: { status: 403, message: VendorPaymentMessages.approverCannotPay },
  PayablesEntererCannotPay: { status: 403, message: VendorPaymentMessages.entererCannotPay },
  PayablesAmountNotPositive: { status: 422, message: VendorPaymentMessages.amountPositive },
  PayablesInvoiceOtherParty: { status: 422, message: VendorPaymentMessages.invoiceOtherParty },
  PayablesOverpaid: { status: 409, message: VendorPaymentMessages.overpaid },
  PayablesBankAccountNotUsable: {
    status: 422,
    message: VendorPaymentMessages.bankAccountNotUsable,
  },
  PayablesNoPayableAccount: { status: 422, message: detail },
  PayablesVendorOnPaymentHold: { status: 409, message: VendorMessages.onPaymentHold },
  PayablesVendorBankSameUser: { status: 403, message: VendorMessages.sameUserConfirm },
  PayablesVendorAccountNumberFormat: {
    status: 400,
    message: 'The account number must be 4 to 17 digits.',
  },
  PayablesCheckNumberTaken: { status: 409, message: CheckMessages.checkNumberTaken },
  PayablesCheckNumbersExhausted: { status: 409, message: CheckMessages.checkNumbersExhausted },
  PayablesCheckVoided: { status: 409, message: CheckMessages.checkVoided },
  PayablesChecksFileMissing: { status: 404, message: 'The checks file is missing.' },
  PayablesInvoicePdfOnly: { status: 415, message: InvoiceMessages.pdfOnly },
  PayablesDuplicateInvoiceNumber: { status: 409, message: duplicateInvoiceNumberRefusal },
  PayablesNoApproversToNotify: { status: 409, message: ApprovalMessages.noApproversToNotify },
  PayablesOnlyPdfPreview: { status: 415, message: ApprovalMessages.onlyPdfPreview },
  PayablesBoardAccessOnly: { status: 403, message: ApprovalMessages.boardAccessOnly },
  /** An approval or inbox move refused (see `approvalRefusalCodes`). */
  PayablesApprovalInputRefused: { status: 400, message: detail },
  PayablesApprovalNotAllowed: { status: 403, message: detail },
  PayablesApprovalWrongState: { status: 409, message: detail },
  PayablesRemovalDigitalPayment: { status: 409, message: ApRemovalMessages.digitalPayment },
  PayablesInvoiceNotAdjustable: { status: 409, message: ApAdjustmentMessages.invoiceNotAdjustable },
  PayablesAdjustmentBelowPaid: { status: 409, message: ApAdjustmentMessages.belowPaid },
  DigitalPaymentsPendingTransfers: { status: 409, message: pendingTransfersMessage },
  DigitalPaymentsNotVerified: { status: 409, message: DigitalPaymentMessages.notVerified },
  DigitalPaymentsBankAccountIncomplete: {
    status: 400,
    message: 'The bank account needs a routing and an account number.',
  },
  DigitalPaymentsNotAFundingSource: {
    status: 409,
    message: 'The bank account is not a funding source.',
  },
  DigitalPaymentsMicroDepositMaxAttempted: {
    status: 409,
    message: DigitalPaymentMessages.microDepositMaxAttempted,
  },
  DigitalPaymentsFundingSourceNotVerified: {
    status: 409,
    message: DigitalPaymentMessages.fundingSourceNotVerified,
  },
  DigitalPaymentsInvoiceNotFound: {
    status: 404,
    message: (invoiceId: number) => `Invoice ${invoiceId} was not found.`,
  },
  DigitalPaymentsOnlyReleased: { status: 409, message: DigitalPaymentMessages.onlyReleased },
  DigitalPaymentsNotRefundable: { status: 409, message: DigitalPaymentMessages.notRefundable },
  DigitalPaymentsAlreadyEnabled: {
    status: 409,
    message: 'The community is already enabled for digital payments.',
  },
  DigitalPaymentsNotEnabled: {
    status: 409,
    message: 'The community is not enabled for digital payments yet.',
  },
  DigitalPaymentsVendorBankDetailsNeeded: {
    status: 422,
    message: 'Every vendor paid by a NACHA file needs confirmed bank details.',
  },
  DigitalPaymentsNoSavedDocument: { status: 400, message: 'The controller has no saved document.' },
  DigitalPaymentsSandboxNotConfigured: {
    status: 404,
    message: 'The sandbox is not the configured provider.',
  },
  DigitalPaymentsSandboxNoSuchRecord: {
    status: 404,
    message: (kind: string, id: string) => `The sandbox has no ${kind} ${id}.`,
  },
  DigitalPaymentsSandboxUnverifiedSource: {
    status: 409,
    message: 'The sandbox refuses a transfer from an unverified funding source.',
  },
  NachaTooManyFiles: { status: 422, message: NachaOriginMessages.tooManyFiles },
  NachaRoutingNumberMissing: {
    status: 400,
    message: 'The bank account needs a routing number for a NACHA file.',
  },
  SignatureImageTooLarge: { status: 413, message: SignatureMessages.imageTooLarge },
  SignatureImageRequired: { status: 415, message: SignatureMessages.imageRequired },
  PositivePaySendFailed: {
    status: 400,
    message: (problem: string) => `${PositivePayMessages.sendFailed} ${problem}`,
  },
  PositivePayFileMissing: { status: 404, message: 'The positive pay file is missing.' },
} as const satisfies Record<string, ErrorSpec>;

/** Banking: funds transfers, reconciliation, statements and check images, bank integration. */
export const BankingErrors = {
  FundsTransferNotPending: { status: 409, message: FundsTransferMessages.notPending },
  BankReconTransactionNotFound: { status: 404, message: 'Bank transaction not found.' },
  BankReconLocked: { status: 409, message: BankReconciliationMessages.locked },
  BankReconAlreadyMatched: { status: 409, message: BankReconciliationMessages.alreadyMatched },
  BankReconItemMatched: { status: 409, message: BankReconciliationMessages.itemMatched },
  BankReconNotMatched: { status: 409, message: 'The bank transaction is not matched.' },
  BankReconNoCashLines: { status: 422, message: detail },
  BankReconMatchRefused: { status: 422, message: detail },
  BankReconNotUncleared: { status: 409, message: BankReconciliationMessages.notUncleared },
  BankReconStatementDateNotAfter: {
    status: 422,
    message: (lastDate: string) =>
      `The statement date must be after the last reconciled one (${lastDate}).`,
  },
  BankReconFinished: { status: 409, message: BankReconciliationMessages.finished },
  BankReconNotBalanced: { status: 409, message: BankReconciliationMessages.notBalanced },
  BankReconCriterionNeedsGlAccount: {
    status: 422,
    message: 'Each criterion needs a GL account of the bank account’s community.',
  },
  BankReconNoGlAccount: { status: 422, message: detail },
  BankReconMultiBankOff: { status: 403, message: BankReconciliationMessages.flagOff },
  BankStatementMapColumnsFirst: { status: 400, message: "Map the CSV file's columns first." },
  BankStatementFileEmpty: { status: 400, message: 'The file is empty.' },
  BankStatementOtherAccount: {
    status: 400,
    message: (accountNumber: string, accountName: string) =>
      `The file is a statement of account ${accountNumber}, which is the bank account ` +
      `"${accountName}", not the one selected. Choose that bank account, or 'auto' to import it there.`,
  },
  BankStatementNoAccountOfCompany: {
    status: 400,
    message: (accountNumbers: readonly string[]) =>
      `None of the file's accounts (${accountNumbers.join(', ')}) is a bank account of the company.`,
  },
  CheckImageTooLarge: { status: 413, message: CheckImageMessages.inFile },
  CheckImageEmpty: { status: 400, message: CheckImageMessages.inFile },
  CheckImageWrongType: { status: 415, message: CheckImageMessages.inFile },
  CheckImagesTooMany: { status: 413, message: CheckImageMessages.tooManyImages },
  CheckImagesTooLargeInTotal: { status: 413, message: CheckImageMessages.tooLargeInTotal },
  CheckImageMissing: { status: 404, message: 'The check image is missing.' },
  CheckImageNone: { status: 404, message: 'The bank transaction has no check image.' },
  BankIntegrationNoLockboxId: {
    status: 400,
    message: (account: string | number) =>
      `Bank account ${account} has no Lockbox ID at this bank.`,
  },
  BankIntegrationCommunityWithoutBank: {
    status: 400,
    message: (community: string | number) =>
      `Community ${community} has no bank account at this bank on your list.`,
  },
  BankIntegrationAccountNotOnList: {
    status: 400,
    message: (account: string | number) => `Bank account ${account} is not on your list.`,
  },
  BankIntegrationAlertRecipientTaken: {
    status: 400,
    message: (emailAddress: string) => `${emailAddress} already receives these alerts.`,
  },
} as const satisfies Record<string, ErrorSpec>;

/** Administration: roles, settings, custom fields, filtered views, attachments, portfolio. */
export const AdminErrors = {
  UnknownFeatureFlag: {
    status: 400,
    message: (flags: readonly string[]) => `Unknown feature flag: ${flags.join(', ')}.`,
  },
  RoleNotFound: { status: 404, message: 'Role not found.' },
  UnknownClaim: {
    status: 400,
    message: (claims: readonly string[]) => `Unknown claim: ${claims.join(', ')}.`,
  },
  ClaimListedTwice: { status: 400, message: 'A claim is listed twice.' },
  UserNotFound: { status: 404, message: 'User not found.' },
  FieldNotFound: { status: 404, message: 'Field not found.' },
  FieldListedTwice: { status: 400, message: 'A field is listed twice.' },
  CategoryNotFound: { status: 404, message: 'Category not found.' },
  FilteredViewCannotMove: {
    status: 400,
    message: 'A filtered view cannot move to another screen.',
  },
  FilteredViewNotFound: { status: 404, message: 'The filtered view was not found.' },
  CommunityNotAvailable: { status: 400, message: 'The community is not available.' },
  VendorListedTwice: { status: 400, message: 'A vendor is listed twice.' },
  AttachmentTooManyTags: {
    status: 400,
    message: (max: number) => `An attachment can have at most ${max} tags.`,
  },
  AttachmentFileMissing: { status: 404, message: 'The file of this attachment is missing.' },
  AttachmentTooLarge: { status: 413, message: detail },
  AttachmentWrongType: { status: 415, message: detail },
} as const satisfies Record<string, ErrorSpec>;

/** Every code of every area. */
export const ErrorCatalogue = {
  ...CommonErrors,
  ...LedgerErrors,
  ...ReceivablesErrors,
  ...PayablesErrors,
  ...BankingErrors,
  ...AdminErrors,
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ErrorCatalogue;

/** Every code, for an enum in the API description. */
export const ErrorCodes = Object.keys(ErrorCatalogue) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status of each code. */
export const ErrorStatuses: Readonly<Record<ErrorCode, ErrorStatus>> = Object.fromEntries(
  Object.entries(ErrorCatalogue).map(([code, spec]) => [code, spec.status]),
) as Record<ErrorCode, ErrorStatus>;

/** The variable parts a code's message takes: none for a fixed text. */
export type ErrorParts<C extends ErrorCode> = (typeof ErrorCatalogue)[C]['message'] extends (
  ...parts: infer P
) => string
  ? P
  : [];

/** The message of a code with its variable parts. */
export function errorMessage<C extends ErrorCode>(code: C, ...parts: ErrorParts<C>): string {
  const message: ErrorSpec['message'] = ErrorCatalogue[code].message;
  return typeof message === 'string'
    ? message
    : (message as (...values: unknown[]) => string)(...parts);
}

/** The refusals of approvals and inbox moves (payables/approval.ts) by their status. */
export const approvalRefusalCodes = {
  400: 'PayablesApprovalInputRefused',
  403: 'PayablesApprovalNotAllowed',
  409: 'PayablesApprovalWrongState',
} as const satisfies Record<400 | 403 | 409, ErrorCode>;
