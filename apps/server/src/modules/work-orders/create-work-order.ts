import { items, queryRows, sql, workOrders } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  defaultTargetDate,
  StatusId,
  TxnTypeId,
  WorkOrderMessages as M,
  WorkOrderRuleMessages as R,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readWorkOrderSettings } from './settings-rows';
import { checkWorkOrderFacts, insuranceOverride } from './work-order-facts';
import { rereadWorkOrderGraph } from './work-order-rows';
import { adoptOrphanAttachments, setWorkOrderParties } from './work-order-writes';

type Create = typeof contract.workOrders.Create;

interface ServiceRequestRow {
  property_agent_id: string | number | null;
  owner_agent_id: string | number | null;
  amenity_agent_id: string | number | null;
  job_location: string | null;
  assigned_user_id: string | number | null;
  description: string | null;
  converted: boolean;
}

const idOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** The open, not yet converted service request of the community being converted (locked). */
async function serviceRequestToConvert(
  ctx: RequestContext,
  communityAgentId: number,
  itemId: number,
): Promise<ServiceRequestRow> {
  const [row] = await queryRows<ServiceRequestRow>(
    ctx.tx,
    sql`select s.property_agent_id, s.owner_agent_id, s.amenity_agent_id, s.job_location,
               s.assigned_user_id, i.description,
               exists (select 1 from work_orders w join items wi on wi.id = w.item_id
                        where w.service_request_item_id = s.item_id
                          and wi.status_id <> ${StatusId.Deleted}) as converted
          from service_requests s join items i on i.id = s.item_id
         where s.item_id = ${itemId} and s.community_agent_id = ${communityAgentId}
           and i.txn_type_id = ${TxnTypeId.ServiceRequest} and i.status_id = ${StatusId.Open}
           for update of s`,
  );
  if (!row) throw badRequest(M.notServiceRequest);
  if (row.converted) throw badRequest(M.alreadyConverted);
  return row;
}

/** A work order code's own detail (what choosing it fills in). */
async function codeDetail(ctx: RequestContext, codeId: number | null) {
  if (codeId === null) return undefined;
  const [code] = await queryRows<{ description: string; detail: string; action: string }>(
    ctx.tx,
    sql`select coalesce(nullif(code_description, ''), code_name) as description,
               coalesce(code_detail_description, '') as detail,
               coalesce(code_action_needed, '') as action
          from codes where id = ${codeId}`,
  );
  return code;
}

/**
 * WorkOrder/Create: a work order (item type 62, Open) of a community. What the caller does not
 * give comes from the service request it converts (where, description, assignee), else from the
 * community's work order settings (code, assignee, target days); the code's detail fills the
 * description fields not given. Converting: the service request must be an open one of the
 * community not yet converted; it becomes In Progress in the same transaction. Issued to a vendor
 * whose insurance expired: refused unless an override reason is given, which is recorded.
 */
export async function createWorkOrder(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'workordermaintain', 'create');
  const community = body.CommunityAgentId;
  await requireCommunity(ctx, community);
  const settings = await readWorkOrderSettings(ctx, community);
  const sr =
    body.ServiceRequestId === undefined || body.ServiceRequestId === null
      ? undefined
      : await serviceRequestToConvert(ctx, community, body.ServiceRequestId);
  if (
    body.GeneralRequestId !== undefined &&
    body.GeneralRequestId !== null &&
    (
      await queryRows(
        ctx.tx,
        sql`select 1 from general_requests g join items i on i.id = g.item_id
             where g.item_id = ${body.GeneralRequestId} and i.community_agent_id = ${community}
               and i.status_id <> ${StatusId.Deleted}`,
      )
    ).length === 0
  )
    throw badRequest(R.notGeneralRequest);
  const given = body.CodeDetail ?? {};
  const codeId = given.TopsCodeId !== undefined ? given.TopsCodeId : settings.DefaultCodeId;
  const code = await codeDetail(ctx, codeId);
  const pick = <T>(value: T | undefined, fallback: T): T =>
    value === undefined ? fallback : value;
  const facts = {
    CodeDetail: {
      TopsCodeId: codeId,
      CodeDescription: given.CodeDescription ?? code?.description ?? sr?.description ?? '',
      CodeDetailDescription: given.CodeDetailDescription ?? code?.detail ?? '',
      CodeActionNeeded: given.CodeActionNeeded ?? code?.action ?? '',
    },
    PostEventDate: body.PostEventDate,
    TargetDate: defaultTargetDate(body.TargetDate, body.PostEventDate, settings.DefaultTargetDays),
    PropertyAgentId: pick(body.PropertyAgentId, idOrNull(sr?.property_agent_id)),
    OwnerAgentId: pick(body.OwnerAgentId, idOrNull(sr?.owner_agent_id)),
    AmenityAgentId: pick(body.AmenityAgentId, idOrNull(sr?.amenity_agent_id)),
    JobLocation: pick(body.JobLocation, sr?.job_location ?? null),
    IssuedToVendorAgentId: body.IssuedToVendorAgentId ?? null,
    IssuedToUserId: body.IssuedToUserId ?? null,
    AssignedUserId: pick(
      body.AssignedUserId,
      idOrNull(sr?.assigned_user_id) ?? settings.DefaultAssignedUserId,
    ),
  };
  const ownerAgentId = await checkWorkOrderFacts(ctx, community, facts);
  const override =
    facts.IssuedToVendorAgentId === null
      ? null
      : await insuranceOverride(
          ctx,
          community,
          facts.IssuedToVendorAgentId,
          body.InsuranceOverrideReason,
        );

  const companyId = ctx.user.companyId;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: community,
      txnTypeId: TxnTypeId.WorkOrder,
      statusId: StatusId.Open,
      eventDate: facts.PostEventDate,
      description: facts.CodeDetail.CodeDescription,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('The work order item was not stored');
  await setWorkOrderParties(ctx, item.id, community, {
    ownerAgentId,
    propertyAgentId: facts.PropertyAgentId,
    amenityAgentId: facts.AmenityAgentId,
  });
  const jobLocation = facts.JobLocation?.trim() ? facts.JobLocation.trim() : null;
  await ctx.tx.insert(workOrders).values({
    itemId: item.id,
    companyId,
    communityAgentId: community,
    propertyAgentId: facts.PropertyAgentId,
    ownerAgentId,
    amenityAgentId: facts.AmenityAgentId,
    jobLocation,
    codeId,
    codeDescription: facts.CodeDetail.CodeDescription,
    codeDetailDescription: facts.CodeDetail.CodeDetailDescription,
    codeActionNeeded: facts.CodeDetail.CodeActionNeeded,
    issuedToVendorAgentId: facts.IssuedToVendorAgentId,
    issuedToUserId: facts.IssuedToUserId,
    assignedUserId: facts.AssignedUserId,
    targetOn: facts.TargetDate,
    serviceRequestItemId: body.ServiceRequestId ?? null,
    generalRequestItemId: body.GeneralRequestId ?? null,
    ...(override === null
      ? {}
      : {
          insuranceOverrideReason: override,
          insuranceOverrideByUserId: ctx.user.userId,
          insuranceOverrideAt: new Date(),
        }),
  });
  if (body.ServiceRequestId !== undefined && body.ServiceRequestId !== null)
    await ctx.tx.execute(
      sql`update service_requests set is_in_progress = true, updated_at = now()
           where item_id = ${body.ServiceRequestId}`,
    );
  await adoptOrphanAttachments(ctx, item.id, body.OrphanAttachmentIds);
  return rereadWorkOrderGraph(ctx, item.id);
}
