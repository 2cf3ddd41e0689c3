import { z } from 'zod';
import { AttachmentAnswerTypes, DeliveryPreferenceId, FileTypes } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, isoDate, noInput, SuccessResponse } from '../fields';
import { OwnerActivitySchema } from './owner-ledger';

// The owner's own account in the portal (issue 23): the balance by charge and what is due next,
// the ledger, a statement, payment history and communication preferences. Every call reads a
// property only among those the signed-in owner sees (404 otherwise).

const propertyQuery = z.strictObject({ propertyAgentId: idParam });

export const PortalCodeBalanceSchema = z.object({
  CodeAlias: z.string(),
  CodeName: z.string(),
  /** Signed cents: what the owner owes on the code (a credit below zero). */
  Balance: z.number(),
});

/** One open item and what happens next with it, as one line. */
export const PortalNextItemSchema = z.object({
  CodeAlias: z.string(),
  CodeName: z.string(),
  FrequencyName: z.string().nullable(),
  Amount: z.number(),
  DueDate: z.string(),
  /** "Quarterly assessment of $450.00 due Jan 1, 2027." */
  Line: z.string(),
});

export const PortalHomePropertySchema = z.object({
  PropertyAgentId: z.number(),
  Address: z.string(),
  CommunityName: z.string(),
  AccountNumber: z.string().nullable(),
  /** The codes with a balance (the back office's owner balances, prepaid codes included). */
  Balances: z.array(PortalCodeBalanceSchema),
  TotalDue: z.number(),
  /** The charges scheduled next on the property, soonest first. */
  Next: z.array(PortalNextItemSchema),
});
export type PortalHomeProperty = z.infer<typeof PortalHomePropertySchema>;

export const PortalPaymentSchema = z.object({
  /** The posting date; for a one-time payment not posted, the day it was made. */
  PostDate: z.string(),
  /** Check, Lockbox, Direct debit, Card, Bank account… */
  Method: z.string(),
  Reference: z.string().nullable(),
  /** Cents paid (positive). */
  Amount: z.number(),
  /**
   * 'received' (posted), 'pending' (a bank account's one-time payment waiting for the next direct
   * debit file), 'confirming' (a card being charged: not paid yet), 'declined' (nothing paid).
   */
  Status: z.enum(['received', 'pending', 'confirming', 'declined']),
});
export type PortalPayment = z.infer<typeof PortalPaymentSchema>;

export const PortalPreferencesSchema = z.object({
  /** 1 Print, 2 Email. */
  DeliveryPreferenceId: z.number().int(),
  EmailAddress: z.string().nullable(),
  /** Ten digits, or null. */
  Phone: z.string().nullable(),
});

export const PortalDocumentSchema = z.object({
  AttachmentId: z.number(),
  DisplayName: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  SizeBytes: z.number(),
  UploadedAt: z.string(),
  /** Where the community published it: 'Community' or 'Your home'. */
  PublishedOn: z.string(),
});
export type PortalDocument = z.infer<typeof PortalDocumentSchema>;

export const portalAccount = {
  GetHome: endpoint({
    method: 'GET',
    path: '/api/Portal/GetHome',
    summary:
      "The owner's home: for each property they see, the balance by charge code, the total due and what is due next",
    auth: 'owner',
    portalRight: 'balance',
    query: noInput,
    response: z.object({ Properties: z.array(PortalHomePropertySchema) }),
  }),
  GetLedger: endpoint({
    method: 'GET',
    path: '/api/Portal/GetLedger',
    summary: "The owner's transactions on a property they see, with the running balance",
    auth: 'owner',
    portalRight: 'balance',
    query: z.strictObject({
      propertyAgentId: idParam,
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
    }),
    response: OwnerActivitySchema,
  }),
  GetStatement: endpoint({
    method: 'GET',
    path: '/api/Portal/GetStatement',
    summary: "The owner's statement of a property they see, dated today, as PDF",
    auth: 'owner',
    portalRight: 'balance',
    query: propertyQuery,
    response: z
      .custom<Uint8Array>()
      .meta({ type: 'string', format: 'binary', description: 'The statement as PDF' }),
    download: [FileTypes.Pdf],
  }),
  GetPaymentHistory: endpoint({
    method: 'GET',
    path: '/api/Portal/GetPaymentHistory',
    summary:
      'The payments from the owner on a property they see, newest first: those received (cash receipts, lockbox, direct debit, cards), and one-time payments not posted: pending, being confirmed or declined',
    auth: 'owner',
    portalRight: 'balance',
    query: propertyQuery,
    response: z.array(PortalPaymentSchema),
  }),
  GetPreferences: endpoint({
    method: 'GET',
    path: '/api/Portal/GetPreferences',
    summary: "The owner's communication preferences: delivery by print or email, email and phone",
    auth: 'owner',
    portalRight: 'preferences',
    query: noInput,
    response: PortalPreferencesSchema,
  }),
  SavePreferences: endpoint({
    method: 'POST',
    path: '/api/Portal/SavePreferences',
    summary: 'The owner sets delivery by print or email, their email address and phone',
    auth: 'owner',
    portalRight: 'preferences',
    body: z.strictObject({
      DeliveryPreferenceId: z.union([
        z.literal(DeliveryPreferenceId.Print),
        z.literal(DeliveryPreferenceId.Email),
      ]),
      EmailAddress: z
        .string()
        .trim()
        .toLowerCase()
        .email('Enter a valid email address.')
        .max(255)
        .nullable(),
      Phone: z
        .string()
        .trim()
        .transform((v) => v.replace(/\D/g, ''))
        .pipe(z.string().regex(/^\d{10}$/, 'Enter a 10-digit phone number.'))
        .nullable(),
    }),
    response: SuccessResponse,
  }),
  GetDocuments: endpoint({
    method: 'GET',
    path: '/api/Portal/GetDocuments',
    summary:
      'The documents the community publishes to owners: attachments flagged for owners on the community, or on the owner’s home, newest first',
    auth: 'owner',
    portalRight: 'documents',
    query: noInput,
    response: z.array(PortalDocumentSchema),
  }),
  DownloadDocument: endpoint({
    method: 'GET',
    path: '/api/Portal/DownloadDocument/:id',
    summary: 'A document published to the owner, as a file to save',
    auth: 'owner',
    portalRight: 'documents',
    params: z.strictObject({ id: idParam }),
    response: z
      .custom<Uint8Array>()
      .meta({ type: 'string', format: 'binary', description: 'The document' }),
    download: AttachmentAnswerTypes,
  }),
};
