import { LockboxMessages } from '../bank-files/lockbox-csv';
import { formatDate, type IsoDate } from '../dates';
import { formatCents, type Cents } from '../money';
import { AdjustmentMessages } from '../receivables/adjustments';
import { ChargeMessages } from '../receivables/charges';
import { CollectionMessages } from '../receivables/collections';
import { ReceivableMessages } from '../receivables/messages';
import { OwnerLedgerMessages } from '../receivables/owner-ledger';
import { OwnerMergeMessages } from '../receivables/owner-merge';
import { PaymentMessages } from '../receivables/payments';
import { RecurringCreditMessages } from '../receivables/recurring-credits';
import { SecurityDepositMessages } from '../receivables/payments-deposits';
import { detail, type ErrorSpec } from './error-spec';

/** Receivables: owner ledger, items, charges, payments, collections, direct debit, lockbox. */
export const ReceivablesErrors = {
  ReceivableNotAccrued: { status: 409, message: ReceivableMessages.notAccrued },
  ReceivableCodeWithoutAccounts: { status: 422, message: ReceivableMessages.codeWithoutAccounts },
  OwnerLedgerDirectDebitSent: { status: 409, message: OwnerLedgerMessages.directDebitSent },
  OwnerLedgerReversedPayment: { status: 409, message: OwnerLedgerMessages.reversedPayment },
  /** One of the five merge messages (spec 2 §5), for owners. */
  OwnerMergeSelection: { status: 400, message: detail },
  OwnerMergeNotOwner: { status: 400, message: OwnerMergeMessages.notOwner },
  OwnerMergeOtherProperty: { status: 422, message: OwnerMergeMessages.otherProperty },
  OwnerMergeRowsGone: { status: 409, message: OwnerMergeMessages.rowsGone },
  OwnerMergeClosedPeriod: { status: 422, message: OwnerMergeMessages.closedPeriod },
  ItemNotAccrued: { status: 409, message: detail },
  ItemPaymentNotPosted: { status: 409, message: detail },
  ItemDetailOfPosted: { status: 409, message: detail },
  ItemOwnerNotOnItem: { status: 404, message: detail },
  ChargeRunNotAccrued: { status: 409, message: ChargeMessages.runNotAccrued },
  ChargeRunRefused: { status: 422, message: detail },
  RecurringCreditOff: { status: 403, message: RecurringCreditMessages.flagOff },
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
    message: (effectiveDate: IsoDate, waitingDays: number, named: string, firstDate: IsoDate) =>
      `There is nothing to debit on ${formatDate(effectiveDate)}: a live debit waits ${waitingDays} ` +
      `banking days after its account's prenote (${named}); the first can be debited on ` +
      `${formatDate(firstDate)}.`,
  },
  DirectDebitNoPrenoteYet: {
    status: 400,
    message: (ownerName: string) =>
      `${ownerName}: the bank account has no prenote yet; the next direct-debit run sends it.`,
  },
  DirectDebitPrenoteWait: {
    status: 400,
    message: (ownerName: string, waitingDays: number, prenoteDate: IsoDate, firstDate: IsoDate) =>
      `${ownerName}: a live debit waits ${waitingDays} banking days after the ` +
      `account's prenote of ${formatDate(prenoteDate)}; the first effective entry date it can ` +
      `have is ${formatDate(firstDate)}.`,
  },
  DirectDebitChooseOwner: { status: 400, message: 'Choose an owner of the community.' },
  DirectDebitNoticeAlreadyApplied: {
    status: 409,
    message: (appliedOn?: IsoDate) =>
      appliedOn
        ? `This notification of change was already applied on ${formatDate(appliedOn)}.`
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
