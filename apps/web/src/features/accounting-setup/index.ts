// What other features use of this one; they import it only from here (eslint.config.js).
export { OperatingPeriodWarning } from './operating-period-warning';
export { PeriodsTable } from './periods-table';
export { accountingGraphQuery, defaultPeriodsQuery } from './setup-queries';
