// What other features use of this one; they import it only from here (eslint.config.js).
export { BankAccountFormModal } from './bank-account-form-modal';
export { BankAccountsTable } from './bank-accounts-table';
export { bankPortfolioQuery, communityBanksQuery } from './bank-queries';
