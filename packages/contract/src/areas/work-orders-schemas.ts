import { WorkOrderLimits as L, WorkOrderStates } from '@hoa/domain';
import { z } from 'zod';
import { entityId, idParam, isoDate } from '../fields';

// The shapes of the work order calls (issue 22; spec 3 'Work order' entity, validation 'Work
// orders', calls 'Work orders'). The spec's TopsAgentId (owner or property) is PropertyAgentId with
// its owner, TopsAgentId_RelatedTo the AmenityAgentId, TopsAgentId_IssuedTo split into
// IssuedToVendorAgentId or IssuedToUserId (one of them), TopsAgentId_AssignedTo the AssignedUserId.

/** A work order code of a community (GetAgentWorkOrderCodes) with its service-level clock. */
export const WorkOrderCodeSchema = z.object({
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeDescription: z.string(),
  DetailDescription: z.string(),
  ActionNeeded: z.string(),
  /** Hours from creation to the first response; null: no response clock. */
  ResponseHours: z.number().nullable(),
  /** Hours from creation to completion; null: no completion clock. */
  CompletionHours: z.number().nullable(),
});
export type WorkOrderCode = z.infer<typeof WorkOrderCodeSchema>;

/** A work order as the list and the view show it, with its clock flags. */
export const WorkOrderSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PostEventDate: z.string(),
  TargetDate: z.string().nullable(),
  PropertyAgentId: z.number().nullable(),
  PropertyName: z.string().nullable(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  AmenityAgentId: z.number().nullable(),
  AmenityName: z.string().nullable(),
  JobLocation: z.string().nullable(),
  TopsCodeId: z.number().nullable(),
  CodeAlias: z.string().nullable(),
  CodeDescription: z.string(),
  CodeDetailDescription: z.string(),
  CodeActionNeeded: z.string(),
  IssuedToVendorAgentId: z.number().nullable(),
  IssuedToUserId: z.number().nullable(),
  IssuedToName: z.string().nullable(),
  AssignedUserId: z.number().nullable(),
  AssignedUserName: z.string().nullable(),
  ServiceRequestId: z.number().nullable(),
  GeneralRequestId: z.number().nullable(),
  State: z.enum(WorkOrderStates),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  CreatedAt: z.string(),
  RespondedAt: z.string().nullable(),
  IsResponseOverdue: z.boolean(),
  IsCompletionOverdue: z.boolean(),
  IsOverdue: z.boolean(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

/** GetWorkOrder: the view graph. */
export const WorkOrderGraphSchema = z.object({
  WorkOrder: WorkOrderSchema,
  Clock: z.object({
    ResponseHours: z.number().nullable(),
    CompletionHours: z.number().nullable(),
    ResponseDueAt: z.string().nullable(),
    CompletionDueAt: z.string().nullable(),
  }),
  /** The override recorded when it was issued to a vendor whose insurance had expired. */
  InsuranceOverride: z
    .object({ Reason: z.string(), ByUserName: z.string().nullable(), At: z.string() })
    .nullable(),
  /** The service request it was converted from. */
  ServiceRequest: z
    .object({
      TopsItemId: z.number(),
      Description: z.string(),
      ReceivedDate: z.string(),
      StatusName: z.string(),
      IsInProgress: z.boolean(),
    })
    .nullable(),
  Attachments: z.array(
    z.object({ AttachmentId: z.number(), DisplayName: z.string(), ContentType: z.string() }),
  ),
});
export type WorkOrderGraph = z.infer<typeof WorkOrderGraphSchema>;

/** GetWorkOrderSummary: the summary card. */
export const WorkOrderSummarySchema = z.object({
  TopsItemId: z.number(),
  CodeAlias: z.string().nullable(),
  CodeDescription: z.string(),
  /** Where the work is: property and owner, amenity and job location, joined. */
  Where: z.string(),
  IssuedToName: z.string().nullable(),
  AssignedUserName: z.string().nullable(),
  TargetDate: z.string().nullable(),
  State: z.enum(WorkOrderStates),
  StatusName: z.string(),
  IsResponseOverdue: z.boolean(),
  IsCompletionOverdue: z.boolean(),
  IsOverdue: z.boolean(),
});

/** The code detail the work order copies from its code (spec: CodeDetail), edited per order. */
export const CodeDetailSchema = z.strictObject({
  TopsCodeId: entityId.nullable(),
  CodeDescription: z.string().trim().max(L.CodeDescription),
  CodeDetailDescription: z.string().trim().max(L.Description).default(''),
  CodeActionNeeded: z.string().trim().max(L.Description).default(''),
});

const nullableId = entityId.nullable();
const overrideReason = z.string().trim().max(L.OverrideReason).nullable().optional();

/** What the edit form sends (every fact, as the work order should be). */
const workOrderFacts = {
  CodeDetail: CodeDetailSchema,
  PostEventDate: isoDate,
  TargetDate: isoDate.nullable(),
  PropertyAgentId: nullableId,
  OwnerAgentId: nullableId.optional(),
  AmenityAgentId: nullableId,
  JobLocation: z.string().trim().max(L.JobLocation).nullable(),
  IssuedToVendorAgentId: nullableId,
  IssuedToUserId: nullableId,
  AssignedUserId: nullableId,
  /** Given to issue it to a vendor whose liability or workers compensation insurance expired. */
  InsuranceOverrideReason: overrideReason,
};

/**
 * Create: absent facts take the community's work order settings (code, assignee, target days) or,
 * converting a service request, the request's property, owner, amenity, job location and
 * description.
 */
export const CreateWorkOrderSchema = z.strictObject({
  CommunityAgentId: entityId,
  /** The code (absent: the settings' default) and the fields given (absent: the code's text). */
  CodeDetail: z
    .strictObject({
      TopsCodeId: entityId.nullable().optional(),
      CodeDescription: z.string().trim().max(L.CodeDescription).optional(),
      CodeDetailDescription: z.string().trim().max(L.Description).optional(),
      CodeActionNeeded: z.string().trim().max(L.Description).optional(),
    })
    .optional(),
  PostEventDate: isoDate,
  TargetDate: isoDate.nullable().optional(),
  PropertyAgentId: nullableId.optional(),
  OwnerAgentId: nullableId.optional(),
  AmenityAgentId: nullableId.optional(),
  JobLocation: z.string().trim().max(L.JobLocation).nullable().optional(),
  IssuedToVendorAgentId: nullableId.optional(),
  IssuedToUserId: nullableId.optional(),
  AssignedUserId: nullableId.optional(),
  ServiceRequestId: nullableId.optional(),
  GeneralRequestId: nullableId.optional(),
  OrphanAttachmentIds: z.array(entityId).max(50).default([]),
  InsuranceOverrideReason: overrideReason,
});
export type CreateWorkOrderInput = z.input<typeof CreateWorkOrderSchema>;

export const UpdateWorkOrderSchema = z.strictObject({
  TopsItemId: entityId,
  ...workOrderFacts,
  OrphanAttachmentIds: z.array(entityId).max(50).default([]),
});
export type UpdateWorkOrderInput = z.input<typeof UpdateWorkOrderSchema>;

/** The list's state filter: the work order states and 'Overdue' (open and past a clock). */
export const WorkOrderListStates = [...WorkOrderStates, 'Overdue'] as const;

export const WorkOrderTicketsPageQuery = z.strictObject({
  communityAgentId: idParam,
  state: z.enum(WorkOrderListStates).optional(),
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(25),
});
export type WorkOrderTicketsPageQuery = z.input<typeof WorkOrderTicketsPageQuery>;

export const WorkOrderSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  IsSaved: z.boolean(),
  DefaultCodeId: z.number().nullable(),
  DefaultAssignedUserId: z.number().nullable(),
  DefaultTargetDays: z.number().nullable(),
  VendorTemplateId: z.number().nullable(),
  IsInsuranceGuardOn: z.boolean(),
  IsOverdueAlertOn: z.boolean(),
});
export type WorkOrderSettings = z.infer<typeof WorkOrderSettingsSchema>;

export const SaveWorkOrderSettingsSchema = z.strictObject({
  CommunityAgentId: entityId,
  DefaultCodeId: nullableId,
  DefaultAssignedUserId: nullableId,
  DefaultTargetDays: z.number().nullable(),
  VendorTemplateId: nullableId,
  IsInsuranceGuardOn: z.boolean(),
  IsOverdueAlertOn: z.boolean(),
});
export type SaveWorkOrderSettingsInput = z.input<typeof SaveWorkOrderSettingsSchema>;

export const SaveCodeClockSchema = z.strictObject({
  TopsCodeId: entityId,
  ResponseHours: z.number().nullable(),
  CompletionHours: z.number().nullable(),
});
export type SaveCodeClockInput = z.input<typeof SaveCodeClockSchema>;
