import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { overdueFlags } from './overdue';
import { selectWorkOrders } from './work-order-rows';

type TicketsPage = typeof contract.workOrders.GetTicketsPage;

/**
 * WorkOrder/GetTicketsPage: a community's work orders, newest first, by state (Overdue: open and
 * past a clock or its target day, computed in the statement) and a search over the summary, code,
 * job location and names, paged with the total.
 */
export async function getTicketsPage(
  ctx: RequestContext,
  { query }: InputOf<TicketsPage>,
): Promise<ResponseOf<TicketsPage>> {
  requireClaim(ctx, 'workordermaintain', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const states = {
    Open: sql`i.status_id = ${StatusId.Open}`,
    Resolved: sql`i.status_id = ${StatusId.Complete}`,
    Closed: sql`i.status_id = ${StatusId.Closed}`,
    Overdue: overdueFlags().any,
  };
  const state = query.state === undefined ? sql`true` : states[query.state];
  const like = `%${(query.search ?? '').replace(/[\\%_]/g, '\\$&')}%`;
  const search =
    (query.search ?? '') === ''
      ? sql`true`
      : sql`(w.code_description ilike ${like} or coalesce(w.job_location, '') ilike ${like}
             or exists (select 1 from contacts c
                         where c.agent_id in (w.property_agent_id, w.owner_agent_id,
                                              w.amenity_agent_id, w.issued_to_vendor_agent_id)
                           and c.display_name ilike ${like})
             or exists (select 1 from codes k where k.id = w.code_id and k.code_alias ilike ${like})
             or i.id::text = ${query.search})`;
  const where = sql`w.community_agent_id = ${query.communityAgentId} and ${state} and ${search}`;
  const [total] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from work_orders w
          join items i on i.id = w.item_id
          left join work_order_code_clocks cl on cl.code_id = w.code_id
         where i.txn_type_id = ${TxnTypeId.WorkOrder} and i.status_id <> ${StatusId.Deleted}
           and ${where}`,
  );
  const records = await selectWorkOrders(
    ctx,
    where,
    sql`i.created_at desc, i.id desc`,
    sql`limit ${query.take} offset ${query.skip}`,
  );
  return { TotalCount: total?.count ?? 0, Records: records };
}
