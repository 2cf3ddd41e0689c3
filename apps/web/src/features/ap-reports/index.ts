// What other features use of this one; they import it only from here (eslint.config.js).
export { ApReportScreen } from './ap-report-screen';
export { apReport } from './ap-reports';
