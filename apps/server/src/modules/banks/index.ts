export { banksRoutes } from './routes';
export { bookBalanceOf } from './bank-queries';
