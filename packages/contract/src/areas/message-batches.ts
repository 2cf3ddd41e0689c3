import {
  FileTypes,
  MaxAttachmentsPerRecipient,
  MessageBatchContents,
  MessageBatchMessages,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, optionalIdParam } from '../fields';

// Message batches (item type 78; spec 3 §3 'Message batch and recipients', §4, §5 'Message batch
// recipient delivery', §7 'Communications and message batches', §8): letters or emails from one
// template to chosen owners, or files already attached to owners, the community or a bank account
// emailed to chosen recipients; edited while Incomplete or Updated, released in the background
// (emails to the outbox, print letters to one PDF in the print queue, each letter kept on the
// owner's profile), with the delivery ledger and the print vendor's order state.

/** A file a recipient gets (an attachments batch), or got. */
export const RecipientAttachmentSchema = z.object({
  TopsAttachmentId: z.number(),
  FileName: z.string(),
});
export type RecipientAttachment = z.infer<typeof RecipientAttachmentSchema>;

export const MessageBatchRecipientSchema = z.object({
  MessageBatchRecipientId: z.number(),
  TopsAgentId: z.number().nullable(),
  PropertyAgentId: z.number().nullable(),
  TopsAgentTypeId: z.number(),
  Name: z.string(),
  EmailAddress: z.string().nullable(),
  PrefersEmail: z.boolean(),
  PrefersPrint: z.boolean(),
  /** How this recipient is reached: 'Print' or 'Email'. */
  Delivery: z.string(),
  IsSummary: z.boolean(),
  isValid: z.boolean(),
  validationError: z.string().nullable(),
  /** Once released: the recipient's letter on the profile, and where its delivery stands. */
  TopsAttachmentId: z.number().nullable(),
  DeliveryState: z.string().nullable(),
  /** The files of an attachments batch this recipient gets, in order; [] for a letter batch. */
  Attachments: z.array(RecipientAttachmentSchema),
});
export type MessageBatchRecipient = z.infer<typeof MessageBatchRecipientSchema>;

export const MessageBatchHeaderSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  /** Incomplete or Updated: the editor; else the review. */
  IsEditable: z.boolean(),
  /** What it sends: letters of a template, or attached files by email (MessageBatchContent). */
  Content: z.enum(MessageBatchContents),
  /** The letter template (a letter batch's only). */
  TopsTemplateId: z.number().nullable(),
  /** The template's name; for an attachments batch what it sends. */
  TemplateName: z.string(),
  TopsTemplateTypeId: z.number().nullable(),
  DeliveryMethodId: z.number(),
  /** The collection run (53) whose letters the batch sends; null for a batch of its own. */
  SourceItemId: z.number().nullable(),
  Subject: z.string(),
  Body: z.string(),
  Recipients: z.number(),
  PrintRecipients: z.number(),
  EmailRecipients: z.number(),
  InvalidRecipients: z.number(),
  SummaryRecipients: z.number(),
  ProgressDone: z.number(),
  ProgressTotal: z.number(),
  ReleaseError: z.string().nullable(),
  CreatedAt: z.string(),
  CreatedBy: z.string().nullable(),
  ReleasedAt: z.string().nullable(),
  /** The print order, once the batch's print letters were queued. */
  PrintOrder: z
    .object({
      PrintOrderId: z.number(),
      Letters: z.number(),
      Pages: z.number(),
      OrderNumber: z.string().nullable(),
      OrderState: z.string(),
    })
    .nullable(),
});
export type MessageBatchHeader = z.infer<typeof MessageBatchHeaderSchema>;

export const MessageBatchSummarySchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  IsEditable: z.boolean(),
  Content: z.enum(MessageBatchContents),
  TemplateName: z.string(),
  Subject: z.string(),
  DeliveryMethodId: z.number(),
  Recipients: z.number(),
  CreatedAt: z.string(),
  ReleasedAt: z.string().nullable(),
});

export const DryRunSchema = z.object({
  Recipients: z.number(),
  Print: z.number(),
  Email: z.number(),
  /** Recipients who cannot be sent to, with why. */
  Invalid: z.array(z.object({ Name: z.string(), validationError: z.string() })),
  /** Print recipients without a mailing address. */
  NoAddress: z.array(z.object({ Name: z.string() })),
  /** The estimated cost of the printed letters by mailroom delivery option, in cents (none for attached files). */
  CostEstimates: z.array(
    z.object({ MailroomDeliveryOption: z.number(), Name: z.string(), Cents: z.number() }),
  ),
  /** The option the template is set to. */
  MailroomDeliveryOption: z.number(),
});

const read = { claim: 'communications', level: 'read' } as const;
const batchQuery = z.strictObject({ messageBatchItemId: idParam });
const batchBody = z.strictObject({ messageBatchItemId: entityId });

export const messageBatches = {
  GetMessageBatches: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/Index',
    summary: 'The message batches of the caller’s communities (or one), newest first',
    access: read,
    query: z.strictObject({
      communityAgentId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: z.object({
      TotalCount: z.number(),
      Batches: z.array(MessageBatchSummarySchema),
    }),
  }),
  AccrueMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/AccrueMessageBatch',
    summary:
      'Makes a message batch (Incomplete) from a letter template and billed (primary) owners of a community, one letter each',
    access: { claim: 'communications', level: 'create' },
    body: z.strictObject({
      communityAgentId: entityId,
      topsTemplateId: entityId,
      /** 1 Print, 2 Email, 3 Smart (each owner's preference). */
      deliveryMethodId: z.number().int().min(1).max(3),
      ownerAgentIds: z.array(entityId).min(1).max(20000),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
      summaryEmailAddresses: z.array(z.string().trim().max(255)).max(20).default([]),
      /** Also a letter to each other address of the owner, each other owner, the renter. */
      isGeneratingLettersForAllPrimaryOwnerAddresses: z.boolean().default(false),
      isGeneratingLettersForAllOwnersInProperty: z.boolean().default(false),
      isGeneratingLettersForCurrentRenterAtMailingAddress: z.boolean().default(false),
    }),
    response: z.object({ TopsItemId: z.number() }),
  }),
  AccrueEmailMessageBatchViaAgentAttachments: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/AccrueEmailMessageBatchViaAgentAttachments',
    summary:
      'Makes an email batch (Incomplete) of files attached to owners or to the community: each billed owner chosen gets their own files and the community’s chosen for them',
    access: { claim: 'communications', level: 'create' },
    body: z.strictObject({
      communityAgentId: entityId,
      /** Each owner and the agent attachments (TopsAgentAttachmentId) they get, in order. */
      recipients: z
        .array(
          z.strictObject({
            ownerAgentId: entityId,
            agentAttachmentIds: z
              .array(entityId)
              .min(1, MessageBatchMessages.noAttachments)
              .max(MaxAttachmentsPerRecipient),
          }),
        )
        .min(1, MessageBatchMessages.noRecipients)
        .max(20000),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
      summaryEmailAddresses: z.array(z.string().trim().max(255)).max(20).default([]),
    }),
    response: z.object({ TopsItemId: z.number() }),
  }),
  AccrueEmailMessageBatchViaBankAccountAttachments: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/AccrueEmailMessageBatchViaBankAccountAttachments',
    summary:
      'Makes an email batch (Incomplete) of files attached to the community’s bank accounts (a bank statement …), every recipient getting all of them: billed owners chosen and typed addresses',
    access: { claim: 'communications', level: 'create' },
    body: z.strictObject({
      communityAgentId: entityId,
      /** The bank account attachments (BankAccountAttachmentId), in order. */
      bankAccountAttachmentIds: z
        .array(entityId)
        .min(1, MessageBatchMessages.noAttachments)
        .max(MaxAttachmentsPerRecipient),
      ownerAgentIds: z.array(entityId).max(20000).default([]),
      /** Addresses that get the files (the board’s, the manager’s …). */
      emailAddresses: z.array(z.string().trim().max(255)).max(100).default([]),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
      summaryEmailAddresses: z.array(z.string().trim().max(255)).max(20).default([]),
    }),
    response: z.object({ TopsItemId: z.number() }),
  }),
  UpdateMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/Update',
    summary:
      'Changes a batch’s delivery method, subject, body or template while it is edited; it becomes Updated',
    access: { claim: 'communications', level: 'update' },
    body: batchBody.extend({
      deliveryMethodId: z.number().int().min(1).max(3),
      /** A letter batch's template (required there); an attachments batch has none (Email only). */
      topsTemplateId: entityId.optional(),
      subject: z.string().trim().min(1, 'Subject is required.').max(300),
      body: z.string().max(4000).default(''),
    }),
    response: MessageBatchHeaderSchema,
  }),
  GetMessageBatchReviewHeader: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/GetMessageBatchReviewHeader',
    summary: 'A batch’s header: template, delivery, counts, release progress and print order',
    access: read,
    query: batchQuery,
    response: MessageBatchHeaderSchema,
  }),
  GetMessageBatchRecipients: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/GetRecipients',
    summary: 'A page of a batch’s recipients, summary recipients last',
    access: read,
    query: batchQuery.extend({
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(1000).default(100),
    }),
    response: z.object({
      TotalCount: z.number(),
      Recipients: z.array(MessageBatchRecipientSchema),
    }),
  }),
  AddSummaryRecipient: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/AddSummaryRecipient',
    summary: 'Adds an address that gets a summary of the batch when it is released',
    access: { claim: 'communications', level: 'update' },
    body: batchBody.extend({ emailAddress: z.string().trim().max(255) }),
    response: MessageBatchRecipientSchema,
  }),
  RemoveRecipientFromMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/RemoveRecipientFromMessageBatch',
    summary: 'Removes a recipient from a batch being edited',
    access: { claim: 'communications', level: 'update' },
    body: batchBody.extend({ messageBatchRecipientId: entityId }),
    response: z.object({ Message: z.string() }),
  }),
  RemoveSummaryRecipientFromMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/RemoveSummaryRecipientFromMessageBatch',
    summary: 'Removes a summary recipient from a batch being edited',
    access: { claim: 'communications', level: 'update' },
    body: batchBody.extend({ messageBatchRecipientId: entityId }),
    response: z.object({ Message: z.string() }),
  }),
  GetMessageBatchDryRun: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/DryRun',
    summary:
      'What releasing would do: recipients by delivery, who cannot be reached and why, the print cost by option',
    access: read,
    query: batchQuery,
    response: DryRunSchema,
  }),
  GetSampleLetters: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/GetSampleLetters',
    summary: 'The first three valid recipients’ letters, rendered as they would be sent (PDF)',
    access: read,
    download: [FileTypes.Pdf],
    query: batchQuery,
    response: z.unknown(),
  }),
  ReleaseMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/Release',
    summary:
      'Releases a batch: in the background, emails go to the outbox, print letters into one PDF in the print queue, each letter onto its owner’s profile',
    access: { claim: 'communications', level: 'update' },
    body: batchBody,
    response: MessageBatchHeaderSchema,
  }),
  DownloadPrintFile: endpoint({
    method: 'GET',
    path: '/api/MessageBatch/DownloadPrintFile',
    summary: 'The merged PDF of a released batch’s print letters',
    access: read,
    download: [FileTypes.Pdf],
    query: batchQuery,
    response: z.unknown(),
  }),
};
