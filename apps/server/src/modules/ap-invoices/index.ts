export { apInvoicesRoutes } from './routes';
export { captureInvoiceDraft } from './capture-invoice';
export { runInvoiceTemplateSchedules } from './run-template-schedules';
