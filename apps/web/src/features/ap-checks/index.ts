// What other features use of this one; they import it only from here (eslint.config.js).
export { BankAccountSelect } from './bank-account-select';
export { InvoiceCheckHistory } from './check-history';
export { checkBankAccountsQuery, checksKey, payableInvoicesQuery } from './check-queries';
