// What other features use of this one; they import it only from here (eslint.config.js).
export { ReceiptReportScreen } from './receipt-report-screen';
export { receiptReport } from './receipt-reports';
