/** AP reports and the AP dashboard (spec 2 §2 'dashboard', §7 'Reports in this area', 1099). */
export { apReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { agedOpenItems } from './aged-open-items';
export { apDistributionToGl } from './ap-distribution-to-gl';
export { apOpenItems } from './ap-open-items';
export { approvalSkippedLog } from './invoice-approval-skipped-log';
export { checkRegister } from './check-register';
export { checkbook } from './checkbook';
export { digitalChecksInProcess } from './digital-checks-in-process';
export { ocrInvoiceAudit } from './ocr-invoice-audit';
export { tenNinetyNine } from './get-vendors-ten-ninety-nine';
export { topsPaySummary } from './tops-pay-summary';
