import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam } from '../fields';
import { VendorHistoryRange } from './ap-vendors';
import { UploadedFileSchema } from './attachments';

// The outbox (ARCHITECTURE: mail goes out by SMTP when configured, else the user reads it here):
// every mail the app queued for the company, newest first, with where its delivery stands.

/** Sent; Waiting (not tried yet, or no SMTP configured); Retrying after an error; Failed for good. */
export const OutboxMailStatuses = ['Sent', 'Waiting', 'Retrying', 'Failed'] as const;
export const OutboxPageSize = 25;

export const OutboxMailSchema = z.object({
  MailId: z.number(),
  ToAddress: z.string(),
  Subject: z.string(),
  Body: z.string(),
  /** What the mail is about, e.g. 'ap-approvers', 'vendor-invite'. */
  Kind: z.string(),
  /** The profile it was sent to (Communications/SendEmail), else null. */
  RecipientAgentId: z.number().nullable(),
  /** The attached files' names, in order. */
  AttachmentNames: z.array(z.string()),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
  Error: z.string().nullable(),
  Attempts: z.number(),
  Status: z.enum(OutboxMailStatuses),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const mail = {
  GetOutbox: endpoint({
    method: 'GET',
    path: '/api/Mail/GetOutbox',
    summary: 'A page of the company’s outbox, newest first; sent=true or false filters',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({
      sent: booleanParam.optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(OutboxPageSize),
    }),
    response: z.object({ TotalCount: z.number(), Mails: z.array(OutboxMailSchema) }),
  }),
};

// Communications (spec 1 §7.8, spec 3 §7): an email to a profile, with a file attached (the
// owner history workbook, a statement …). Multipart/form-data like uploads: the file in the part
// named attachment, the other fields as text parts. Each address gets its own outbox mail.
export const communications = {
  SendEmail: endpoint({
    method: 'POST',
    path: '/api/Communications/SendEmail',
    summary: 'Queues an email to a profile’s addresses, with an optional attachment',
    body: z.strictObject({
      recipientAgentId: idParam,
      /** Comma-separated addresses. */
      recipient: z.string().max(2000).default(''),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
      attachment: UploadedFileSchema.optional(),
    }),
    response: z.object({ MailIds: z.array(z.number()), ToAddresses: z.array(z.string()) }),
  }),
  SendVendorHistoryEmail: endpoint({
    method: 'POST',
    path: '/api/Communications/SendVendorHistoryEmail',
    summary:
      'Builds a vendor’s history workbook for a community and queues it by email to the given addresses',
    access: { claim: 'apinvoice', level: 'read' },
    body: z.strictObject({
      /** The vendor. */
      recipientAgentId: idParam,
      communityAgentId: idParam,
      /** Comma-separated addresses. */
      recipient: z.string().max(2000).default(''),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
      ...VendorHistoryRange,
    }),
    response: z.object({ MailIds: z.array(z.number()), ToAddresses: z.array(z.string()) }),
  }),
};
