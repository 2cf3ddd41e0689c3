// Transaction profiles of the receivable runs (spec 3 §7 'Transaction profiles').
export { profilePageRoutes } from './routes';
