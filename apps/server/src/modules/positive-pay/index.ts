/** Positive pay: enrolled bank accounts and the check files sent to their banks (spec 2 §2, §7). */
export { positivePayRoutes } from './routes';
export { refuseUnfitCheckNumbers } from './check-numbers';
