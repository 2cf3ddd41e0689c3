import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, SuccessResponse, entityId as id } from '../fields';
import { batchSummary, itemAgentSummary, PostRunsBody, PostRunsResponse } from './charges';
import { SettingsCodeSchema } from './late-fees-interest';

// Collections (53) (spec 3 §3 'Collections settings', §5 'Collections', §7 'Collection code
// categories and actions', Item/UpdateCollectionActionProperty, RemovePropertyFromCollection,
// RemovePropertiesFromCollection, Collection/GetPropertyCollectionDocumentUri and
// PrintConcatenatedCollectionLetters). A run is accrued, reviewed and posted through
// ApplyScheduledCharges with TopsTxnTypeId 53 and the collection actions as its codes, or reviewed
// under Collection (runs of other types refused) and accrued and posted as background requests
// (Collection/EnqueueAccrueRequest, Item/EnqueuePostCollectionRequest) polled by their id.

const ids = z.array(id).max(5_000);

const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The collection letter(s) as PDF' });

export const CollectionSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  CodeCategories: z.array(
    z.object({
      TopsCodeCategoryId: z.number(),
      Name: z.string(),
      IsSelected: z.boolean(),
      IncludePaymentHistory: z.boolean(),
    }),
  ),
  HoldCodeCategories: z.array(
    z.object({
      CollectionHoldCodeCategoryId: z.number(),
      Name: z.string(),
      IsSelected: z.boolean(),
    }),
  ),
  CodeGrouping: z.object({
    AssessmentCodes: z.array(SettingsCodeSchema),
    ChargeCodes: z.array(SettingsCodeSchema),
    WorkflowCodes: z.array(SettingsCodeSchema),
  }),
  CodeIds: z.array(z.number()),
  /** The Letter template of the collection letters; null: the system collection letter. */
  LetterTemplateId: z.number().nullable(),
});
export type CollectionSettings = z.infer<typeof CollectionSettingsSchema>;

export const SaveCollectionSettingsBody = z.strictObject({
  CommunityAgentId: id,
  CodeIds: ids,
  CodeCategoryIds: ids,
  IncludeHistoryCodeCategoryIds: ids.default([]),
  HoldCodeCategoryIds: ids.default([]),
  /** A Letter template the community uses; null: the system collection letter. */
  LetterTemplateId: id.nullable().default(null),
});
export type SaveCollectionSettingsBody = z.input<typeof SaveCollectionSettingsBody>;

export const CollectionStatusSchema = z.object({
  PropertyAgentId: z.number(),
  AccountNumber: z.string().nullable(),
  Address: z.string().nullable(),
  OwnerName: z.string().nullable(),
  /** The current collection action; null when the property is not in collection. */
  TopsCodeId: z.number().nullable(),
  CodeAlias: z.string().nullable(),
  CodeName: z.string().nullable(),
  /** The posted collection run that set the action; null when set by hand. */
  TopsItemId: z.number().nullable(),
  IsOnHold: z.boolean(),
  /** The owner's total balance, cents. */
  Balance: z.number(),
});
export type CollectionStatus = z.infer<typeof CollectionStatusSchema>;

const community = z.strictObject({ communityAgentId: idParam });

export const CollectionRequestSchema = z.object({
  RequestId: z.uuid(),
});

export const CollectionRequestStatusSchema = z.object({
  RequestId: z.string(),
  /** What was asked: an accrue or a post. */
  Kind: z.enum(['accrue', 'post']),
  /** waiting (queued or to be retried), running, completed (see errorMessage) or failed. */
  State: z.enum(['waiting', 'running', 'completed', 'failed']),
  /** A completed accrue: what Accrue answers. */
  Accrued: z
    .object({
      Items: z.array(
        z.object({
          CommunityAgentId: z.number(),
          TopsItemId: z.number().nullable(),
          OwnersCount: z.number(),
          TotalAmount: z.number(),
        }),
      ),
    })
    .nullable(),
  /** A completed post: what PostItem answers. */
  Posted: PostRunsResponse.nullable(),
  /** The refusal of a request that completed without doing its work, or why it failed. */
  errorMessage: z.string().nullable(),
});
export type CollectionRequestStatus = z.infer<typeof CollectionRequestStatusSchema>;

export const collections = {
  GetCollectionCodeCategories: endpoint({
    method: 'GET',
    path: '/api/Collection/GetCollectionCodeCategories',
    summary: 'Collection settings: code categories, hold categories, codes by grouping',
    access: { claim: 'arcollection', level: 'read' },
    query: community,
    response: CollectionSettingsSchema,
  }),
  GetCollectionActions: endpoint({
    method: 'GET',
    path: '/api/Collection/GetCollectionActions',
    summary: 'The collection actions of a community: its codes of type 6',
    access: { claim: 'arcollection', level: 'read' },
    query: community,
    response: z.array(SettingsCodeSchema),
  }),
  SaveCollectionSettings: endpoint({
    method: 'POST',
    path: '/api/Collection/SaveCollectionSettings',
    summary: 'Save the collection codes, code categories, history and hold categories',
    access: { claim: 'arcollection', level: 'update' },
    body: SaveCollectionSettingsBody,
    response: CollectionSettingsSchema,
  }),
  GetCollectionStatus: endpoint({
    method: 'GET',
    path: '/api/Collection/GetCollectionStatus',
    summary: 'Each property’s collection action and hold',
    access: { claim: 'arcollection', level: 'read' },
    query: community,
    response: z.array(CollectionStatusSchema),
  }),
  UpdateCollectionActionProperty: endpoint({
    method: 'POST',
    path: '/api/Item/UpdateCollectionActionProperty',
    summary: 'Set a property’s collection action and hold by hand',
    access: { claim: 'arcollection', level: 'update' },
    body: z.strictObject({
      PropertyAgentId: id,
      TopsCodeId: id.nullable(),
      IsOnHold: z.boolean().default(false),
    }),
    response: CollectionStatusSchema,
  }),
  RemovePropertyFromCollection: endpoint({
    method: 'POST',
    path: '/api/Item/RemovePropertyFromCollection',
    summary: 'Take a property out of collection',
    access: { claim: 'arcollection', level: 'update' },
    body: z.strictObject({ PropertyAgentId: id }),
    response: SuccessResponse,
  }),
  RemovePropertiesFromCollection: endpoint({
    method: 'POST',
    path: '/api/Item/RemovePropertiesFromCollection',
    summary: 'Take properties of one community out of collection',
    access: { claim: 'arcollection', level: 'update' },
    body: z.strictObject({ PropertyAgentIds: ids.min(1) }),
    response: SuccessResponse,
  }),
  GetPropertyCollectionDocumentUri: endpoint({
    method: 'GET',
    path: '/api/Collection/GetPropertyCollectionDocumentUri',
    summary: 'The collection letter of one property of a collection run, as PDF',
    access: { claim: 'arcollection', level: 'read' },
    query: z.strictObject({ itemId: idParam, propertyAgentId: idParam }),
    response: pdf,
    download: [FileTypes.Pdf],
  }),
  PrintConcatenatedCollectionLetters: endpoint({
    method: 'POST',
    path: '/api/Collection/PrintConcatenatedCollectionLetters',
    summary:
      'The letters of a collection run: 1 Print answers them in one PDF; 2 Email and 3 Smart (each owner’s preference) make a message batch of them (needs communications create) and answer its id',
    access: { claim: 'arcollection', level: 'read' },
    body: z.strictObject({ itemId: id, deliveryMethod: z.number().int().min(1).max(3).default(1) }),
    response: z.object({ TopsItemId: z.number() }),
    download: [FileTypes.Pdf, 'application/json'],
  }),
  GetBatchSummary: endpoint({
    path: '/api/Collection/GetBatchSummary',
    ...batchSummary('collection'),
  }),
  GetItemAgentSummary: endpoint({
    path: '/api/Collection/GetItemAgentSummary',
    ...itemAgentSummary('collection'),
  }),
  EnqueueAccrueRequest: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Collection/EnqueueAccrueRequest',
    summary: 'Queue the accrue of a collection run (53) as a background request; poll its id',
    access: { claim: 'arcollection', level: 'create' },
    body: z.strictObject({
      PostDate: isoDate,
      Communities: z
        .array(z.strictObject({ CommunityAgentId: id, CodeIds: ids.max(200).optional() }))
        .min(1)
        .max(5_000),
    }),
    response: CollectionRequestSchema,
  }),
  EnqueuePostCollectionRequest: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/EnqueuePostCollectionRequest',
    summary: 'Queue the post of accrued collection runs as a background request; poll its id',
    body: PostRunsBody,
    response: CollectionRequestSchema,
  }),
  GetRequestStatus: endpoint({
    method: 'GET',
    path: '/api/Collection/GetRequestStatus',
    summary: 'The state and result of a queued collection accrue or post request',
    access: { claim: 'arcollection', level: 'read' },
    query: z.strictObject({ requestId: z.uuid() }),
    response: CollectionRequestStatusSchema,
  }),
};
