import { queryRows, sql } from '@hoa/db';
import type { WorkOrderSettings } from '@hoa/contract';
import { DefaultWorkOrderSettings } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A community's work order settings: its saved row, else the domain's defaults. */
export async function readWorkOrderSettings(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<WorkOrderSettings> {
  const [row] = await queryRows<{
    default_code_id: string | number | null;
    default_assigned_user_id: string | number | null;
    default_target_days: number | null;
    vendor_template_id: string | number | null;
    is_insurance_guard_on: boolean;
    is_overdue_alert_on: boolean;
  }>(
    ctx.tx,
    sql`select default_code_id, default_assigned_user_id, default_target_days,
               vendor_template_id, is_insurance_guard_on, is_overdue_alert_on
          from work_order_settings where community_agent_id = ${communityAgentId}`,
  );
  if (!row)
    return { CommunityAgentId: communityAgentId, IsSaved: false, ...DefaultWorkOrderSettings };
  return {
    CommunityAgentId: communityAgentId,
    IsSaved: true,
    DefaultCodeId: idOrNull(row.default_code_id),
    DefaultAssignedUserId: idOrNull(row.default_assigned_user_id),
    DefaultTargetDays: row.default_target_days,
    VendorTemplateId: idOrNull(row.vendor_template_id),
    IsInsuranceGuardOn: row.is_insurance_guard_on,
    IsOverdueAlertOn: row.is_overdue_alert_on,
  };
}
