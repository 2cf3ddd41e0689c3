import { ServiceRequestLimits as L, ServiceRequestStates, WorkOrderStates } from '@hoa/domain';
import { z } from 'zod';
import { booleanParam, entityId, idParam, isoDate, optionalIdParam } from '../fields';

// The shapes of the service requests (issue 22): items of type 63 of a community, an owner's report
// of something broken, with where it is (property and owner, amenity or job location), the source,
// the received day, the assignee, photos and the work orders made from it.

export const ServiceRequestSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PropertyAgentId: z.number().nullable(),
  PropertyName: z.string().nullable(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  AmenityAgentId: z.number().nullable(),
  AmenityName: z.string().nullable(),
  JobLocation: z.string().nullable(),
  SourceId: z.number(),
  SourceName: z.string(),
  Description: z.string(),
  ReceivedDate: z.string(),
  ResolvedDate: z.string().nullable(),
  AssignedUserId: z.number().nullable(),
  AssignedUserName: z.string().nullable(),
  IsInProgress: z.boolean(),
  State: z.enum(ServiceRequestStates),
  TopsStatusId: z.number(),
  /** How many work orders were made from it. */
  WorkOrderCount: z.number(),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/** A photo (or other file) of the request: an attachment of one of its item's parties. */
export const ServiceRequestPhotoSchema = z.object({
  TopsItemAgentAttachmentId: z.number(),
  TopsAttachmentId: z.number(),
  DisplayName: z.string(),
  ContentType: z.string(),
});

/** A work order made from the request (work_orders.service_request_item_id). */
export const ServiceRequestWorkOrderSchema = z.object({
  TopsItemId: z.number(),
  CodeDescription: z.string(),
  EventDate: z.string(),
  State: z.enum(WorkOrderStates),
  IssuedToName: z.string().nullable(),
});

export const ServiceRequestGraphSchema = z.object({
  Request: ServiceRequestSchema,
  Photos: z.array(ServiceRequestPhotoSchema),
  WorkOrders: z.array(ServiceRequestWorkOrderSchema),
});
export type ServiceRequestGraph = z.infer<typeof ServiceRequestGraphSchema>;

/** What the add and edit forms send. */
const requestFacts = {
  PropertyAgentId: entityId.nullable(),
  OwnerAgentId: entityId.nullable(),
  AmenityAgentId: entityId.nullable(),
  JobLocation: z.string().trim().max(L.JobLocation).nullable(),
  SourceId: z.number().int(),
  ReceivedDate: isoDate,
  Description: z.string().trim().max(L.Description),
  AssignedUserId: entityId.nullable(),
};

export const CreateServiceRequestSchema = z.strictObject({
  CommunityAgentId: entityId,
  ...requestFacts,
});
export type CreateServiceRequestInput = z.input<typeof CreateServiceRequestSchema>;

export const UpdateServiceRequestSchema = z.strictObject({ TopsItemId: entityId, ...requestFacts });
export type UpdateServiceRequestInput = z.input<typeof UpdateServiceRequestSchema>;

export const ServiceRequestsPageQuery = z.strictObject({
  communityAgentId: idParam,
  state: z.enum(ServiceRequestStates).optional(),
  /** Only the open ones (Open or In Progress: spec 3, a service request is open while either). */
  open: booleanParam.optional(),
  propertyAgentId: optionalIdParam,
  /** Words of the description, job location, property, owner or amenity name. */
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(25),
});
export type ServiceRequestsPageQuery = z.input<typeof ServiceRequestsPageQuery>;
