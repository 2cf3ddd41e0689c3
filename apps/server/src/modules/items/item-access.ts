import { queryRows, sql, type SQL } from '@hoa/db';
import { claimForTxnType } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * The item a read names (by `where` over items i), checked: its community on the caller's list
 * and read access to its type's claim when the type has one (as the activity graph checks).
 */
export async function readableItemId(ctx: RequestContext, where: SQL): Promise<number> {
  const [row] = await queryRows<{ id: number; community: number; type: number }>(
    ctx.tx,
    sql`select i.id::int8 as id, i.community_agent_id::int8 as community,
               i.txn_type_id::int as type from items i where ${where}`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  const claim = claimForTxnType(row.type);
  if (claim) requireClaim(ctx, claim, 'read');
  return row.id;
}
