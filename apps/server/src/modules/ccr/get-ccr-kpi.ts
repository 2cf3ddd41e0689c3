import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCcrKPI = typeof contract.ccr.GetCcrKPI;

/**
 * Ccr/GetCcrKPI: a community's violations open, open with their next action date reached (due
 * to advance), resolved this month and recorded (observed) this month.
 */
export async function getCcrKpi(
  ctx: RequestContext,
  { query }: InputOf<GetCcrKPI>,
): Promise<ResponseOf<GetCcrKPI>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.agentId);
  const today = localDay(new Date());
  const month = `${today.slice(0, 7)}-01`;
  const [row] = await queryRows<ResponseOf<GetCcrKPI>>(
    ctx.tx,
    sql`select count(*) filter (where v.state = 'Open')::int as "CountOpen",
               count(*) filter (where v.state = 'Open' and v.next_action_on <= ${today})::int
                 as "CountDueToAdvance",
               count(*) filter (where v.state = 'Resolved'
                 and v.state_changed_on >= ${month})::int as "CountResolvedThisMonth",
               count(*) filter (where v.observed_on >= ${month})::int as "CountRecordedThisMonth"
          from violation_records v join items i on i.id = v.item_id
         where i.community_agent_id = ${query.agentId}`,
  );
  if (!row) throw new Error('Violation KPI query returned no row');
  return row;
}
