import { costCenters, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCostCenter } from './get-cost-centers';

type DeleteCostCenter = typeof contract.glAccounts.DeleteCostCenter;

/** A cost center used by an account or a ledger line stays. */
export async function deleteCostCenter(
  ctx: RequestContext,
  input: InputOf<DeleteCostCenter>,
): Promise<ResponseOf<DeleteCostCenter>> {
  requireClaim(ctx, 'glaccounts', 'delete');
  const center = await loadCostCenter(ctx, input.params.id);
  const [used] = await queryRows<{ used: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from accounts where cost_center_id = ${center.id})
          or exists (select 1 from gl_lines where cost_center_id = ${center.id}) as used`,
  );
  if (used?.used) throw appError('GlCostCenterInUse');
  await ctx.tx.delete(costCenters).where(eq(costCenters.id, center.id));
  return { success: true };
}
