import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam } from '../fields';

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
    query: z.strictObject({
      sent: booleanParam.optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(OutboxPageSize),
    }),
    response: z.object({ TotalCount: z.number(), Mails: z.array(OutboxMailSchema) }),
  }),
};
