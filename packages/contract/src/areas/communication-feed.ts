import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import { RecipientAttachmentSchema } from './message-batches';

// The communications feed (spec 1 §7.3 `Communications/GetByParent`, `GetCountByAgent`; issue
// 19): every piece the delivery ledger holds, by what it was sent for or by recipient, the letter
// as it went out, and owners' delivery preference. Bound by the message-batches server module.

const read = { claim: 'communications', level: 'read' } as const;

export const CommunicationSchema = z.object({
  DeliveryId: z.number(),
  BatchItemId: z.number(),
  SubjectItemId: z.number(),
  TopsAgentId: z.number().nullable(),
  Name: z.string(),
  /** 'Email', 'Print' or 'Certified'. */
  Channel: z.string(),
  Subject: z.string(),
  TemplateName: z.string(),
  /** Email: Sent, Waiting, Retrying, Failed; print: the order's state. */
  State: z.string(),
  /** The SMTP server's answer, or the print order number. */
  Detail: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  /** The letter as it went out. */
  TopsAttachmentId: z.number().nullable(),
  /** The files an attachments batch's email carried. */
  Attachments: z.array(RecipientAttachmentSchema),
  CreatedAt: z.string(),
});
export type Communication = z.infer<typeof CommunicationSchema>;

/** Communications list page size (spec 1 §9: communication list 100). */
export const CommunicationPageSize = 100;

/** A page of a communications list: where it starts and how many, 100 at the most. */
const communicationPage = {
  offset: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(CommunicationPageSize).default(CommunicationPageSize),
};

export const communicationFeed = {
  GetByParent: endpoint({
    method: 'GET',
    path: '/api/Communications/GetByParent',
    summary: 'The pieces sent for an item (a batch, or what it was sent for), 100 at a time',
    access: read,
    query: z.strictObject({ parentItemId: idParam, ...communicationPage }),
    response: z.object({ TotalCount: z.number(), Communications: z.array(CommunicationSchema) }),
  }),
  GetByAgent: endpoint({
    method: 'GET',
    path: '/api/Communications/GetByAgent',
    summary: 'The pieces sent to a profile, newest first, 100 at a time',
    access: read,
    query: z.strictObject({ agentId: idParam, ...communicationPage }),
    response: z.object({ TotalCount: z.number(), Communications: z.array(CommunicationSchema) }),
  }),
  GetCountByAgent: endpoint({
    method: 'GET',
    path: '/api/Communications/GetCountByAgent',
    summary: 'How many pieces were sent to a profile',
    access: read,
    query: z.strictObject({ agentId: idParam }),
    response: z.object({ Count: z.number() }),
  }),
  GetFormLetterView: endpoint({
    method: 'GET',
    path: '/api/Communications/GetFormLetterView',
    summary: 'One sent letter as it went out (PDF)',
    access: read,
    download: [FileTypes.Pdf],
    query: z.strictObject({ deliveryId: idParam }),
    response: z.unknown(),
  }),
  SaveDeliveryPreference: endpoint({
    method: 'POST',
    path: '/api/Communications/SaveDeliveryPreference',
    summary: 'Sets the delivery preference (Print 1, Email 2) of one or many owners',
    access: { claim: 'owner', level: 'update' },
    body: z.strictObject({
      ownerAgentIds: z.array(entityId).min(1).max(20000),
      deliveryPreferenceId: z.number().int().min(1).max(2),
    }),
    response: z.object({ Updated: z.number() }),
  }),
};
