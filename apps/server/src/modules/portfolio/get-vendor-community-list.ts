import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, StatusId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadVendors } from './vendor-access';
import { inUserCommunities } from '../../sql/index';

type GetVendorCommunityList = typeof contract.portfolio.GetVendorCommunityList;

interface Row {
  id: string | number;
  display_name: string;
  is_home: boolean;
  item_count: number;
  last_activity_date: string | null;
}

/** The caller's communities a vendor works in: its own community and those with its items. */
export async function getVendorCommunityList(
  ctx: RequestContext,
  input: InputOf<GetVendorCommunityList>,
): Promise<ResponseOf<GetVendorCommunityList>> {
  requireClaim(ctx, 'vendors', 'read');
  const [vendor] = await loadVendors(ctx, [input.query.vendorAgentId]);
  if (!vendor) throw new Error('loadVendors returned no vendor');
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with activity as (
          select i.community_agent_id, count(distinct i.id)::int as item_count,
            max(i.event_date)::text as last_activity_date
          from item_agents ia join items i on i.id = ia.item_id
          where ia.agent_id = ${vendor.id} and not ia.is_deleted and i.status_id <> ${StatusId.Deleted}
          group by i.community_agent_id)
        select cm.id, c.display_name, cm.id = ${vendor.communityAgentId ?? 0} as is_home,
          coalesce(act.item_count, 0) as item_count, act.last_activity_date
        from agents cm
        join contacts c on c.agent_id = cm.id
        left join activity act on act.community_agent_id = cm.id
        where cm.agent_type_id = ${AgentTypeId.Community} and not cm.is_deleted
          and ${inUserCommunities(ctx, sql`cm.id`, { live: true })}
          and (cm.id = ${vendor.communityAgentId ?? 0} or act.item_count is not null)
        order by lower(c.display_name), cm.id`,
  );
  return rows.map((row) => ({
    CommunityAgentId: Number(row.id),
    DisplayName: row.display_name,
    IsHomeCommunity: row.is_home,
    ItemCount: row.item_count,
    LastActivityDate: row.last_activity_date,
  }));
}
