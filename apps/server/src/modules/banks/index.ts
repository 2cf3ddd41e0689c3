export { banksRoutes } from './routes';
// The accounts with their book balances, as the bank account screens list them (the home page),
// and the book balance of one account (the check run's overdraft warning).
export { bookBalanceOf, selectBankAccounts } from './bank-queries';
