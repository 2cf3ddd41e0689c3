export { chargesRoutes } from './routes';
// The charge-run framework for other runs (late fee 41, interest 42, collection 53): a calculator
// (calculators/types.ts) accrued by accrueChargeRun; review and post use this module's endpoints.
export { accrueChargeRun, type AccrueRequest, type AccruedRun } from './accrue-run';
export { primaryOwners } from './calculators/apply-charges';
// What the Collection Status report and the collection profile read as a property's status.
export { collectionStatusRows } from './calculators/collection-status-sql';
export type { ChargeCalculator } from './calculators/index';
// The review and post calls for one run type, bound under that type's controller (late fees,
// interest, collection), and Accrue, for the collection background requests.
export { runOwnerLines, runSummaries } from './get-run-summaries';
export { postItemOfType, requirePostableRuns } from './post-charge-runs';
export { accrueCharges } from './accrue-charges';
// After posting runs of types that keep it (40, 41, 42, 53): their codes' last applied date.
export { setCodesLastApplied, type PostedCodes } from './codes-last-applied';
