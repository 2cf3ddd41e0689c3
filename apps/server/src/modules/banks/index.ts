export { banksRoutes } from './routes';
// The accounts with their book balances, as the bank account screens list them (the home page).
export { selectBankAccounts } from './bank-queries';
