import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { sendVendorEmail } from './vendor-email';

type SendEmailToVendor = typeof contract.workOrderVendors.SendEmailToVendor;

/** WorkOrder/SendEmailToVendor: the work order as a PDF emailed to one address. */
export function sendEmailToVendor(call: CallerCall<SendEmailToVendor>, files: FileStore) {
  const b = call.input.body;
  return sendVendorEmail(call.run, files, {
    itemId: b.itemId,
    companyName: b.companyName,
    recipients: [b.recipient],
    cc: [],
  });
}
