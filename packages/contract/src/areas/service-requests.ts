import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import {
  CreateServiceRequestSchema,
  ServiceRequestGraphSchema,
  ServiceRequestSchema,
  ServiceRequestsPageQuery,
  UpdateServiceRequestSchema,
} from './service-requests-schemas';

// Service requests (issue 22): items of type 63 of a community under the servicerequests claim
// (read to see, create to add, update to change and mark in progress, delete to delete). The spec
// names no calls for them; these are ours. Resolving is WorkOrder/ResolveItem and converting is the
// work order's Create (ServiceRequestId). A request of another company is 404.

const read = { claim: 'servicerequests', level: 'read' } as const;
const update = { claim: 'servicerequests', level: 'update' } as const;

/** /api/ServiceRequest: service requests (item type 63). */
export const serviceRequests = {
  GetServiceRequest: endpoint({
    method: 'GET',
    path: '/api/ServiceRequest/GetServiceRequest',
    summary: 'A service request with its photos and the work orders made from it',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: ServiceRequestGraphSchema,
  }),
  TicketsPage: endpoint({
    method: 'GET',
    path: '/api/ServiceRequest/TicketsPage',
    summary:
      'A community’s service requests, newest received first, by state, property and words, paged',
    access: read,
    query: ServiceRequestsPageQuery,
    response: z.object({ TotalCount: z.number(), Records: z.array(ServiceRequestSchema) }),
  }),
  Create: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ServiceRequest/Create',
    summary: 'Records a service request (item type 63, Open) of a community',
    access: { claim: 'servicerequests', level: 'create' },
    body: CreateServiceRequestSchema,
    response: ServiceRequestGraphSchema,
  }),
  Update: endpoint({
    method: 'PUT',
    path: '/api/ServiceRequest/Update',
    summary: 'Changes an open (or in progress) service request',
    access: update,
    body: UpdateServiceRequestSchema,
    response: ServiceRequestGraphSchema,
  }),
  SetInProgress: endpoint({
    method: 'PUT',
    path: '/api/ServiceRequest/SetInProgress',
    summary: 'Marks an open service request as started (In Progress), or back to Open',
    access: update,
    body: z.strictObject({ TopsItemId: entityId, IsInProgress: z.boolean() }),
    response: ServiceRequestGraphSchema,
  }),
  Delete: endpoint({
    method: 'PUT',
    path: '/api/ServiceRequest/Delete/:id',
    summary:
      'Deletes an open service request no work order was made from (its item Deleted: it leaves the lists and feeds)',
    access: { claim: 'servicerequests', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: z.object({ TopsItemId: z.number() }),
  }),
};
