import { sql, type SQL } from '@hoa/db';
import type { WorkOrder } from '@hoa/contract';
import { StatusId, TxnTypeId, workOrderClockState, type WorkOrderClock } from '@hoa/domain';

// The service-level clock in SQL, set-based (the domain's workOrderClockState, the same rule): an
// open work order (item Open) is response-overdue when it has no first response and its code's
// response hours have passed since its creation; completion-overdue when its code's completion
// hours have passed, or its target day has ended (UTC).

/** The two flags over w (work_orders), i (its item) and cl (its code's clock, left joined). */
export function overdueFlags(): { response: SQL; completion: SQL; any: SQL } {
  const open = sql`i.status_id = ${StatusId.Open}`;
  const response = sql`(${open} and w.responded_at is null and cl.response_hours is not null
    and now() > i.created_at + cl.response_hours * interval '1 hour')`;
  const completion = sql`(${open} and ((cl.completion_hours is not null
      and now() > i.created_at + cl.completion_hours * interval '1 hour')
    or (w.target_on is not null and now() >= (w.target_on + 1)::timestamp at time zone 'UTC')))`;
  return { response, completion, any: sql`(${response} or ${completion})` };
}

/** The count of a community's overdue work orders (the home page tile), as a subquery. */
export function countOverdueWorkOrders(communityAgentId: number): SQL {
  return sql`(select count(*)::int from work_orders w
                join items i on i.id = w.item_id
                left join work_order_code_clocks cl on cl.code_id = w.code_id
               where w.community_agent_id = ${communityAgentId}
                 and i.txn_type_id = ${TxnTypeId.WorkOrder} and ${overdueFlags().any})`;
}

/** When a work order's first response and completion are due (the domain's clock). */
export function clockDueAt(
  order: WorkOrder,
  clock: WorkOrderClock,
): { ResponseDueAt: string | null; CompletionDueAt: string | null } {
  const state = workOrderClockState(
    new Date(order.CreatedAt),
    clock,
    {
      RespondedAt: order.RespondedAt === null ? null : new Date(order.RespondedAt),
      IsDone: order.State !== 'Open',
      TargetDate: order.TargetDate,
    },
    new Date(),
  );
  return {
    ResponseDueAt: state.ResponseDueAt?.toISOString() ?? null,
    CompletionDueAt: state.CompletionDueAt?.toISOString() ?? null,
  };
}
