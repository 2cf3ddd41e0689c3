/** Owners' portal payments: saved payment methods and one-time payments, and the back office's drawers (issue 23). */
export { portalPaymentsRoutes } from './routes';
export { recoverCardPayments } from './recover-card-payments';
export { oneTimePaymentsOf } from './one-time-payments-of';
