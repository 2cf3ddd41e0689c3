import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCodes = typeof contract.generalRequests.GetCodes;

/**
 * GeneralRequest/GetCodes: the codes a general request may carry, by alias. Spec 1 names no code
 * type for them; they use the community's Work Order Codes (type 8, the Workflow group), the codes
 * of the work orders a request may become.
 */
export async function getGeneralRequestCodes(
  ctx: RequestContext,
  { query }: InputOf<GetCodes>,
): Promise<ResponseOf<GetCodes>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<{ id: string | number; alias: string; name: string }>(
    ctx.tx,
    sql`select id, code_alias as alias, code_name as name from codes
         where community_agent_id = ${query.communityAgentId}
           and code_type_id = ${CodeTypeId.WorkOrderCode}
         order by code_alias, id`,
  );
  return rows.map((r) => ({ TopsCodeId: Number(r.id), CodeAlias: r.alias, CodeName: r.name }));
}
