export { noPayableAccountMessage, postInvoices } from './post-invoices';
export { payInvoices, type StoredVendorPayment, type VendorPayment } from './pay-invoices';
export { submitInvoices } from './submit-invoices';
