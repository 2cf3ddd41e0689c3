export { apInvoicesRoutes } from './routes';
export { captureInvoiceDraft } from './capture-invoice';
export { runInvoiceTemplateSchedules } from './run-template-schedules';
// The security deposit refund enters its AP bill the way Add Invoice does.
export { enterInvoice } from './add-invoice';
// The invoice profile (ProfilePage/GetInvoiceProfile) reads the invoice the way GetInvoice does.
export { readInvoice } from './invoice-queries';
