import { queryRows, sql, workOrderCodeClocks } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId, WorkOrderLimits as L, WorkOrderMessages as M } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectWorkOrderCodes } from './code-rows';

type SaveCodeClock = typeof contract.workOrders.SaveCodeClock;

const validHours = (hours: number | null) =>
  hours === null || (Number.isInteger(hours) && hours >= 1 && hours <= L.MaxClockHours);

/**
 * WorkOrder/SaveCodeClock: a work order code's service-level clock, the hours to the first
 * response and to completion (each a whole number from 1 to 8760, or none). Claim community
 * update; a code of another company is 404.
 */
export async function saveCodeClock(
  ctx: RequestContext,
  { body }: InputOf<SaveCodeClock>,
): Promise<ResponseOf<SaveCodeClock>> {
  requireClaim(ctx, 'community', 'update');
  const [code] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select community_agent_id as community from codes
         where id = ${body.TopsCodeId} and code_type_id = ${CodeTypeId.WorkOrderCode}`,
  );
  if (!code) throw notFound();
  await requireCommunity(ctx, Number(code.community));
  if (!validHours(body.ResponseHours) || !validHours(body.CompletionHours))
    throw badRequest(M.clockHours);
  const values = {
    responseHours: body.ResponseHours,
    completionHours: body.CompletionHours,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(workOrderCodeClocks)
    .values({ codeId: body.TopsCodeId, companyId: ctx.user.companyId, ...values })
    .onConflictDoUpdate({ target: workOrderCodeClocks.codeId, set: values });
  const [saved] = await selectWorkOrderCodes(ctx, sql`k.id = ${body.TopsCodeId}`);
  if (!saved) throw notFound();
  return saved;
}
