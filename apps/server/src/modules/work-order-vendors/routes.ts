import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createEmailHistory } from './create-email-history-async';
import { getEmailHistory } from './get-email-history';
import { getVendorEmailOptions } from './get-vendor-email-options';
import { getVendorWorkOrders } from './get-vendor-work-orders';
import { getWorkOrderInvoices } from './get-work-order-invoices';
import { getWorkOrderPdf } from './get-work-order-pdf';
import { sendEmailToVendor } from './send-email-to-vendor';
import { sendEmailToVendorContact } from './send-email-to-vendor-contact';

/** A work order sent to its vendor (issue 22, part 5): PDF, email, history, vendor, invoices. */
export function workOrderVendorsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.workOrderVendors;
  bindCaller(app, deps, c.GetWorkOrderPdf, getWorkOrderPdf);
  bindCaller(app, deps, c.SendEmailToVendor, (call) => sendEmailToVendor(call, deps.files));
  bindCaller(app, deps, c.SendEmailToVendorContact, (call) =>
    sendEmailToVendorContact(call, deps.files),
  );
  bind(app, deps, c.CreateEmailHistoryAsync, createEmailHistory);
  bind(app, deps, c.GetEmailHistory, getEmailHistory);
  bind(app, deps, c.GetVendorEmailOptions, getVendorEmailOptions);
  bind(app, deps, c.GetVendorWorkOrders, getVendorWorkOrders);
  bind(app, deps, c.GetWorkOrderInvoices, getWorkOrderInvoices);
}
