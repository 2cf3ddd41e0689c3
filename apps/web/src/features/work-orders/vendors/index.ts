// A work order sent to its vendor (issue 22, part 5): the pieces the work order view and the
// vendor profile embed.
export { VendorEmailButton, type WorkOrderRef } from './vendor-email-button';
export { VendorWorkOrdersBox } from './vendor-work-orders-box';
export { WorkOrderInvoicesBox } from './work-order-invoices-box';
export { WorkOrderPdfButton } from './work-order-pdf-button';
