import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { batchSummaries } from './lockbox-queries';
import { inUserCommunities } from '../../sql/index';

type HistoryQuery = InputOf<typeof lockbox.GetLockboxHistory>['query'];

/** The unposted batches of a community, for review. */
export async function getAllReceiptBatches(
  ctx: RequestContext,
  { query }: { query: { communityAgentId: number } },
) {
  requireClaim(ctx, 'arlockbox', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return batchSummaries(
    ctx.tx,
    sql`b.community_agent_id = ${query.communityAgentId} and b.status_id = ${StatusId.Accrued}::smallint`,
  );
}

/** Every batch imported into the caller's communities (or one community), newest first. */
export async function getLockboxHistory(ctx: RequestContext, { query }: { query: HistoryQuery }) {
  requireClaim(ctx, 'arlockbox', 'read');
  if (query.communityAgentId !== undefined) await requireCommunity(ctx, query.communityAgentId);
  const where =
    query.communityAgentId === undefined
      ? inUserCommunities(ctx, sql`b.community_agent_id`)
      : sql`b.community_agent_id = ${query.communityAgentId}`;
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from lockbox_batches b where ${where}`,
  );
  const items = await batchSummaries(ctx.tx, where, sql`offset ${query.skip} limit ${query.take}`);
  return { Items: items, TotalCount: count?.n ?? 0 };
}
