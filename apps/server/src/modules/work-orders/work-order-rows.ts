import { queryRows, sql, type SQL } from '@hoa/db';
import type { WorkOrder, WorkOrderGraph } from '@hoa/contract';
import { StatusId, statusLabel, TxnTypeId, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { clockDueAt, overdueFlags } from './overdue';

interface WorkOrderRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  event_date: string;
  target_on: string | null;
  property_agent_id: string | number | null;
  property_name: string | null;
  owner_agent_id: string | number | null;
  owner_name: string | null;
  amenity_agent_id: string | number | null;
  amenity_name: string | null;
  job_location: string | null;
  code_id: string | number | null;
  code_alias: string | null;
  code_description: string;
  code_detail_description: string;
  code_action_needed: string;
  issued_to_vendor_agent_id: string | number | null;
  issued_to_user_id: string | number | null;
  issued_to_name: string | null;
  assigned_user_id: string | number | null;
  assigned_user_name: string | null;
  service_request_item_id: string | number | null;
  general_request_item_id: string | number | null;
  status_id: number;
  created_at: string;
  responded_at: string | null;
  is_response_overdue: boolean;
  is_completion_overdue: boolean;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The state a work order shows for its item's status. */
function stateOf(statusId: number): WorkOrder['State'] {
  if (statusId === StatusId.Closed) return 'Closed';
  if (statusId === StatusId.Complete) return 'Resolved';
  return 'Open';
}

/**
 * The live work orders (over w, i, cl: the work order, its item and its code's clock) passing the
 * condition, in the order, with names and the clock flags computed in the statement.
 */
export async function selectWorkOrders(
  ctx: RequestContext,
  where: SQL,
  order: SQL = sql`i.created_at desc, i.id desc`,
  limit: SQL = sql``,
): Promise<WorkOrder[]> {
  const flags = overdueFlags();
  const rows = await queryRows<WorkOrderRow>(
    ctx.tx,
    sql`select i.id as item_id, w.community_agent_id, cc.display_name as community_name,
               i.event_date::text as event_date, w.target_on::text as target_on,
               w.property_agent_id, pc.display_name as property_name, w.owner_agent_id,
               oc.display_name as owner_name, w.amenity_agent_id, ac.display_name as amenity_name,
               w.job_location, w.code_id, k.code_alias, w.code_description,
               w.code_detail_description, w.code_action_needed, w.issued_to_vendor_agent_id,
               w.issued_to_user_id, coalesce(vc.display_name, iu.display_name) as issued_to_name,
               w.assigned_user_id, au.display_name as assigned_user_name,
               w.service_request_item_id, w.general_request_item_id, i.status_id,
               to_json(i.created_at) #>> '{}' as created_at,
               to_json(w.responded_at) #>> '{}' as responded_at,
               ${flags.response} as is_response_overdue,
               ${flags.completion} as is_completion_overdue
          from work_orders w
          join items i on i.id = w.item_id
          left join work_order_code_clocks cl on cl.code_id = w.code_id
          left join codes k on k.id = w.code_id
          left join contacts cc on cc.agent_id = w.community_agent_id
          left join contacts pc on pc.agent_id = w.property_agent_id
          left join contacts oc on oc.agent_id = w.owner_agent_id
          left join contacts ac on ac.agent_id = w.amenity_agent_id
          left join contacts vc on vc.agent_id = w.issued_to_vendor_agent_id
          left join users iu on iu.id = w.issued_to_user_id
          left join users au on au.id = w.assigned_user_id
         where i.txn_type_id = ${TxnTypeId.WorkOrder}
           and i.status_id <> ${StatusId.Deleted} and ${where}
         order by ${order} ${limit}`,
  );
  return rows.map((row) => ({
    TopsItemId: Number(row.item_id),
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name ?? '',
    PostEventDate: row.event_date,
    TargetDate: row.target_on,
    PropertyAgentId: idOrNull(row.property_agent_id),
    PropertyName: row.property_name,
    OwnerAgentId: idOrNull(row.owner_agent_id),
    OwnerName: row.owner_name,
    AmenityAgentId: idOrNull(row.amenity_agent_id),
    AmenityName: row.amenity_name,
    JobLocation: row.job_location,
    TopsCodeId: idOrNull(row.code_id),
    CodeAlias: row.code_alias,
    CodeDescription: row.code_description,
    CodeDetailDescription: row.code_detail_description,
    CodeActionNeeded: row.code_action_needed,
    IssuedToVendorAgentId: idOrNull(row.issued_to_vendor_agent_id),
    IssuedToUserId: idOrNull(row.issued_to_user_id),
    IssuedToName: row.issued_to_name,
    AssignedUserId: idOrNull(row.assigned_user_id),
    AssignedUserName: row.assigned_user_name,
    ServiceRequestId: idOrNull(row.service_request_item_id),
    GeneralRequestId: idOrNull(row.general_request_item_id),
    State: stateOf(row.status_id),
    TopsStatusId: row.status_id,
    StatusName: statusLabel(row.status_id),
    CreatedAt: row.created_at,
    RespondedAt: row.responded_at,
    IsResponseOverdue: row.is_response_overdue,
    IsCompletionOverdue: row.is_completion_overdue,
    IsOverdue: row.is_response_overdue || row.is_completion_overdue,
  }));
}

/**
 * A work order the caller may use at the level: 403 without workordermaintain, 404 when the
 * caller's company has none with the id (row-level security hides other companies) or it is
 * deleted, 403 off the community list. The row is locked for a change.
 */
export async function requireWorkOrder(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<WorkOrder> {
  requireClaim(ctx, 'workordermaintain', level);
  const lock = level === 'read' ? sql`` : sql`for update of w`;
  const [found] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select w.community_agent_id as community from work_orders w
          join items i on i.id = w.item_id
         where w.item_id = ${itemId} and i.status_id <> ${StatusId.Deleted} ${lock}`,
  );
  if (!found) throw notFound();
  await requireCommunity(ctx, Number(found.community));
  return rereadWorkOrder(ctx, itemId);
}

/** A work order read (again, after a change). */
export async function rereadWorkOrder(ctx: RequestContext, itemId: number): Promise<WorkOrder> {
  const [order] = await selectWorkOrders(ctx, sql`i.id = ${itemId}`);
  if (!order) throw notFound();
  return order;
}

/** The view graph: the work order, its clock, insurance override, service request, attachments. */
export async function readWorkOrderGraph(
  ctx: RequestContext,
  order: WorkOrder,
): Promise<WorkOrderGraph> {
  const itemId = order.TopsItemId;
  const [facts] = await queryRows<{
    response_hours: number | null;
    completion_hours: number | null;
    override_reason: string | null;
    override_by: string | null;
    override_at: string | null;
    sr_id: string | number | null;
    sr_description: string | null;
    sr_received_on: string | null;
    sr_status_id: number | null;
    sr_in_progress: boolean | null;
  }>(
    ctx.tx,
    sql`select cl.response_hours, cl.completion_hours,
               w.insurance_override_reason as override_reason, ou.display_name as override_by,
               to_json(w.insurance_override_at) #>> '{}' as override_at,
               s.item_id as sr_id, si.description as sr_description,
               s.received_on::text as sr_received_on, si.status_id as sr_status_id,
               s.is_in_progress as sr_in_progress
          from work_orders w
          left join work_order_code_clocks cl on cl.code_id = w.code_id
          left join users ou on ou.id = w.insurance_override_by_user_id
          left join service_requests s on s.item_id = w.service_request_item_id
          left join items si on si.id = s.item_id
         where w.item_id = ${itemId}`,
  );
  const attachments = await queryRows<{
    id: string | number;
    display_name: string;
    content_type: string;
  }>(
    ctx.tx,
    sql`select a.id, a.display_name, a.content_type
          from item_agents ia
          join item_agent_attachments iaa on iaa.item_agent_id = ia.id
          join attachments a on a.id = iaa.attachment_id
         where ia.item_id = ${itemId} and not ia.is_deleted
         order by a.uploaded_at, a.id`,
  );
  const clock = {
    ResponseHours: facts?.response_hours ?? null,
    CompletionHours: facts?.completion_hours ?? null,
  };
  const due = clockDueAt(order, clock);
  return {
    WorkOrder: order,
    Clock: { ...clock, ...due },
    InsuranceOverride:
      facts?.override_reason && facts.override_at
        ? { Reason: facts.override_reason, ByUserName: facts.override_by, At: facts.override_at }
        : null,
    ServiceRequest:
      facts?.sr_id !== null && facts?.sr_id !== undefined
        ? {
            TopsItemId: Number(facts.sr_id),
            Description: facts.sr_description ?? '',
            ReceivedDate: facts.sr_received_on ?? '',
            StatusName:
              facts.sr_in_progress && facts.sr_status_id === StatusId.Open
                ? 'In Progress'
                : statusLabel(facts.sr_status_id ?? StatusId.Open),
            IsInProgress: facts.sr_in_progress ?? false,
          }
        : null,
    Attachments: attachments.map((a) => ({
      AttachmentId: Number(a.id),
      DisplayName: a.display_name,
      ContentType: a.content_type,
    })),
  };
}

/** The graph read again after a change. */
export async function rereadWorkOrderGraph(
  ctx: RequestContext,
  itemId: number,
): Promise<WorkOrderGraph> {
  return readWorkOrderGraph(ctx, await rereadWorkOrder(ctx, itemId));
}
