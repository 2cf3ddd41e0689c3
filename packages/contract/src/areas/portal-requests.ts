import { z } from 'zod';
import { AttachmentAnswerTypes, PortalRequestKinds } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, noInput } from '../fields';
import { UploadedFileSchema } from './attachments';

// The owner's requests and violations in the portal (issue 23): owner calls under /api/Portal/
// that read only the signed-in owner's properties and the items of those properties. Uploads are
// multipart/form-data with the photo in the part named File.

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The file' });

/** A photo or letter of an item, fetched with GetMyFile. */
export const PortalFileSchema = z.object({
  TopsAttachmentId: z.number(),
  FileName: z.string(),
  ContentType: z.string(),
  /** GetMyFile of this file for this item. */
  Url: z.string(),
});
export type PortalFile = z.infer<typeof PortalFileSchema>;

export const PortalRequestSchema = z.object({
  TopsItemId: z.number(),
  Kind: z.enum(PortalRequestKinds),
  PropertyAgentId: z.number().nullable(),
  Address: z.string().nullable(),
  Subject: z.string(),
  Description: z.string(),
  /** An architectural request's code (the kind of change); null for the other kinds. */
  CodeName: z.string().nullable(),
  ReceivedDate: z.string(),
  /** Open, In Progress, Resolved, Closed (service); Pending, Approved, Disapproved (architectural); Open, Closed (general). */
  State: z.string(),
  /** What happens next and when; null once the request is over. */
  NextStep: z.string().nullable(),
  /** Where the back office recorded it from (Portal for those sent here). */
  SourceName: z.string(),
});
export type PortalRequest = z.infer<typeof PortalRequestSchema>;

export const PortalRequestDetailSchema = PortalRequestSchema.extend({
  Photos: z.array(PortalFileSchema),
});
export type PortalRequestDetail = z.infer<typeof PortalRequestDetailSchema>;

export const PortalViolationSchema = z.object({
  TopsItemId: z.number(),
  PropertyAgentId: z.number(),
  Address: z.string(),
  /** The rule broken (the CCR code's description). */
  CodeName: z.string(),
  Description: z.string(),
  ObservedDate: z.string(),
  /** Open, Resolved or Closed. */
  State: z.string(),
  /** The cure line: correct it by the day the next step is due; null once it is over. */
  NextStep: z.string().nullable(),
});
export type PortalViolation = z.infer<typeof PortalViolationSchema>;

export const PortalViolationReplySchema = z.object({
  TopsItemId: z.number(),
  Reply: z.string(),
  SentAt: z.string(),
});

export const PortalViolationDetailSchema = PortalViolationSchema.extend({
  /** The notices sent: each step taken, its day, and its letter where one was printed. */
  Letters: z.array(
    z.object({ LevelName: z.string(), SentDate: z.string(), File: PortalFileSchema.nullable() }),
  ),
  Photos: z.array(PortalFileSchema),
  Replies: z.array(PortalViolationReplySchema),
});
export type PortalViolationDetail = z.infer<typeof PortalViolationDetailSchema>;

const Text = (max: number) => z.string().trim().max(max);

export const portalRequests = {
  GetMyRequests: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyRequests',
    summary:
      'The signed-in owner’s service, architectural and general requests, newest first, each with its state and what happens next',
    auth: 'owner',
    portalRight: 'requests',
    query: noInput,
    response: z.array(PortalRequestSchema),
  }),
  GetMyRequest: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyRequest/:id',
    summary: 'One of the owner’s requests with its photos (404 when not theirs)',
    auth: 'owner',
    portalRight: 'requests',
    params: z.strictObject({ id: idParam }),
    response: PortalRequestDetailSchema,
  }),
  SendRequest: endpoint({
    method: 'POST',
    path: '/api/Portal/SendRequest',
    summary:
      'The owner sends a service, architectural or general request about one of their properties, with an optional photo or plan (multipart/form-data); its source is Portal. An architectural request names one of the community’s architectural codes and is recorded as the back office records one (approvers, actions, decision due day)',
    auth: 'owner',
    portalRight: 'requests',
    body: z.strictObject({
      Kind: z.enum(PortalRequestKinds),
      PropertyAgentId: idParam,
      /** Architectural: the community's architectural code (GetMyArchitecturalCodes). */
      TopsCodeId: idParam.optional(),
      Subject: Text(200),
      Description: Text(2000),
      File: UploadedFileSchema.optional(),
    }),
    response: PortalRequestDetailSchema,
  }),
  GetMyArchitecturalCodes: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyArchitecturalCodes',
    summary:
      'The architectural codes (kinds of change) of the community of one of the owner’s properties (404 when not theirs)',
    auth: 'owner',
    portalRight: 'requests',
    query: z.strictObject({ propertyAgentId: idParam }),
    response: z.array(z.object({ TopsCodeId: z.number(), CodeName: z.string() })),
  }),
  UploadRequestPhoto: endpoint({
    method: 'POST',
    path: '/api/Portal/UploadRequestPhoto',
    summary: 'The owner adds a photo to one of their open requests (multipart/form-data)',
    auth: 'owner',
    portalRight: 'requests',
    body: z.strictObject({ TopsItemId: idParam, File: UploadedFileSchema }),
    response: PortalRequestDetailSchema,
  }),
  GetMyViolations: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyViolations',
    summary:
      'The violations of the signed-in owner’s properties, open first, each with the day to correct it by',
    auth: 'owner',
    portalRight: 'violations',
    query: noInput,
    response: z.array(PortalViolationSchema),
  }),
  GetMyViolation: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyViolation/:id',
    summary:
      'One violation of the owner’s properties with its letters, photos and the owner’s replies (404 when not theirs)',
    auth: 'owner',
    portalRight: 'violations',
    params: z.strictObject({ id: idParam }),
    response: PortalViolationDetailSchema,
  }),
  ReplyToViolation: endpoint({
    method: 'POST',
    path: '/api/Portal/ReplyToViolation',
    summary:
      'The owner replies to an open violation; the reply is a comment on the violation in the back office’s feed',
    auth: 'owner',
    portalRight: 'violations',
    body: z.strictObject({ TopsItemId: idParam, Reply: Text(2000) }),
    response: PortalViolationDetailSchema,
  }),
  GetMyFile: endpoint({
    method: 'GET',
    path: '/api/Portal/GetMyFile/:itemId/:attachmentId',
    summary: 'A photo or letter of one of the owner’s requests or violations, shown inline',
    auth: 'owner',
    portalRight: 'requests',
    params: z.strictObject({ itemId: idParam, attachmentId: idParam }),
    response: fileResponse,
    download: AttachmentAnswerTypes,
  }),
};
