import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, StatusId, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** A cost item of the estimate. */
export interface CostLine {
  Kind: string;
  Description: string;
  Quantity: string;
  RateCents: number;
  AmountCents: number;
  IsBillable: boolean;
}

/** What the work order PDF and its email say about a work order, read in one query. */
export interface WorkOrderFacts {
  ItemId: number;
  StatusId: number;
  CompanyName: string;
  CommunityAgentId: number;
  CommunityName: string;
  WorkOrderDate: string;
  TargetDate: string | null;
  VendorAgentId: number | null;
  VendorName: string | null;
  VendorAddress: string[];
  IssuedToUserName: string | null;
  AssignedUserName: string | null;
  PropertyAddress: string | null;
  OwnerName: string | null;
  AmenityName: string | null;
  JobLocation: string | null;
  Summary: string;
  DetailDescription: string;
  ActionNeeded: string;
  ServiceRequestItemId: number | null;
  ServiceRequestDescription: string | null;
  ServiceRequestReceivedOn: string | null;
  CostItems: CostLine[];
}

/** An agent's address lines (its primary address, else its first), as `alias`.lines. */
const addressLines = (agent: string) =>
  sql.raw(`(select array_remove(array[
        nullif(concat_ws(' ', a.street_number, a.street_name, a.unit), ''),
        nullif(concat_ws(' ', a.city, a.postal_code), '')], null)
      from addresses a where a.agent_id = ${agent}
     order by a.is_primary desc, a.id limit 1)`);

/**
 * A work order with everything its PDF shows, after the claim at the level and the community's
 * check (not on the caller's list: 403); a work order of another company, or none, is 404.
 */
export async function requireWorkOrderFacts(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<WorkOrderFacts> {
  requireClaim(ctx, 'workordermaintain', level);
  const [row] = await queryRows<
    Omit<WorkOrderFacts, 'CostItems' | 'CompanyName'> & {
      VendorAddress: string[] | null;
      PropertyLines: string[] | null;
    }
  >(
    ctx.tx,
    sql`select w.item_id::int8 as "ItemId", i.status_id as "StatusId",
               w.community_agent_id::int8 as "CommunityAgentId",
               coalesce(cc.display_name, '') as "CommunityName",
               i.event_date::text as "WorkOrderDate", w.target_on::text as "TargetDate",
               w.issued_to_vendor_agent_id::int8 as "VendorAgentId", vc.display_name as "VendorName",
               ${addressLines('w.issued_to_vendor_agent_id')} as "VendorAddress",
               iu.display_name as "IssuedToUserName", au.display_name as "AssignedUserName",
               ${addressLines('w.property_agent_id')} as "PropertyLines",
               oc.display_name as "OwnerName", ac.display_name as "AmenityName",
               w.job_location as "JobLocation", w.code_description as "Summary",
               w.code_detail_description as "DetailDescription",
               w.code_action_needed as "ActionNeeded",
               w.service_request_item_id::int8 as "ServiceRequestItemId",
               si.description as "ServiceRequestDescription",
               sr.received_on::text as "ServiceRequestReceivedOn"
          from work_orders w
          join items i on i.id = w.item_id
          left join contacts cc on cc.agent_id = w.community_agent_id
          left join contacts vc on vc.agent_id = w.issued_to_vendor_agent_id
          left join users iu on iu.id = w.issued_to_user_id
          left join users au on au.id = w.assigned_user_id
          left join contacts oc on oc.agent_id = w.owner_agent_id
          left join contacts ac on ac.agent_id = w.amenity_agent_id
          left join items si on si.id = w.service_request_item_id
          left join service_requests sr on sr.item_id = w.service_request_item_id
         where w.item_id = ${itemId} and i.status_id <> ${StatusId.Deleted}`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.CommunityAgentId);
  const costs = await queryRows<CostLine>(
    ctx.tx,
    sql`select case c.cost_item_type_id when 1 then 'Labor' when 2 then 'Material' else 'Other' end
                 as "Kind",
               coalesce(nullif(c.description, ''), p.part_name, '') as "Description",
               trim(trailing '.' from trim(trailing '0' from c.quantity::text)) as "Quantity",
               c.rate_cents::int8 as "RateCents", c.amount_cents::int8 as "AmountCents",
               c.is_billable as "IsBillable"
          from work_order_cost_items c
          left join community_parts p on p.id = c.part_id
         where c.work_order_item_id = ${itemId}
         order by c.id`,
  );
  const { PropertyLines, VendorAddress, ...facts } = row;
  return {
    ...facts,
    CompanyName: ctx.user.companyName,
    VendorAddress: VendorAddress ?? [],
    PropertyAddress: PropertyLines && PropertyLines.length > 0 ? PropertyLines.join(', ') : null,
    CostItems: costs.map((c) => ({
      ...c,
      RateCents: Number(c.RateCents),
      AmountCents: Number(c.AmountCents),
    })),
  };
}

/** The vendor's agent type check for the vendor profile box (a vendor of the company, else 404). */
export async function requireVendorAgent(ctx: RequestContext, vendorAgentId: number) {
  const [vendor] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select id from agents where id = ${vendorAgentId} and agent_type_id = ${AgentTypeId.Vendor}`,
  );
  if (!vendor) throw notFound();
}
