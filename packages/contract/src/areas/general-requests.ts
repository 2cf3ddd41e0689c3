import {
  GeneralRequestLimits as L,
  GeneralRequestMessages as M,
  GeneralRequestSources,
  GeneralRequestStates,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// General requests (issue 21; spec 3 §2 'Requests and violations', §7 'General requests', §8):
// items of type 96 of a community with their property and owner (where given), a general request
// code, the source (Phone, Email, Mail, Portal, Other), subject, received and due days, the user
// assigned and history lines. The spec names no claim for them: they follow servicerequests, the
// claim of the Requests area (read to see, create to add, update to change, close, reopen and
// note, delete to delete). A request of another company is 404.

export const GeneralRequestSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PropertyAgentId: z.number().nullable(),
  PropertyName: z.string().nullable(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  TopsCodeId: z.number().nullable(),
  CodeAlias: z.string().nullable(),
  CodeName: z.string().nullable(),
  SourceId: z.number(),
  SourceName: z.string(),
  Subject: z.string(),
  Description: z.string(),
  ReceivedDate: z.string(),
  DueDate: z.string().nullable(),
  ClosedDate: z.string().nullable(),
  AssignedUserId: z.number().nullable(),
  AssignedUserName: z.string().nullable(),
  State: z.enum(GeneralRequestStates),
  TopsStatusId: z.number(),
  StatusName: z.string(),
});
export type GeneralRequest = z.infer<typeof GeneralRequestSchema>;

export const GeneralRequestHistorySchema = z.object({
  HistoryId: z.number(),
  Note: z.string(),
  ByUserName: z.string().nullable(),
  CreatedAt: z.string(),
});

export const GeneralRequestGraphSchema = z.object({
  Request: GeneralRequestSchema,
  Histories: z.array(GeneralRequestHistorySchema),
});
export type GeneralRequestGraph = z.infer<typeof GeneralRequestGraphSchema>;

/** What the add and edit forms send. */
const requestFacts = {
  PropertyAgentId: entityId.nullable(),
  OwnerAgentId: entityId.nullable().optional(),
  TopsCodeId: entityId.nullable(),
  SourceId: z.number().int(),
  Subject: z.string().trim().max(L.Subject),
  Description: z.string().trim().max(L.Description).default(''),
  ReceivedDate: isoDate,
  DueDate: isoDate.nullable(),
  AssignedUserId: entityId.nullable(),
};

export const CreateGeneralRequestSchema = z.strictObject({
  CommunityAgentId: entityId,
  ...requestFacts,
});
export type CreateGeneralRequestInput = z.input<typeof CreateGeneralRequestSchema>;

export const UpdateGeneralRequestSchema = z.strictObject({ TopsItemId: entityId, ...requestFacts });
export type UpdateGeneralRequestInput = z.input<typeof UpdateGeneralRequestSchema>;

/** An architectural or service request related to the general request's property. */
export const RelatedRequestSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  Description: z.string().nullable(),
  EventDate: z.string(),
  StatusName: z.string(),
});

export const GeneralRequestKpiSchema = z.object({
  CountOpen: z.number(),
  CountOverdue: z.number(),
  CountReceivedThisMonth: z.number(),
  CountClosedThisMonth: z.number(),
  AverageDaysToClose: z.number().nullable(),
});

export const TicketsPageQuery = z.strictObject({
  communityAgentId: idParam,
  state: z.enum(GeneralRequestStates).optional(),
  topsCodeId: optionalIdParam,
  sourceId: optionalIdParam,
  propertyAgentId: optionalIdParam,
  /** The received date range. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(25),
});
export type TicketsPageQuery = z.input<typeof TicketsPageQuery>;

const sourceIds = GeneralRequestSources.map((s) => s.SourceId) as [number, ...number[]];

/** The filters both reports take: state, code, source (one of the sources) and the received date range. */
const reportFilters = {
  state: z.enum(GeneralRequestStates).optional(),
  sourceId: z.coerce.number().pipe(z.literal(sourceIds)).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

export const GeneralRequestReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...reportFilters,
  topsCodeId: optionalIdParam,
  ...ReportAnswerParams,
});
export type GeneralRequestReportQuery = z.input<typeof GeneralRequestReportQuery>;

export const GlobalGeneralRequestReportBody = z.strictObject({
  /** The communities; null (sent when any entry is empty): all the caller’s communities. */
  agentIds: z.array(entityId).max(1000).nullable(),
  ...reportFilters,
  format: z.literal([0, 1, 2, 3]).optional(),
});
export type GlobalGeneralRequestReportBody = z.input<typeof GlobalGeneralRequestReportBody>;

const itemIdsBody = z.strictObject({
  itemIds: z.array(entityId).min(1, M.nothingSelected).max(500),
});
const batchResponse = z.object({ Message: z.string(), Count: z.number() });
const read = { claim: 'servicerequests', level: 'read' } as const;
const update = { claim: 'servicerequests', level: 'update' } as const;
const idPath = z.strictObject({ id: idParam });
const itemQuery = z.strictObject({ id: idParam });

/** /api/GeneralRequest: general requests (item type 96). */
export const generalRequests = {
  GetGraph: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetGraph',
    summary: 'A general request with its history lines, newest first',
    access: read,
    query: itemQuery,
    response: GeneralRequestGraphSchema,
  }),
  GetCodes: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetCodes',
    summary: 'The general request codes of a community (its Work Order Codes, type 8)',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({ TopsCodeId: z.number(), CodeAlias: z.string(), CodeName: z.string() }),
    ),
  }),
  GetTicketsPage: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetTicketsPage',
    summary:
      'A community’s general requests, newest received first, by state, code, source, property and received date range, paged',
    access: read,
    query: TicketsPageQuery,
    response: z.object({ TotalCount: z.number(), Records: z.array(GeneralRequestSchema) }),
  }),
  GetGeneralRequestKpi: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetGeneralRequestKpi',
    summary:
      'A community’s general requests open, overdue, received and closed this month and the mean days to close',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: GeneralRequestKpiSchema,
  }),
  GetOpenTicketsCount: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetOpenTicketsCount',
    summary: 'The open general requests of a community, or of one of its properties',
    access: read,
    query: z.strictObject({ communityAgentId: idParam, propertyAgentId: optionalIdParam }),
    response: z.number(),
  }),
  GetCodeSummary: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetCodeSummary',
    summary: 'A community’s general requests counted by code, open and closed',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        TopsCodeId: z.number().nullable(),
        CodeAlias: z.string().nullable(),
        CodeName: z.string().nullable(),
        CountOpen: z.number(),
        CountClosed: z.number(),
      }),
    ),
  }),
  GetRelatedArcRequest: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetRelatedArcRequest',
    summary: 'The architectural requests (type 97) of the general request’s property',
    access: read,
    query: itemQuery,
    response: z.array(RelatedRequestSchema),
  }),
  GetRelatedServiceRequest: endpoint({
    method: 'GET',
    path: '/api/GeneralRequest/GetRelatedServiceRequest',
    summary: 'The service requests (type 63) of the general request’s property',
    access: read,
    query: itemQuery,
    response: z.array(RelatedRequestSchema),
  }),
  Create: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/GeneralRequest/Create',
    summary: 'Records a general request (item type 96, Open) of a community',
    access: { claim: 'servicerequests', level: 'create' },
    body: CreateGeneralRequestSchema,
    response: GeneralRequestGraphSchema,
  }),
  CreateHistory: endpoint({
    method: 'POST',
    path: '/api/GeneralRequest/CreateHistory',
    summary: 'Adds a history note to a general request',
    access: update,
    body: z.strictObject({ TopsItemId: entityId, Note: z.string().trim().max(L.HistoryNote) }),
    response: GeneralRequestGraphSchema,
  }),
  Update: endpoint({
    method: 'PUT',
    path: '/api/GeneralRequest/Update',
    summary: 'Changes an open general request',
    access: update,
    body: UpdateGeneralRequestSchema,
    response: GeneralRequestGraphSchema,
  }),
  Close: endpoint({
    method: 'PUT',
    path: '/api/GeneralRequest/Close/:id',
    summary: 'Closes an open general request (its item Closed, a history line)',
    access: update,
    params: idPath,
    response: GeneralRequestGraphSchema,
  }),
  Delete: endpoint({
    method: 'PUT',
    path: '/api/GeneralRequest/Delete/:id',
    summary: 'Deletes a general request (its item Deleted: it leaves the lists and feeds)',
    access: { claim: 'servicerequests', level: 'delete' },
    params: idPath,
    response: z.object({ TopsItemId: z.number() }),
  }),
  Reopen: endpoint({
    method: 'PUT',
    path: '/api/GeneralRequest/Reopen/:id',
    summary: 'Reopens a closed general request (its item Open, a history line)',
    access: update,
    params: idPath,
    response: GeneralRequestGraphSchema,
  }),
  BatchClose: endpoint({
    method: 'POST',
    path: '/api/GeneralRequest/BatchClose',
    summary:
      'Closes the open general requests given, all or none: one that cannot be closed refuses the call, named',
    access: update,
    body: itemIdsBody,
    response: batchResponse,
  }),
  BatchReopen: endpoint({
    method: 'POST',
    path: '/api/GeneralRequest/BatchReopen',
    summary:
      'Reopens the closed general requests given, all or none: one that cannot be reopened refuses the call, named',
    access: update,
    body: itemIdsBody,
    response: batchResponse,
  }),
};

/** The general request reports (spec 3 §7 'GET /Report/... generalRequest, globalGeneralRequest'). */
export const generalRequestReports = {
  generalRequest: endpoint({
    method: 'GET',
    path: '/api/Report/generalRequest',
    summary:
      'A community’s general requests with property, owner, code, source, received, due and closed days and state; counts by state (the file when format is given)',
    access: read,
    query: GeneralRequestReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  globalGeneralRequest: endpoint({
    method: 'POST',
    path: '/api/Report/globalGeneralRequest',
    summary:
      'The general request report over several communities (agentIds; null: all the caller’s), by community with subtotals (the file when format is given)',
    access: read,
    body: GlobalGeneralRequestReportBody,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
