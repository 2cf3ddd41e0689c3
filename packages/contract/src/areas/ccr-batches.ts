import {
  InspectionBatchStates,
  InspectionLimits,
  NextActionDayOptions,
  ViolationLimits,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate } from '../fields';
import { UploadedFileSchema } from './attachments';

// Inspection batches (issue 20, item 5; spec 3 §2 'Violations': add batch, batch index, batch
// review): a manager walks a community with a phone and records violations in one sitting; the
// draft is reviewed, then accrued: every entry a violation record (as Ccr/AddCcrRecord makes
// it), its photos moved to the record, in one transaction. Reading needs ccrviolations read;
// adding create; editing, accruing and deleting update. A batch of another company is 404.

export const CcrBatchSchema = z.object({
  CcrBatchId: z.number(),
  CommunityAgentId: z.number(),
  Name: z.string(),
  InspectedOn: z.string(),
  NextActionDays: z.number(),
  State: z.enum(InspectionBatchStates),
  EntryCount: z.number(),
  PhotoCount: z.number(),
  CreatedByName: z.string().nullable(),
  CreatedAt: z.string(),
  AccruedAt: z.string().nullable(),
});
export type CcrBatch = z.infer<typeof CcrBatchSchema>;

export const CcrBatchPhotoSchema = z.object({
  TopsAttachmentId: z.number(),
  ClientKey: z.string(),
  FileName: z.string(),
  CapturedAt: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type CcrBatchPhoto = z.infer<typeof CcrBatchPhotoSchema>;

export const CcrBatchEntrySchema = z.object({
  CcrBatchEntryId: z.number(),
  CcrBatchId: z.number(),
  ClientKey: z.string(),
  /** The entry's place in the batch (1-based), as accrue names a refused row. */
  Row: z.number(),
  PropertyAgentId: z.number(),
  PropertyName: z.string(),
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  Description: z.string(),
  /** The violation record the entry became; null while the batch is a draft. */
  TopsItemId: z.number().nullable(),
  Photos: z.array(CcrBatchPhotoSchema),
});
export type CcrBatchEntry = z.infer<typeof CcrBatchEntrySchema>;

export const CcrBatchViewSchema = z.object({
  Batch: CcrBatchSchema,
  Entries: z.array(CcrBatchEntrySchema),
});
export type CcrBatchView = z.infer<typeof CcrBatchViewSchema>;

/** A property of the community as the inspection screen offers it, with its position. */
export const CcrBatchPropertySchema = z.object({
  PropertyAgentId: z.number(),
  Address: z.string(),
  PrimaryOwnerName: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type CcrBatchProperty = z.infer<typeof CcrBatchPropertySchema>;

const description = z.string().trim().max(ViolationLimits.Description);
const nextActionDays = z.union(NextActionDayOptions.map((days) => z.literal(days)));

export const AddCcrBatchSchema = z.strictObject({
  CommunityAgentId: entityId,
  Name: z.string().trim().max(InspectionLimits.Name).default(''),
  InspectedOn: isoDate,
  NextActionDays: nextActionDays,
});
export type AddCcrBatchInput = z.input<typeof AddCcrBatchSchema>;

export const AddCcrBatchEntrySchema = z.strictObject({
  CcrBatchId: entityId,
  /** The phone's key of the entry (a UUID): sent again, the entry it made is answered. */
  ClientKey: z.uuid(),
  PropertyAgentId: entityId,
  TopsCodeId: entityId,
  /** May be left empty on the phone and written at review; accrue needs it. */
  Description: description.default(''),
});
export type AddCcrBatchEntryInput = z.input<typeof AddCcrBatchEntrySchema>;

const read = { claim: 'ccrviolations', level: 'read' } as const;
const create = { claim: 'ccrviolations', level: 'create' } as const;
const update = { claim: 'ccrviolations', level: 'update' } as const;
const batchIdBody = z.strictObject({ CcrBatchId: entityId });
const entryIdBody = z.strictObject({ CcrBatchEntryId: entityId });

/** /api/Ccr: inspection batches. */
export const ccrBatches = {
  GetCcrBatches: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrBatches',
    summary: 'The inspection batches of a community, newest first: drafts and accrued',
    access: read,
    query: z.strictObject({
      communityAgentId: idParam,
      state: z.enum(InspectionBatchStates).optional(),
    }),
    response: z.array(CcrBatchSchema),
  }),
  GetCcrBatch: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrBatch',
    summary: 'An inspection batch with its entries in row order and their photos',
    access: read,
    query: z.strictObject({ ccrBatchId: idParam }),
    response: CcrBatchViewSchema,
  }),
  GetCcrBatchProperties: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrBatchProperties',
    summary:
      'The properties of a community for the inspection screen: address, primary owner and position where geocoded',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(CcrBatchPropertySchema),
  }),
  AddCcrBatch: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/AddCcrBatch',
    summary: 'Starts an inspection batch (a draft) of a community on a day',
    access: create,
    body: AddCcrBatchSchema,
    response: CcrBatchViewSchema,
  }),
  AddCcrBatchEntry: endpoint({
    method: 'POST',
    path: '/api/Ccr/AddCcrBatchEntry',
    summary:
      'Adds an entry to a draft inspection batch under the phone’s key; the same key answers the entry it made',
    access: create,
    body: AddCcrBatchEntrySchema,
    response: CcrBatchEntrySchema,
  }),
  AddCcrBatchEntryPhoto: endpoint({
    method: 'POST',
    path: '/api/Ccr/AddCcrBatchEntryPhoto',
    summary:
      'Uploads a photo of an inspection entry (multipart/form-data) with its capture time and GPS position where given; the same key answers the photo it made',
    access: create,
    body: z.strictObject({
      File: UploadedFileSchema,
      CcrBatchEntryId: idParam,
      ClientKey: z.uuid(),
      CapturedAt: z.iso.datetime({ offset: true }).optional(),
      Latitude: z.coerce.number().min(-90).max(90).optional(),
      Longitude: z.coerce.number().min(-180).max(180).optional(),
    }),
    response: CcrBatchPhotoSchema,
  }),
  UpdateCcrBatchEntry: endpoint({
    method: 'POST',
    path: '/api/Ccr/UpdateCcrBatchEntry',
    summary: 'Edits an entry of a draft inspection batch: property, CCR code and description',
    access: update,
    body: z.strictObject({
      CcrBatchEntryId: entityId,
      PropertyAgentId: entityId,
      TopsCodeId: entityId,
      Description: description,
    }),
    response: CcrBatchEntrySchema,
  }),
  RemoveCcrBatchEntry: endpoint({
    method: 'POST',
    path: '/api/Ccr/RemoveCcrBatchEntry',
    summary: 'Removes an entry (and its photos) from a draft inspection batch',
    access: update,
    body: entryIdBody,
    response: CcrBatchViewSchema,
  }),
  AccrueCcrBatch: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/AccrueCcrBatch',
    summary:
      'Accrues a draft inspection batch: every entry a violation record with its photos, in one transaction; a batch with an invalid row is refused whole, naming the row',
    access: update,
    body: batchIdBody,
    response: z.object({ Message: z.string(), View: CcrBatchViewSchema }),
  }),
  DeleteCcrBatch: endpoint({
    method: 'POST',
    path: '/api/Ccr/DeleteCcrBatch',
    summary: 'Deletes a draft inspection batch with its entries',
    access: update,
    body: batchIdBody,
    response: z.object({ CcrBatchId: z.number() }),
  }),
};
