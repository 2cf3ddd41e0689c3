import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay, StatusId, statusLabel, TxnTypeId, WorkOrderMessages as M } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type ResolveItem = typeof contract.workOrders.ResolveItem;

/**
 * Resolves an open work order (type 62, claim workordermaintain) or service request (type 63,
 * claim servicerequests), update access: its item becomes Complete (5); a service request records
 * its resolved day (a work order's closed day waits for its close). One already resolved or
 * closed is refused (alreadyResolved); another type, another company's or a deleted item is 404.
 */
export async function resolveWorkItem(
  ctx: RequestContext,
  itemId: number,
): Promise<ResponseOf<ResolveItem>> {
  const [item] = await queryRows<{ community: string | number; type: number; status: number }>(
    ctx.tx,
    sql`select community_agent_id as community, txn_type_id as type, status_id as status
          from items
         where id = ${itemId} and status_id <> ${StatusId.Deleted}
           and txn_type_id in (${TxnTypeId.WorkOrder}, ${TxnTypeId.ServiceRequest})
           for update`,
  );
  if (!item) throw notFound();
  const isWorkOrder = item.type === TxnTypeId.WorkOrder;
  requireClaim(ctx, isWorkOrder ? 'workordermaintain' : 'servicerequests', 'update');
  await requireCommunity(ctx, Number(item.community));
  if (item.status !== StatusId.Open) throw badRequest(M.alreadyResolved);
  const detail = isWorkOrder
    ? sql`update work_orders set updated_at = now() where item_id = ${itemId}`
    : sql`update service_requests set resolved_on = ${localDay(new Date())}, updated_at = now()
           where item_id = ${itemId}`;
  await ctx.tx.execute(
    sql`with d as (${detail})
        update items set status_id = ${StatusId.Complete}, updated_at = now() where id = ${itemId}`,
  );
  return {
    TopsItemId: itemId,
    TopsStatusId: StatusId.Complete,
    StatusName: statusLabel(StatusId.Complete),
  };
}

/** WorkOrder/ResolveItem. */
export function resolveItem(
  ctx: RequestContext,
  { body }: InputOf<ResolveItem>,
): Promise<ResponseOf<ResolveItem>> {
  return resolveWorkItem(ctx, body.itemId);
}
