/** Digital payments: onboarding, funding sources, digital checks, NACHA credit files (spec 2). */
export { digitalPaymentsRoutes } from './routes';
export { refreshDigitalPayments } from './refresh-digital-payments';
