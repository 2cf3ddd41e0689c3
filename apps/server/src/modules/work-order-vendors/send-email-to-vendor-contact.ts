import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { sendVendorEmail } from './vendor-email';

type SendEmailToVendorContact = typeof contract.workOrderVendors.SendEmailToVendorContact;

/** WorkOrder/SendEmailToVendorContact: the work order as a PDF to the recipients, with copies. */
export function sendEmailToVendorContact(
  call: CallerCall<SendEmailToVendorContact>,
  files: FileStore,
) {
  const b = call.input.body;
  return sendVendorEmail(call.run, files, {
    itemId: b.itemId,
    companyName: b.companyName,
    recipients: b.recipients,
    cc: b.cc,
  });
}
