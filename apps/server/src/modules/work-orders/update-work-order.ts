import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { WorkOrderMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkWorkOrderFacts, insuranceOverride } from './work-order-facts';
import { requireWorkOrder, rereadWorkOrderGraph } from './work-order-rows';
import { adoptOrphanAttachments, setWorkOrderParties } from './work-order-writes';

type Update = typeof contract.workOrders.Update;

/**
 * WorkOrder/Update: an open work order as the edit form sends it (the code detail as the user chose
 * to overwrite it when the code changed). The first update after creation is the work order's
 * first response for the service-level clock: responded_at is set then (by whoever changes it)
 * and kept. Issuing it to another vendor passes the insurance guard again: its override is
 * recorded, or the previous one cleared when the new vendor needs none.
 */
export async function updateWorkOrder(
  ctx: RequestContext,
  { body }: InputOf<Update>,
): Promise<ResponseOf<Update>> {
  const order = await requireWorkOrder(ctx, body.TopsItemId, 'update');
  if (order.State !== 'Open') throw badRequest(M.notOpen);
  const community = order.CommunityAgentId;
  const ownerAgentId = await checkWorkOrderFacts(ctx, community, body);
  const vendor = body.IssuedToVendorAgentId;
  const vendorChanged = vendor !== order.IssuedToVendorAgentId;
  const override =
    vendorChanged && vendor !== null
      ? await insuranceOverride(ctx, community, vendor, body.InsuranceOverrideReason)
      : null;
  const overrideSet = vendorChanged
    ? sql`, insurance_override_reason = ${override},
            insurance_override_by_user_id = ${override === null ? null : ctx.user.userId},
            insurance_override_at = ${override === null ? null : sql`now()`}`
    : sql``;
  const jobLocation = body.JobLocation?.trim() ? body.JobLocation.trim() : null;
  const detail = body.CodeDetail;
  await ctx.tx.execute(
    sql`with w as (update work_orders set property_agent_id = ${body.PropertyAgentId},
                          owner_agent_id = ${ownerAgentId}, amenity_agent_id = ${body.AmenityAgentId},
                          job_location = ${jobLocation}, code_id = ${detail.TopsCodeId},
                          code_description = ${detail.CodeDescription},
                          code_detail_description = ${detail.CodeDetailDescription},
                          code_action_needed = ${detail.CodeActionNeeded},
                          issued_to_vendor_agent_id = ${vendor},
                          issued_to_user_id = ${body.IssuedToUserId},
                          assigned_user_id = ${body.AssignedUserId}, target_on = ${body.TargetDate},
                          responded_at = coalesce(responded_at, now()), updated_at = now()
                          ${overrideSet}
                    where item_id = ${body.TopsItemId})
        update items set description = ${detail.CodeDescription},
               event_date = ${body.PostEventDate}, updated_at = now()
         where id = ${body.TopsItemId}`,
  );
  await setWorkOrderParties(ctx, body.TopsItemId, community, {
    ownerAgentId,
    propertyAgentId: body.PropertyAgentId,
    amenityAgentId: body.AmenityAgentId,
  });
  await adoptOrphanAttachments(ctx, body.TopsItemId, body.OrphanAttachmentIds);
  return rereadWorkOrderGraph(ctx, body.TopsItemId);
}
