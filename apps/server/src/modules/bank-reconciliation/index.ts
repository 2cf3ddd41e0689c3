export { bankReconciliationRoutes } from './routes';
export { runAutoMatch } from './auto-match';
export { bookBalanceSql, normalizedNumber, type CashBook } from './recon-sql';
