// What other features use of this one; they import it only from here (eslint.config.js).
export { costCentersQuery, fiscalYearsQuery } from './ledger-lookups';
// The custom reports' and packages' screens ask for their parameters with the same form.
export { ReportParamsForm, type ReportParams } from './report-params';
export { reportCatalogueQuery } from './report-queries';
