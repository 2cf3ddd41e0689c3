import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import {
  CreateWorkOrderSchema,
  SaveCodeClockSchema,
  SaveWorkOrderSettingsSchema,
  UpdateWorkOrderSchema,
  WorkOrderCodeSchema,
  WorkOrderGraphSchema,
  WorkOrderSchema,
  WorkOrderSettingsSchema,
  WorkOrderSummarySchema,
  WorkOrderTicketsPageQuery,
} from './work-orders-schemas';

// Work orders (issue 22; spec 3 'Work order', calls 'Work orders'): items of type 62 of a
// community, claim workordermaintain (read to see, create to add, update to change and resolve).
// A work order of another company is 404. The service-level clocks (per work order code) and the
// insurance guard are ours. ResolveItem also resolves service requests (type 63, servicerequests
// update), as spec 3 §4 says of both types: its claim depends on the item and is checked there.

const read = { claim: 'workordermaintain', level: 'read' } as const;
const update = { claim: 'workordermaintain', level: 'update' } as const;
const itemQuery = z.strictObject({ itemId: idParam });

/** /api/WorkOrder and /api/WorkOrderSettings. */
export const workOrders = {
  GetAgentWorkOrderCodes: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetAgentWorkOrderCodes',
    summary:
      'The work order codes (type 8) of a community with description, detail, action needed and clock hours',
    access: read,
    query: z.strictObject({ agentId: idParam }),
    response: z.array(WorkOrderCodeSchema),
  }),
  GetWorkOrder: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetWorkOrder',
    summary:
      'A work order with names, state, clock, insurance override, the service request it came from and attachments',
    access: read,
    query: itemQuery,
    response: WorkOrderGraphSchema,
  }),
  GetWorkOrderSummary: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetWorkOrderSummary',
    summary: 'The summary card of a work order: code, where, issued to, assigned, target, state',
    access: read,
    query: itemQuery,
    response: WorkOrderSummarySchema,
  }),
  GetTicketsPage: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetTicketsPage',
    summary:
      'A community’s work orders, newest first, by state (Overdue: open and past a clock) and search, paged',
    access: read,
    query: WorkOrderTicketsPageQuery,
    response: z.object({ TotalCount: z.number(), Records: z.array(WorkOrderSchema) }),
  }),
  Create: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/WorkOrder/Create',
    summary:
      'Records a work order (item type 62, Open) of a community, or converts an open service request into one',
    access: { claim: 'workordermaintain', level: 'create' },
    body: CreateWorkOrderSchema,
    response: WorkOrderGraphSchema,
  }),
  Update: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/Update',
    summary: 'Changes an open work order (its first change is its first response)',
    access: update,
    body: UpdateWorkOrderSchema,
    response: WorkOrderGraphSchema,
  }),
  ResolveItem: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/ResolveItem',
    summary: 'Resolves an open work order (type 62) or service request (type 63): Complete',
    body: z.strictObject({ itemId: entityId }),
    response: z.object({
      TopsItemId: z.number(),
      TopsStatusId: z.number(),
      StatusName: z.string(),
    }),
  }),
  SaveCodeClock: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/SaveCodeClock',
    summary: 'Sets the response and completion hours of a work order code',
    access: { claim: 'community', level: 'update' },
    body: SaveCodeClockSchema,
    response: WorkOrderCodeSchema,
  }),
  GetSettings: endpoint({
    method: 'GET',
    path: '/api/WorkOrderSettings/Get',
    summary: 'A community’s work order settings (the defaults when never saved)',
    access: { claim: 'community', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: WorkOrderSettingsSchema,
  }),
  SaveSettings: endpoint({
    method: 'POST',
    path: '/api/WorkOrderSettings/Save',
    summary:
      'Saves a community’s work order settings: default code, assignee, target days, guard, alert',
    access: { claim: 'community', level: 'update' },
    body: SaveWorkOrderSettingsSchema,
    response: WorkOrderSettingsSchema,
  }),
};
