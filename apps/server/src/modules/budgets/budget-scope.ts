import { queryRows, sql } from '@hoa/db';
import type { AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readBudgetYear, type BudgetScope } from './budget-queries';

/**
 * Checks glaccounts at the level asked, the community on the caller's list, and that the fiscal
 * year and cost center are the community's (404 otherwise). The budgets index works on one
 * cost center's budget at a time; without one, on the budget of no cost center (key 0).
 */
export async function resolveBudgetScope(
  ctx: RequestContext,
  level: AccessLevel,
  input: { communityAgentId: number; fiscalYearId: number; costCenterId: number | null },
): Promise<BudgetScope & { costCenterId: number | null }> {
  requireClaim(ctx, 'glaccounts', level);
  await requireCommunity(ctx, input.communityAgentId);
  const year = await readBudgetYear(ctx.tx, input.communityAgentId, input.fiscalYearId);
  if (!year) throw notFound();
  if (input.costCenterId !== null) {
    const [found] = await queryRows<{ id: string | number }>(
      ctx.tx,
      sql`select id from cost_centers
           where id = ${input.costCenterId} and community_agent_id = ${input.communityAgentId}`,
    );
    if (!found) throw notFound();
  }
  return {
    communityAgentId: input.communityAgentId,
    year,
    costCenterId: input.costCenterId,
    costCenterKey: input.costCenterId ?? 0,
  };
}
