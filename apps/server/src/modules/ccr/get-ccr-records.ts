import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectCcrRecords } from './ccr-record-rows';

type GetCcrRecords = typeof contract.ccr.GetCcrRecords;

/** Ccr/GetCcrRecords: a community's violations for the grid, filtered and paged. */
export async function getCcrRecords(
  ctx: RequestContext,
  { query }: InputOf<GetCcrRecords>,
): Promise<ResponseOf<GetCcrRecords>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const open = query.isOpen === undefined ? null : query.isOpen === 'true';
  const where = sql`i.community_agent_id = ${query.communityAgentId}
    and (${open}::boolean is null or (v.state = 'Open') = ${open}::boolean)
    and (${query.topsCodeId ?? null}::bigint is null or v.code_id = ${query.topsCodeId ?? null}::bigint)
    and (${query.propertyAgentId ?? null}::bigint is null
         or v.property_agent_id = ${query.propertyAgentId ?? null}::bigint)`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from violation_records v join items i on i.id = v.item_id
         where ${where}`,
  );
  const records = await selectCcrRecords(
    ctx,
    where,
    undefined,
    sql`limit ${query.take} offset ${query.skip}`,
  );
  return { TotalCount: count?.n ?? 0, Records: records };
}
