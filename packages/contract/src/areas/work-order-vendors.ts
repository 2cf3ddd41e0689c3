import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam } from '../fields';
import {
  CreateEmailHistoryBody,
  SendEmailToVendorBody,
  SendEmailToVendorContactBody,
  VendorEmailOptionsSchema,
  VendorWorkOrderSchema,
  WorkOrderEmailHistorySchema,
  WorkOrderInvoicesSchema,
} from './work-order-vendors-schemas';

// A work order sent to its vendor (issue 22, part 5; spec 3 'Work order', calls 'Work orders'):
// the work order as a PDF, emailed through the outbox to the vendor or its contacts with copies
// and kept in the email history; the vendor's open work orders for its profile; the invoices the
// vendor entered against a work order and what they total against the estimate. Claim
// workordermaintain (read to see, update to send); a work order of another company is 404.

const read = { claim: 'workordermaintain', level: 'read' } as const;
const update = { claim: 'workordermaintain', level: 'update' } as const;
const itemQuery = z.strictObject({ itemId: idParam });
const history = z.array(WorkOrderEmailHistorySchema);
const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The work order as PDF' });

export const workOrderVendors = {
  GetWorkOrderPdf: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetWorkOrderPdf',
    summary:
      'A work order as a PDF: community, dates, issued and assigned to, where, the work, the cost items (estimate) and the service request it came from',
    access: read,
    query: itemQuery,
    response: pdf,
    download: [FileTypes.Pdf],
  }),
  SendEmailToVendor: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/SendEmailToVendor',
    summary:
      'Email a work order as a PDF to one address through the outbox; the PDF is kept on the work order and the email in its history',
    access: update,
    body: SendEmailToVendorBody,
    response: history,
  }),
  SendEmailToVendorContact: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/SendEmailToVendorContact',
    summary:
      'Email a work order as a PDF to the vendor’s contacts (recipients, copies) in one outbox mail; the PDF is kept on the work order and the email in its history',
    access: update,
    body: SendEmailToVendorContactBody,
    response: history,
  }),
  CreateEmailHistoryAsync: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/CreateEmailHistoryAsync',
    summary: 'Record in a work order’s email history an email sent outside the application',
    access: update,
    body: CreateEmailHistoryBody,
    response: history,
  }),
  GetEmailHistory: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetEmailHistory',
    summary: 'The emails of a work order to its vendor, newest first, with their delivery state',
    access: read,
    query: itemQuery,
    response: history,
  }),
  GetVendorEmailOptions: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetVendorEmailOptions',
    summary:
      'Whom a work order can be emailed to: the vendor it is issued to, its own address and its contacts’ addresses',
    access: read,
    query: itemQuery,
    response: VendorEmailOptionsSchema,
  }),
  GetVendorWorkOrders: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetVendorWorkOrders',
    summary:
      'The work orders issued to a vendor in the caller’s communities, open only or all, with their target day and whether overdue',
    access: read,
    query: z.strictObject({ vendorAgentId: idParam, isOpenOnly: booleanParam.default(true) }),
    response: z.array(VendorWorkOrderSchema),
  }),
  GetWorkOrderInvoices: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetWorkOrderInvoices',
    summary:
      'The AP invoices entered against a work order and their total against the cost items’ estimate',
    access: read,
    query: itemQuery,
    response: WorkOrderInvoicesSchema,
  }),
};
