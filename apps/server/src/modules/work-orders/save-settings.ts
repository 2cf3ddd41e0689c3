import { queryRows, sql, workOrderSettings } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  CodeTypeId,
  TemplateTypeId,
  WorkOrderLimits as L,
  WorkOrderMessages as M,
  WorkOrderRuleMessages as R,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readWorkOrderSettings } from './settings-rows';
import { worksOnCommunity } from './work-order-facts';

type Save = typeof contract.workOrders.SaveSettings;

/**
 * WorkOrderSettings/Save: the community's defaults (a work order code of it, a user working on it,
 * 0 to 365 target days, a Vendor template), the insurance guard and the daily overdue alert; its
 * one row written. Claim community update, as the architectural settings.
 */
export async function saveSettings(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'community', 'update');
  const community = body.CommunityAgentId;
  await requireCommunity(ctx, community);
  const days = body.DefaultTargetDays;
  if (days !== null && (!Number.isInteger(days) || days < 0 || days > L.MaxTargetDays))
    throw badRequest(M.targetDays);
  const [checks] = await queryRows<{ code: boolean; template: boolean }>(
    ctx.tx,
    sql`select (${body.DefaultCodeId}::bigint is null or exists (
                  select 1 from codes where id = ${body.DefaultCodeId}
                     and code_type_id = ${CodeTypeId.WorkOrderCode}
                     and community_agent_id = ${community})) as code,
               (${body.VendorTemplateId}::bigint is null or exists (
                  select 1 from templates where id = ${body.VendorTemplateId}
                     and template_type_id = ${TemplateTypeId.Vendor} and not is_deleted)) as template`,
  );
  if (!checks?.code) throw badRequest(M.notWorkOrderCode);
  const assignee = body.DefaultAssignedUserId;
  if (assignee !== null && !(await worksOnCommunity(ctx, assignee, community)))
    throw badRequest(M.userNotOfCommunity);
  if (!checks.template) throw badRequest(R.vendorTemplate);
  const values = {
    defaultCodeId: body.DefaultCodeId,
    defaultAssignedUserId: body.DefaultAssignedUserId,
    defaultTargetDays: days,
    vendorTemplateId: body.VendorTemplateId,
    isInsuranceGuardOn: body.IsInsuranceGuardOn,
    isOverdueAlertOn: body.IsOverdueAlertOn,
    updatedByUserId: ctx.user.userId,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(workOrderSettings)
    .values({ communityAgentId: community, companyId: ctx.user.companyId, ...values })
    .onConflictDoUpdate({ target: workOrderSettings.communityAgentId, set: values });
  return readWorkOrderSettings(ctx, community);
}
