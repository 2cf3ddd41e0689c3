import { FundsTransferMessages } from '../banking/funds-transfer';
import { formatDate, type IsoDate } from '../dates';
import { BankReconciliationMessages } from '../bank-reconciliation/matching';
import { CheckImageMessages } from '../bank-statements/check-images';
import { ValidationExportMessages } from '../banking/validation-export';
import { BankSetupMessages } from '../banking/bank-services';
import { BankMessages } from '../banks';
import { detail, type ErrorSpec } from './error-spec';

/** Banking: funds transfers, reconciliation, statements and check images, bank integration. */
export const BankingErrors = {
  BankHasAccounts: { status: 409, message: BankMessages.bankHasAccounts },
  BankAccountInUse: { status: 409, message: BankMessages.bankAccountInUse },
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
    message: (lastDate: IsoDate) =>
      `The statement date must be after the last reconciled one (${formatDate(lastDate)}).`,
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
  ValidationExportNothingSelected: {
    status: 400,
    message: ValidationExportMessages.nothingSelected,
  },
  ValidationExportNoLockboxId: { status: 400, message: ValidationExportMessages.noLockboxId },
  ValidationExportCommunityWithoutLockbox: {
    status: 400,
    message: ValidationExportMessages.communityWithoutLockbox,
  },
  ValidationFileUnknown: { status: 400, message: ValidationExportMessages.unknownFile },
  ValidationFileFieldTooLong: { status: 400, message: ValidationExportMessages.fieldTooLong },
  // An SFTP connection that could not log in or list its folders (issue 26 item 6).
  BankConnectionLoginFailed: {
    status: 400,
    message: (reason: string) => `${BankSetupMessages.loginFailed} ${reason}`,
  },
  // An SFTP server that presented another host key than the pinned one (SftpMessages.hostKeyChanged).
  BankConnectionHostKeyChanged: {
    status: 400,
    message: (reason: string) => reason,
  },
  BankConnectionNoLockboxAccount: {
    status: 400,
    message: (lockboxId: string) =>
      lockboxId
        ? `No bank account at this bank has the Lockbox ID ${lockboxId}.`
        : 'The file names no lockbox and the bank has not exactly one bank account with a Lockbox ID.',
  },
  BankConnectionNoReturnAccount: {
    status: 400,
    message: (companyIds: readonly string[]) =>
      `No bank account at this bank originates as ${companyIds.join(', ') || '(no company identification)'}.`,
  },
  BankIntegrationAlertRecipientTaken: {
    status: 400,
    message: (emailAddress: string) => `${emailAddress} already receives these alerts.`,
  },
} as const satisfies Record<string, ErrorSpec>;
