import { eq, items, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireArchitecturalRequest } from './request-rows';

type Delete = typeof contract.architecturalRequests.Delete;

/**
 * ArchitecturalRequest/Delete: the request's item Deleted; it leaves the lists, counts and feeds,
 * and its voting links stop working.
 */
export async function deleteArchitecturalRequest(
  ctx: RequestContext,
  { query }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  await requireArchitecturalRequest(ctx, query.itemId, 'delete');
  await ctx.tx
    .update(items)
    .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
    .where(eq(items.id, query.itemId));
  await ctx.tx.execute(
    sql`update architectural_vote_links l set revoked_at = now()
          from architectural_committee_approvers a
         where a.id = l.committee_approver_id and a.item_id = ${query.itemId}
           and l.used_at is null and l.revoked_at is null`,
  );
  return { TopsItemId: query.itemId };
}
