import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { requireVendorAgent } from './work-order-facts';

type GetVendorWorkOrders = typeof contract.workOrderVendors.GetVendorWorkOrders;

/**
 * WorkOrder/GetVendorWorkOrders: the work orders issued to a vendor in the caller's communities,
 * the open ones only (item Open 10) or all but deleted, soonest target day first; overdue: open
 * and its target day before today. One query.
 */
export async function getVendorWorkOrders(
  ctx: RequestContext,
  { query }: InputOf<GetVendorWorkOrders>,
): Promise<ResponseOf<GetVendorWorkOrders>> {
  requireClaim(ctx, 'workordermaintain', 'read');
  await requireVendorAgent(ctx, query.vendorAgentId);
  const openOnly = query.isOpenOnly ? sql`and i.status_id = ${StatusId.Open}` : sql``;
  return queryRows(
    ctx.tx,
    sql`select w.item_id::int8 as "ItemId", w.community_agent_id::int8 as "CommunityAgentId",
               coalesce(cc.display_name, '') as "CommunityName", w.code_description as "Summary",
               i.event_date::text as "WorkOrderDate", w.target_on::text as "TargetDate",
               case i.status_id when ${StatusId.Open} then 'Open'
                                when ${StatusId.Complete} then 'Resolved' else 'Closed' end as "State",
               coalesce(i.status_id = ${StatusId.Open} and w.target_on < current_date, false)
                 as "IsOverdue"
          from work_orders w
          join items i on i.id = w.item_id
          left join contacts cc on cc.agent_id = w.community_agent_id
         where w.issued_to_vendor_agent_id = ${query.vendorAgentId}
           and ${inUserCommunities(ctx, sql`w.community_agent_id`)}
           and i.status_id <> ${StatusId.Deleted} ${openOnly}
         order by w.target_on nulls last, w.item_id`,
  );
}
