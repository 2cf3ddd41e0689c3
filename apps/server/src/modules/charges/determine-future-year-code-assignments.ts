import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Determine = typeof contract.charges.DetermineFutureYearCodeAssignments;

/**
 * DetermineFutureYearCodeAssignments: each code of the community that starts within the fiscal
 * year and names a previous code is assigned to every property carrying that previous code, with
 * its autopay flag, so next year's charges follow this year's owners. Returns the new assignments.
 */
export async function determineFutureYearCodeAssignments(
  ctx: RequestContext,
  input: InputOf<Determine>,
): Promise<ResponseOf<Determine>> {
  requireClaim(ctx, 'arapplycharges', 'update');
  const { communityAgentId, fiscalYearId } = input.body;
  await requireCommunity(ctx, communityAgentId);
  const [year] = await queryRows<{ start_date: string; end_date: string }>(
    ctx.tx,
    sql`select start_date::text, end_date::text from fiscal_years
         where id = ${fiscalYearId} and community_agent_id = ${communityAgentId}`,
  );
  if (!year) throw notFound();
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id,
          is_auto_pay_enabled)
        select ${ctx.user.companyId}, ${communityAgentId}, ca.agent_id, k.id, ca.is_auto_pay_enabled
          from codes k
          join charge_assignments ca on ca.code_id = k.previous_code_id
         where k.community_agent_id = ${communityAgentId}
           and k.start_date between ${year.start_date}::date and ${year.end_date}::date
        on conflict (agent_id, code_id) do nothing
        returning id::text`,
  );
  return { AssignedCount: rows.length };
}
