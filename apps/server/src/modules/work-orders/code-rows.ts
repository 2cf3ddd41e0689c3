import { queryRows, sql, type SQL } from '@hoa/db';
import type { WorkOrderCode } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

/** The work order codes (type 8, over k) passing the condition, by alias, with their clocks. */
export async function selectWorkOrderCodes(
  ctx: RequestContext,
  where: SQL,
): Promise<WorkOrderCode[]> {
  const rows = await queryRows<{
    id: string | number;
    alias: string;
    description: string;
    detail: string;
    action: string;
    response_hours: number | null;
    completion_hours: number | null;
  }>(
    ctx.tx,
    sql`select k.id, k.code_alias as alias,
               coalesce(nullif(k.code_description, ''), k.code_name) as description,
               coalesce(k.code_detail_description, '') as detail,
               coalesce(k.code_action_needed, '') as action,
               cl.response_hours, cl.completion_hours
          from codes k left join work_order_code_clocks cl on cl.code_id = k.id
         where k.code_type_id = ${CodeTypeId.WorkOrderCode} and ${where}
         order by k.code_alias, k.id`,
  );
  return rows.map((row) => ({
    TopsCodeId: Number(row.id),
    CodeAlias: row.alias,
    CodeDescription: row.description,
    DetailDescription: row.detail,
    ActionNeeded: row.action,
    ResponseHours: row.response_hours,
    CompletionHours: row.completion_hours,
  }));
}
