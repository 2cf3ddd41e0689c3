/** Vendors in payables (spec 2 §7 'Vendor-side', 'Vendor tags'; vendor bank details and hold). */
export { apVendorsRoutes } from './routes';
export { isVendorOnPaymentHold, vendorsOnPaymentHold } from './payment-hold';
