import {
  CaseFileMessages,
  FileTypes,
  HearingLimits,
  ViolationLimits,
  ViolationStates,
  ViolationTimelineKinds,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import { UploadedFileSchema, ItemAgentAttachmentSchema } from './attachments';
import { RemoveItemResultSchema } from './owner-ledger';

// Violation records (spec 3 §2 'Requests and violations', §4 'Violations', §7 'Violations', §8):
// items of type 37 with their property and owner, CCR code, observed date and the levels taken
// on their code's action process. Reading needs ccrviolations read; adding create; every change
// update (spec 3 §6). A record of another company is 404. Amounts are in cents.

/** A level of the record's process as the view shows it: taken (with its action) or still to take. */
export const ViolationLevelSchema = z.object({
  TemplateLevelId: z.number(),
  Sequence: z.number(),
  LevelName: z.string(),
  Days: z.number(),
  AdminFee: z.number(),
  TemplateName: z.string().nullable(),
  IsTaken: z.boolean(),
});

/** An action the violation took: a level on a day, its letter's batch and its fine's charge. */
export const ViolationActionSchema = z.object({
  ViolationActionId: z.number(),
  TemplateLevelId: z.number(),
  Sequence: z.number(),
  LevelName: z.string(),
  TakenOn: z.string(),
  TakenByName: z.string().nullable(),
  MessageBatchItemId: z.number().nullable(),
  ChargeItemId: z.number().nullable(),
  Fine: z.number(),
  /** The fine's charge was removed (RemoveCCRTransactionItem or the owner ledger): it counts no more. */
  FineRemoved: z.boolean(),
  IsSkipped: z.boolean(),
  IsForced: z.boolean(),
});

export const CcrRecordSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PropertyAgentId: z.number(),
  PropertyName: z.string(),
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  CodeDetailDescription: z.string().nullable(),
  CodeActionNeeded: z.string().nullable(),
  Description: z.string(),
  ObservedDate: z.string(),
  NextActionDate: z.string().nullable(),
  ActionProcessId: z.number().nullable(),
  ActionProcessName: z.string().nullable(),
  /** The Sequence of the last level taken; null before the first. */
  CurrentSequence: z.number().nullable(),
  CurrentLevelName: z.string().nullable(),
  State: z.enum(ViolationStates),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  /** The fines posted so far, in cents. */
  TotalFines: z.number(),
  /** Why the daily ladder job did not take the due level on its last run, and that day. */
  LadderHeldReason: z.string().nullable(),
  LadderHeldOn: z.string().nullable(),
});
export type CcrRecord = z.infer<typeof CcrRecordSchema>;

export const CcrRecordViewSchema = z.object({
  Record: CcrRecordSchema,
  Levels: z.array(ViolationLevelSchema),
  Actions: z.array(ViolationActionSchema),
});
export type CcrRecordView = z.infer<typeof CcrRecordViewSchema>;

export const CcrPhotoSchema = ItemAgentAttachmentSchema.extend({
  CapturedAt: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type CcrPhoto = z.infer<typeof CcrPhotoSchema>;

const description = z.string().trim().max(ViolationLimits.Description);

export const AddCcrRecordSchema = z.strictObject({
  CommunityAgentId: entityId,
  PropertyAgentId: entityId,
  /** The owner cited; absent: the property's primary owner. */
  OwnerAgentId: entityId.optional(),
  TopsCodeId: entityId,
  Description: description,
  ObservedDate: isoDate,
  /** The follow-up date (the add screen offers 15, 30 or 90 days after the observation). */
  NextActionDate: isoDate,
});
export type AddCcrRecordInput = z.input<typeof AddCcrRecordSchema>;

/** A hearing held on a violation: the day, what was decided, who attended. */
export const ViolationHearingSchema = z.object({
  ViolationHearingId: z.number(),
  HeldOn: z.string(),
  Outcome: z.string(),
  Attendees: z.string().nullable(),
  RecordedByName: z.string().nullable(),
  /** When it was recorded. */
  RecordedAt: z.string(),
});
export type ViolationHearing = z.infer<typeof ViolationHearingSchema>;

/**
 * A line of a violation's timeline, in date order: observed; a level taken (forced or not); its
 * letter (the message batch) and each delivery of it (printed, emailed with the SMTP server's
 * answer, certified with its tracking number); a fine (its charge item and amount); a hearing; a
 * note or reply on the violation; resolved, closed or reopened.
 */
export const ViolationTimelineEntrySchema = z.object({
  Kind: z.enum(ViolationTimelineKinds),
  On: z.string(),
  /** The instant it was recorded (a delivery: reported sent or mailed); null for the observation. */
  At: z.string().nullable(),
  Title: z.string(),
  Detail: z.string().nullable(),
  /** Who took the step or wrote the note, where known. */
  ByName: z.string().nullable(),
  IsForced: z.boolean(),
  /** A fine's amount in cents. */
  Amount: z.number().nullable(),
  /** The item behind the line: a letter's message batch or a fine's charge. */
  LinkItemId: z.number().nullable(),
  /** A delivery's channel ('Email', 'Print', 'Certified') and state ('Sent', 'Mailed', …). */
  Channel: z.string().nullable(),
  State: z.string().nullable(),
});
export type ViolationTimelineEntry = z.infer<typeof ViolationTimelineEntrySchema>;

const itemIdBody = z.strictObject({ itemId: entityId });
const itemIdsBody = z.strictObject({
  itemIds: z.array(entityId).min(1, CaseFileMessages.nothingSelected).max(500),
});
const batchResponse = z.object({ Message: z.string(), Count: z.number() });
const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The case file as PDF' });
const advanceResponse = z.object({ Message: z.string(), View: CcrRecordViewSchema });
const read = { claim: 'ccrviolations', level: 'read' } as const;
const update = { claim: 'ccrviolations', level: 'update' } as const;

/** /api/Ccr: violation records. */
export const ccr = {
  GetCcrRecords: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrRecords',
    summary:
      'The violations of a community for the grid, newest observed first: open or closed (resolved and closed), by code and property, paged',
    access: read,
    query: z.strictObject({
      communityAgentId: idParam,
      isOpen: z.enum(['true', 'false']).optional(),
      topsCodeId: optionalIdParam,
      propertyAgentId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: z.object({ TotalCount: z.number(), Records: z.array(CcrRecordSchema) }),
  }),
  AddCcrRecord: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/AddCcrRecord',
    summary:
      'Records a violation (item type 37, Open) of a property and its owner under a CCR code of the community',
    access: { claim: 'ccrviolations', level: 'create' },
    body: AddCcrRecordSchema,
    response: CcrRecordViewSchema,
  }),
  AddCcrRecordPhoto: endpoint({
    method: 'POST',
    path: '/api/Ccr/AddCcrRecordPhoto',
    summary:
      'Uploads a photo of a violation (multipart/form-data) with its capture time and GPS position where given',
    access: update,
    body: z.strictObject({
      File: UploadedFileSchema,
      TopsItemId: idParam,
      CapturedAt: z.iso.datetime({ offset: true }).optional(),
      Latitude: z.coerce.number().min(-90).max(90).optional(),
      Longitude: z.coerce.number().min(-180).max(180).optional(),
    }),
    response: CcrPhotoSchema,
  }),
  GetCcrRecordViewPage: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrRecordViewPage',
    summary: 'A violation with its process’s levels (taken or not) and the actions it took',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: CcrRecordViewSchema,
  }),
  GetViolationSummary: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetViolationSummary',
    summary: 'A violation’s facts for the drawer',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: CcrRecordSchema,
  }),
  GetCcrRecordAttachments: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrRecordAttachments',
    summary: 'A violation’s photos and files, newest first, with capture time and GPS position',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: z.array(CcrPhotoSchema),
  }),
  UpdateCcrRecord: endpoint({
    method: 'POST',
    path: '/api/Ccr/UpdateCcrRecord',
    summary: 'Edits an open violation’s description, observed and next action dates',
    access: update,
    body: z.strictObject({
      itemId: entityId,
      Description: description,
      ObservedDate: isoDate,
      NextActionDate: isoDate.nullable(),
    }),
    response: CcrRecordViewSchema,
  }),
  ResolveViolation: endpoint({
    method: 'POST',
    path: '/api/Ccr/ResolveViolation',
    summary: 'Resolves an open violation (cured): Complete; ‘CCR Violation has been Closed.’',
    access: update,
    body: itemIdBody,
    response: advanceResponse,
  }),
  CloseCcrRecordViaTopsItemId: endpoint({
    method: 'POST',
    path: '/api/Ccr/CloseCcrRecordViaTopsItemId',
    summary: 'Closes an open violation (the management item close of type 37): Closed',
    access: update,
    body: z.strictObject({ TopsItemId: entityId }),
    response: CcrRecordViewSchema,
  }),
  ReopenCcrRecord: endpoint({
    method: 'POST',
    path: '/api/Ccr/ReopenCcrRecord',
    summary: 'Reopens a resolved or closed violation: Open again where its ladder stopped',
    access: update,
    body: itemIdBody,
    response: CcrRecordViewSchema,
  }),
  UndoLastAction: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/UndoLastAction',
    summary:
      'Undoes an open violation’s last action: its fine charge removed through the removal rules (reversed), its letter batch removed unless released, the level untaken',
    access: update,
    body: itemIdBody,
    response: CcrRecordViewSchema,
  }),
  RemoveCCRTransactionItem: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveCCRTransactionItem',
    summary:
      'Removes the fine a violation’s level posted: its charge through the removal rules (reversed when posted); the level stays taken, the fine counts no more',
    access: update,
    body: z.strictObject({ itemId: entityId, bypassValidation: z.boolean().default(false) }),
    response: RemoveItemResultSchema,
  }),
  GetCcrKPI: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrKPI',
    summary:
      'Violation counts of a community: open, due to advance today, resolved and recorded this month',
    access: read,
    query: z.strictObject({ agentId: idParam }),
    response: z.object({
      CountOpen: z.number(),
      CountDueToAdvance: z.number(),
      CountResolvedThisMonth: z.number(),
      CountRecordedThisMonth: z.number(),
    }),
  }),
  ProcessCcrAction: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/ProcessCcrAction',
    summary:
      'Takes the violation’s next level when due (Days passed; a fine only after its notice): the action, its letter as a message batch and its fine posted to the owner, in one transaction',
    access: update,
    body: z.strictObject({
      /** The violation (item type 37) whose next action is processed. */
      ccrActionId: entityId,
      communityAgentId: entityId,
      /** The day the action is taken; absent: today. */
      postDate: isoDate.optional(),
    }),
    response: advanceResponse,
  }),
  ViolationForciblyMoveToNextLevel: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Ccr/ViolationForciblyMoveToNextLevel',
    summary:
      'Takes the violation’s next level now, without waiting its Days (after the spec’s confirmation); a fine still needs its notice',
    access: update,
    body: z.strictObject({ model: z.strictObject({ TopsItemId: entityId }), postDate: isoDate }),
    response: advanceResponse,
  }),
  GetCcrTimeline: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrTimeline',
    summary:
      'A violation’s whole timeline in date order: observed, levels taken, letters and their deliveries, fines, hearings, notes, resolve, close and reopen',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: z.array(ViolationTimelineEntrySchema),
  }),
  GetCcrCaseFile: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrCaseFile',
    summary:
      'A violation’s case file as one PDF: community, property, owner, the code and its covenant text, the timeline, photos, letters with their deliveries and fines',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: pdf,
    download: [FileTypes.Pdf],
  }),
  GetCcrHearings: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrHearings',
    summary: 'The hearings held on a violation, latest first',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: z.array(ViolationHearingSchema),
  }),
  AddCcrHearing: endpoint({
    method: 'POST',
    path: '/api/Ccr/AddCcrHearing',
    summary:
      'Records a hearing held on a violation (a level that requires a hearing fines only after one)',
    access: update,
    body: z.strictObject({
      itemId: entityId,
      HeldOn: isoDate,
      Outcome: z
        .string(CaseFileMessages.outcomeRequired)
        .trim()
        .min(1, CaseFileMessages.outcomeRequired)
        .max(HearingLimits.Outcome),
      Attendees: z.string().trim().max(HearingLimits.Attendees).nullable().optional(),
    }),
    response: z.array(ViolationHearingSchema),
  }),
  BatchResolveViolations: endpoint({
    method: 'POST',
    path: '/api/Ccr/BatchResolveViolations',
    summary:
      'Resolves the open violations given, all or none: one that cannot be resolved refuses the call, named',
    access: update,
    body: itemIdsBody,
    response: batchResponse,
  }),
  BatchReopenViolations: endpoint({
    method: 'POST',
    path: '/api/Ccr/BatchReopenViolations',
    summary:
      'Reopens the resolved or closed violations given, all or none: one that cannot be reopened refuses the call, named',
    access: update,
    body: itemIdsBody,
    response: batchResponse,
  }),
};
