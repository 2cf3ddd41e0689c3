export { bankReconciliationRoutes } from './routes';
export { runAutoMatch } from './auto-match';
