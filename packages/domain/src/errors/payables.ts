import { PositivePayMessages } from '../banking/positive-pay';
import { NachaOriginMessages } from '../bank-files/nacha-origin';
import { ApAdjustmentMessages, ApRemovalMessages } from '../payables/ap-adjustments';
import { ApprovalMessages } from '../payables/approval-messages';
import { CheckMessages, SignatureMessages } from '../payables/check-messages';
import { DigitalPaymentMessages, pendingTransfersMessage } from '../payables/digital-payments';
import { duplicateInvoiceNumberRefusal, InvoiceMessages } from '../payables/invoices';
import { VendorPaymentMessages } from '../payables/payment-messages';
import { VendorMessages } from '../payables/vendor-messages';
import { ApSettingsMessages } from '../payables/ap-settings';
import { detail, type ErrorSpec } from './error-spec';

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
  ApSettingsKpiRecipientMissing: { status: 400, message: ApSettingsMessages.kpiRecipientMissing },
  VendorCarInsuranceNotFound: { status: 404, message: VendorMessages.carInsuranceNotFound },
} as const satisfies Record<string, ErrorSpec>;
