export { chargesRoutes } from './routes';
// The charge-run framework for other runs (late fee 41, interest 42, collection 53): a calculator
// (calculators/types.ts) accrued by accrueChargeRun; review and post use this module's endpoints.
export { accrueChargeRun, type AccrueRequest, type AccruedRun } from './accrue-run';
export { primaryOwners } from './calculators/apply-charges';
export type { ChargeCalculator } from './calculators/index';
