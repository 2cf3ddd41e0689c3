// What other features use of this one; they import it only from here (eslint.config.js).
export { HistoryEmailModal, type HistoryMail } from './email-history-modal';
export { OwnerLedgerSection } from './owner-ledger-section';
export { RemoveTransactionButton } from './remove-transaction-button';
export { useRemoveTransaction } from './use-remove-transaction';
