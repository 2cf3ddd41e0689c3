import { queryRows, serviceRequests, sql, type SQL } from '@hoa/db';
import type { ServiceRequest, ServiceRequestGraph } from '@hoa/contract';
import {
  requestSourceName,
  serviceRequestState,
  StatusId,
  TxnTypeId,
  type AccessLevel,
  type WorkOrderState,
} from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  idOrNull,
  requestParties,
  requireRequestAccess,
  type RequestPartiesRow,
} from '../../sql/index';

interface RequestRow extends RequestPartiesRow {
  amenity_agent_id: string | number | null;
  amenity_name: string | null;
  job_location: string | null;
  source_id: number;
  description: string | null;
  received_on: string;
  resolved_on: string | null;
  assigned_user_id: string | number | null;
  assigned_user_name: string | null;
  is_in_progress: boolean;
  status_id: number;
  work_order_count: number;
}

/** The live service requests joined as s (service_requests) and i (items), for a list's filter. */
export const serviceRequestFrom = sql`service_requests s join items i on i.id = s.item_id
  left join contacts pc on pc.agent_id = s.property_agent_id
  left join contacts oc on oc.agent_id = s.owner_agent_id
  left join contacts ac on ac.agent_id = s.amenity_agent_id`;

export const liveServiceRequest = sql`i.txn_type_id = ${TxnTypeId.ServiceRequest}
  and i.status_id <> ${StatusId.Deleted}`;

/** The live (not deleted) service requests passing the condition, newest received first. */
export async function selectServiceRequests(
  ctx: RequestContext,
  where: SQL,
  limit: SQL = sql``,
): Promise<ServiceRequest[]> {
  const rows = await queryRows<RequestRow>(
    ctx.tx,
    sql`select i.id as item_id, i.community_agent_id, cc.display_name as community_name,
               s.property_agent_id, pc.display_name as property_name, s.owner_agent_id,
               oc.display_name as owner_name, s.amenity_agent_id, ac.display_name as amenity_name,
               s.job_location, s.source_id, i.description, s.received_on::text as received_on,
               s.resolved_on::text as resolved_on, s.assigned_user_id,
               u.display_name as assigned_user_name, s.is_in_progress, i.status_id,
               (select count(*)::int from work_orders w join items wi on wi.id = w.item_id
                 where w.service_request_item_id = i.id
                   and wi.status_id <> ${StatusId.Deleted}) as work_order_count
          from ${serviceRequestFrom}
          left join contacts cc on cc.agent_id = i.community_agent_id
          left join users u on u.id = s.assigned_user_id
         where ${liveServiceRequest} and ${where}
         order by s.received_on desc, i.id desc ${limit}`,
  );
  return rows.map((row) => ({
    ...requestParties(row),
    AmenityAgentId: idOrNull(row.amenity_agent_id),
    AmenityName: row.amenity_name,
    JobLocation: row.job_location,
    SourceId: row.source_id,
    SourceName: requestSourceName(row.source_id),
    Description: row.description ?? '',
    ReceivedDate: row.received_on,
    ResolvedDate: row.resolved_on,
    AssignedUserId: idOrNull(row.assigned_user_id),
    AssignedUserName: row.assigned_user_name,
    IsInProgress: row.is_in_progress,
    State: serviceRequestState(row.status_id, row.is_in_progress),
    TopsStatusId: row.status_id,
    WorkOrderCount: row.work_order_count,
  }));
}

/**
 * A service request the caller may use at the level: 403 without the servicerequests claim, 404
 * when the caller's company has none with the id (row-level security hides other companies) or it
 * is deleted, 403 off the community list. The row is locked for a change.
 */
export async function requireServiceRequest(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<ServiceRequest> {
  await requireRequestAccess(ctx, serviceRequests, itemId, level);
  const [request] = await selectServiceRequests(ctx, sql`i.id = ${itemId}`);
  if (!request) throw notFound();
  return request;
}

const workOrderState = (statusId: number): WorkOrderState =>
  statusId === StatusId.Closed ? 'Closed' : statusId === StatusId.Complete ? 'Resolved' : 'Open';

/** A request with its photos (the attachments of its item's parties) and its work orders. */
export async function readServiceRequestGraph(
  ctx: RequestContext,
  request: ServiceRequest,
): Promise<ServiceRequestGraph> {
  const itemId = request.TopsItemId;
  const photos = await queryRows<{
    link_id: string | number;
    attachment_id: string | number;
    display_name: string;
    content_type: string;
  }>(
    ctx.tx,
    sql`select iaa.id as link_id, a.id as attachment_id, a.display_name, a.content_type
          from item_agents ia
          join item_agent_attachments iaa on iaa.item_agent_id = ia.id
          join attachments a on a.id = iaa.attachment_id
         where ia.item_id = ${itemId} and not ia.is_deleted
         order by iaa.id`,
  );
  const workOrders = await queryRows<{
    item_id: string | number;
    code_description: string;
    event_date: string;
    status_id: number;
    issued_to_name: string | null;
  }>(
    ctx.tx,
    sql`select wi.id as item_id, w.code_description, wi.event_date::text as event_date,
               wi.status_id, coalesce(vc.display_name, u.display_name) as issued_to_name
          from work_orders w
          join items wi on wi.id = w.item_id
          left join contacts vc on vc.agent_id = w.issued_to_vendor_agent_id
          left join users u on u.id = w.issued_to_user_id
         where w.service_request_item_id = ${itemId} and wi.status_id <> ${StatusId.Deleted}
         order by wi.id`,
  );
  return {
    Request: request,
    Photos: photos.map((p) => ({
      TopsItemAgentAttachmentId: Number(p.link_id),
      TopsAttachmentId: Number(p.attachment_id),
      DisplayName: p.display_name,
      ContentType: p.content_type,
    })),
    WorkOrders: workOrders.map((w) => ({
      TopsItemId: Number(w.item_id),
      CodeDescription: w.code_description,
      EventDate: w.event_date,
      State: workOrderState(w.status_id),
      IssuedToName: w.issued_to_name,
    })),
  };
}

/** The request read again after a change, with its photos and work orders. */
export async function rereadServiceRequestGraph(
  ctx: RequestContext,
  itemId: number,
): Promise<ServiceRequestGraph> {
  const [request] = await selectServiceRequests(ctx, sql`i.id = ${itemId}`);
  if (!request) throw new Error(`Service request ${itemId} was not read back`);
  return readServiceRequestGraph(ctx, request);
}
