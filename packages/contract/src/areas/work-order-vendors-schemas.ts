import { WorkOrderLimits as L, WorkOrderStates } from '@hoa/domain';
import { z } from 'zod';
import { entityId } from '../fields';

// The shapes of a work order sent to its vendor (issue 22, part 5): the email history, the
// vendor's work orders, the invoices entered against a work order and what they total.

const address = z.string().trim().max(255);

/** SendEmailToVendor: one address (the vendor's own, or one typed), the vendor's company name. */
export const SendEmailToVendorBody = z.strictObject({
  itemId: entityId,
  companyName: z.string().trim().max(L.CompanyName).default(''),
  recipient: address,
});

/** SendEmailToVendorContact: the vendor's contacts and typed addresses, with copies. */
export const SendEmailToVendorContactBody = z.strictObject({
  itemId: entityId,
  companyName: z.string().trim().max(L.CompanyName).default(''),
  recipients: z.array(address).max(L.Recipients * 2),
  cc: z
    .array(address)
    .max(L.Recipients * 2)
    .default([]),
});

/** CreateEmailHistoryAsync: an email sent outside the application, recorded in the history. */
export const CreateEmailHistoryBody = z.strictObject({
  itemId: entityId,
  companyName: z.string().trim().max(L.CompanyName).default(''),
  recipients: z.array(address).max(L.Recipients * 2),
  cc: z
    .array(address)
    .max(L.Recipients * 2)
    .default([]),
});

export const WorkOrderEmailHistorySchema = z.object({
  Id: z.number(),
  WorkOrderItemId: z.number(),
  CompanyName: z.string(),
  Recipients: z.array(z.string()),
  Cc: z.array(z.string()),
  /** The work order PDF the email carried (an attachment of the work order); null: sent outside. */
  AttachmentId: z.number().nullable(),
  AttachmentName: z.string().nullable(),
  MailOutboxId: z.number().nullable(),
  /** Where the outbox mail's delivery stands (Waiting, Retrying, Sent, Failed); null: sent outside. */
  MailStatus: z.string().nullable(),
  SentByUserName: z.string().nullable(),
  CreatedAt: z.string(),
});
export type WorkOrderEmailHistory = z.infer<typeof WorkOrderEmailHistorySchema>;

export const VendorWorkOrderSchema = z.object({
  ItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  Summary: z.string(),
  WorkOrderDate: z.string(),
  TargetDate: z.string().nullable(),
  State: z.enum(WorkOrderStates),
  /** Open and past its target day. */
  IsOverdue: z.boolean(),
});
export type VendorWorkOrder = z.infer<typeof VendorWorkOrderSchema>;

export const WorkOrderInvoiceSchema = z.object({
  ItemId: z.number(),
  InvoiceNumber: z.string().nullable(),
  InvoiceDate: z.string().nullable(),
  VendorAgentId: z.number().nullable(),
  VendorName: z.string().nullable(),
  TotalCents: z.number(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  /** Deleted or rejected: not counted as invoiced. */
  IsCounted: z.boolean(),
});
export type WorkOrderInvoice = z.infer<typeof WorkOrderInvoiceSchema>;

export const WorkOrderInvoicesSchema = z.object({
  Invoices: z.array(WorkOrderInvoiceSchema),
  EstimatedCents: z.number(),
  InvoicedCents: z.number(),
  DifferenceCents: z.number(),
});
export type WorkOrderInvoices = z.infer<typeof WorkOrderInvoicesSchema>;

/** What the email modal offers: the vendor, its own address and its contacts' addresses. */
export const VendorEmailOptionsSchema = z.object({
  VendorAgentId: z.number().nullable(),
  VendorName: z.string().nullable(),
  VendorEmail: z.string().nullable(),
  Contacts: z.array(z.object({ AgentId: z.number(), Name: z.string(), Email: z.string() })),
});
export type VendorEmailOptions = z.infer<typeof VendorEmailOptionsSchema>;
