import {
  AttachmentAnswerTypes,
  MaxTagLength,
  MaxTagsPerAttachment,
  UnlimitedTake,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idListParam, idParam, isoDate, noInput, SuccessResponse } from '../fields';

// Attachments (spec 1 §3.4, §7.6). Uploads are multipart/form-data: the file in the part named
// File, the other fields as text parts; the server answers with the created record.

/** The uploaded file as the server hands it to the use case (the multipart part named File). */
export const UploadedFileSchema = z
  .custom<{ FileName: string; DeclaredType: string; Bytes: Uint8Array }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'Bytes' in value &&
      value.Bytes instanceof Uint8Array,
    'A file is required.',
  )
  .meta({ type: 'string', format: 'binary', description: 'The file (multipart part named File)' });

const skipParam = z.coerce.number().int().min(0).max(UnlimitedTake).default(0);
const takeParam = z.coerce.number().int().min(1).max(UnlimitedTake).default(20);
const tagSchema = z.string().trim().min(1).max(MaxTagLength);

/** Form fields every upload may carry. */
const uploadFields = {
  File: UploadedFileSchema,
  AttachmentDisplayName: z.string().trim().max(255).optional(),
  /** A widget's own cap, in bytes; it can lower the 25 MB default, not raise it. */
  MaxFileSizeBytes: z.coerce.number().int().positive().optional(),
};

const agentFlagFields = {
  TopsAttachmentTypeId: z.coerce.number().int().min(1).max(8).optional(),
  /** Comma-separated. */
  Tags: z.string().max(2000).optional(),
  IsBoardAccess: booleanParam.optional(),
  IsOwnerAccess: booleanParam.optional(),
  IsGallery: booleanParam.optional(),
  IsPinned: booleanParam.optional(),
};

export const AttachmentSchema = z.object({
  TopsAttachmentId: z.number(),
  TopsAttachmentTypeId: z.number(),
  AttachmentTypeName: z.string(),
  /** The type the download is served with. */
  ContentType: z.string(),
  /** The type found in the content at upload; the same value as ContentType. */
  MimeType: z.string(),
  AttachmentName: z.string(),
  AttachmentDisplayName: z.string(),
  FileSizeBytes: z.number(),
  DateUploaded: z.string(),
  /** The download call of this attachment. */
  AttachmentUrl: z.string(),
  /** The inline preview call, for PDFs and images; null for other types. */
  PreviewUrl: z.string().nullable(),
  URL: z.string(),
  UriString: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AgentAttachmentSchema = AttachmentSchema.extend({
  TopsAgentAttachmentId: z.number(),
  TopsAgentId: z.number(),
  Tags: z.array(z.string()),
  IsBoardAccess: z.boolean(),
  IsOwnerAccess: z.boolean(),
  IsGallery: z.boolean(),
  IsPinned: z.boolean(),
  /** The agents the file is attached to. */
  AgentList: z.array(z.object({ TopsAgentId: z.number(), DisplayName: z.string() })),
});
export type AgentAttachment = z.infer<typeof AgentAttachmentSchema>;

export const ItemAgentAttachmentSchema = AttachmentSchema.extend({
  TopsItemAgentAttachmentId: z.number(),
  TopsItemAgentId: z.number(),
  TopsItemId: z.number(),
  TopsAgentId: z.number(),
});
export type ItemAgentAttachment = z.infer<typeof ItemAgentAttachmentSchema>;

export const CheckAttachmentSchema = ItemAgentAttachmentSchema.extend({
  CheckNumber: z.string(),
  EventDate: z.string(),
});

export const BankAccountAttachmentSchema = AttachmentSchema.extend({
  BankAccountAttachmentId: z.number(),
  BankAccountId: z.number(),
});
export type BankAccountAttachment = z.infer<typeof BankAccountAttachmentSchema>;

export const AgentAttachmentPageSchema = z.object({
  Attachments: z.array(AgentAttachmentSchema),
  TotalCount: z.number(),
});
export type AgentAttachmentPage = z.infer<typeof AgentAttachmentPageSchema>;

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The file' });

export const attachments = {
  GetAgentAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetAgentAttachments',
    summary: 'Every attachment of an agent, pinned first, newest first',
    query: z.strictObject({ agentId: idParam }),
    response: z.array(AgentAttachmentSchema),
  }),
  GetAgentAttachmentGallery: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetAgentAttachmentGallery',
    summary: 'One page of an agent’s attachments for the gallery, searched by name or tag',
    query: z.strictObject({
      agentId: idParam,
      skip: skipParam,
      take: takeParam,
      searchTerm: z.string().trim().max(100).optional(),
      galleryOnly: booleanParam.optional(),
    }),
    response: AgentAttachmentPageSchema,
  }),
  GetAgentSignatures: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetAgentSignatures',
    summary: 'An agent’s attachments of type Signature',
    query: z.strictObject({ agentId: idParam }),
    response: z.array(AgentAttachmentSchema),
  }),
  GetItemAgentAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetItemAgentAttachments',
    summary: 'The attachments of one party of a transaction',
    query: z.strictObject({ itemAgentId: idParam }),
    response: z.array(ItemAgentAttachmentSchema),
  }),
  GetItemAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetItemAttachments',
    summary: 'The attachments of every party of a transaction',
    query: z.strictObject({ itemId: idParam }),
    response: z.array(ItemAgentAttachmentSchema),
  }),
  GetBankAccountAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetBankAccountAttachments',
    summary: 'The attachments of a bank account',
    query: z.strictObject({ bankAccountId: idParam }),
    response: z.array(BankAccountAttachmentSchema),
  }),
  GetAttachmentsByAttachmentIds: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetAttachmentsByAttachmentIds',
    summary: 'The attachments of the given ids that the caller may see',
    query: z.strictObject({ attachmentIds: idListParam }),
    response: z.array(AttachmentSchema),
  }),
  GetAllowedMimeTypes: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetAllowedMimeTypes',
    summary: 'The upload allow-lists and the default size cap',
    query: noInput,
    response: z.object({
      MimeTypes: z.array(z.string()),
      Extensions: z.array(z.string()),
      MaxFileSizeBytes: z.number(),
    }),
  }),
  CountAgentAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/CountAgentAttachments',
    summary: 'How many attachments an agent has',
    query: z.strictObject({ agentId: idParam }),
    response: z.number(),
  }),
  CountItemAgentAttachments: endpoint({
    method: 'GET',
    path: '/api/Attachment/CountItemAgentAttachments',
    summary: 'How many attachments one party of a transaction has',
    query: z.strictObject({ itemAgentId: idParam }),
    response: z.number(),
  }),
  GetChecks: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetChecks',
    summary: 'Check images of a community: attachments of transaction parties with a check number',
    query: z.strictObject({ communityAgentId: idParam, skip: skipParam, take: takeParam }),
    response: z.array(CheckAttachmentSchema),
  }),
  GetChecksByDate: endpoint({
    method: 'GET',
    path: '/api/Attachment/GetChecksByDate',
    summary: 'Check images of a community dated within a range',
    query: z.strictObject({ communityAgentId: idParam, startDate: isoDate, endDate: isoDate }),
    response: z.array(CheckAttachmentSchema),
  }),
  SearchTags: endpoint({
    method: 'GET',
    path: '/api/Attachment/SearchTags',
    summary: 'Tags in use on attachments the caller may see, starting with or containing the term',
    query: z.strictObject({ searchTerm: z.string().trim().max(MaxTagLength).default('') }),
    response: z.array(z.string()),
  }),
  CreateAgentAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/CreateAgentAttachment',
    summary: 'Upload a file to an agent (multipart/form-data)',
    body: z.strictObject({ ...uploadFields, ...agentFlagFields, TopsAgentId: idParam }),
    response: AgentAttachmentSchema,
  }),
  CreateItemAgentAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/CreateItemAgentAttachment',
    summary: 'Upload a file to one party of a transaction (multipart/form-data)',
    body: z.strictObject({ ...uploadFields, TopsItemAgentId: idParam }),
    response: ItemAgentAttachmentSchema,
  }),
  CreateItemAgentAttachmentByItem: endpoint({
    method: 'POST',
    path: '/api/Attachment/CreateItemAgentAttachmentByItem',
    summary:
      'Upload a file to a transaction: to the party TopsAgentId, else its first party (multipart/form-data)',
    body: z.strictObject({ ...uploadFields, TopsItemId: idParam, TopsAgentId: idParam.optional() }),
    response: ItemAgentAttachmentSchema,
  }),
  CreateBankAccountAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/CreateBankAccountAttachment',
    summary: 'Upload a file to a bank account (multipart/form-data)',
    body: z.strictObject({ ...uploadFields, BankAccountId: idParam }),
    response: BankAccountAttachmentSchema,
  }),
  CreateItemAgentAttachmentFromExistingAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/CreateItemAgentAttachmentFromExistingAttachment',
    summary: 'Attach a file already stored to one party of a transaction',
    body: z.strictObject({
      TopsAttachmentId: z.number().int().positive(),
      TopsItemAgentId: z.number().int().positive(),
    }),
    response: ItemAgentAttachmentSchema,
  }),
  AddTagsToAgentAttachments: endpoint({
    method: 'POST',
    path: '/api/Attachment/AddTagsToAgentAttachments',
    summary: 'Add tags to many agent attachments at once',
    body: z.strictObject({
      TopsAgentAttachmentIds: z.array(z.number().int().positive()).min(1).max(500),
      Tags: z.array(tagSchema).min(1).max(MaxTagsPerAttachment),
    }),
    response: z.object({ UpdatedCount: z.number() }),
  }),
  UpdateAgentAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/UpdateAgentAttachment',
    summary: 'Rename an agent attachment, replace its tags, set its pin and access flags',
    body: z.strictObject({
      TopsAgentAttachmentId: z.number().int().positive(),
      AttachmentDisplayName: z.string().trim().min(1).max(255).optional(),
      Tags: z.array(tagSchema).max(MaxTagsPerAttachment).optional(),
      IsBoardAccess: z.boolean().optional(),
      IsOwnerAccess: z.boolean().optional(),
      IsGallery: z.boolean().optional(),
      IsPinned: z.boolean().optional(),
    }),
    response: AgentAttachmentSchema,
  }),
  DeleteAgentAttachment: endpoint({
    method: 'DELETE',
    path: '/api/Attachment/DeleteAgentAttachment/:id',
    summary: 'Remove an attachment from an agent; the file goes when nothing else refers to it',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  DeleteItemAgentAttachment: endpoint({
    method: 'DELETE',
    path: '/api/Attachment/DeleteItemAgentAttachment/:id',
    summary: 'Remove an attachment from a transaction party',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  DeleteBankAccountAttachment: endpoint({
    method: 'DELETE',
    path: '/api/Attachment/DeleteBankAccountAttachment/:id',
    summary: 'Remove an attachment from a bank account',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  Download: endpoint({
    method: 'GET',
    path: '/api/Attachment/Download/:id',
    summary: 'The file, as an attachment to save',
    params: z.strictObject({ id: idParam }),
    response: fileResponse,
    download: AttachmentAnswerTypes,
  }),
  Preview: endpoint({
    method: 'GET',
    path: '/api/Attachment/Preview/:id',
    summary: 'The file shown inline (PDFs and images; other types download)',
    params: z.strictObject({ id: idParam }),
    response: fileResponse,
    download: AttachmentAnswerTypes,
  }),
};
