export { noPayableAccountMessage, postInvoices } from './post-invoices';
export { payInvoices, type StoredVendorPayment, type VendorPayment } from './pay-invoices';
export { submitInvoices } from './submit-invoices';
export { voidPayments, type VoidedPayment, type VoidOutcome } from './void-payments';
