/**
 * Cash receipt reports (spec 3 §2 owner payments and cash receipts, lockbox review; spec 1 §2
 * owner payment history export): cash receipts register, deposit slip, owner payment history and
 * lockbox report, through the shared report route and renderer.
 */
export { receiptReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { cashReceiptsRegister } from './cash-receipts-register';
export { depositSlip } from './deposit-slip';
export { lockboxReport } from './lockbox-report';
export { ownerPaymentHistory } from './owner-payment-history';
