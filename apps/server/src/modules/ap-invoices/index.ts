export { apInvoicesRoutes } from './routes';
export { captureInvoiceDraft } from './capture-invoice';
