import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAdjustments } from './adjustment-queries';

type A = typeof contract.apAdjustments;

/** AccountsPayable/GetApAdjustments: a community's AP adjustments, optionally of one invoice. */
export async function getApAdjustments(
  ctx: RequestContext,
  { query }: InputOf<A['GetApAdjustments']>,
): Promise<ResponseOf<A['GetApAdjustments']>> {
  requireClaim(ctx, 'apadjustment', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const invoice = query.invoiceItemId ?? null;
  return readAdjustments(
    ctx,
    sql`i.community_agent_id = ${query.communityAgentId}::bigint
        and (${invoice}::bigint is null or i.parent_item_id = ${invoice}::bigint)`,
  );
}

/** AccountsPayable/GetApAdjustment: one AP adjustment, its profile. */
export async function getApAdjustment(
  ctx: RequestContext,
  { query }: InputOf<A['GetApAdjustment']>,
): Promise<ResponseOf<A['GetApAdjustment']>> {
  requireClaim(ctx, 'apadjustment', 'read');
  const [row] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from items where id = ${query.itemId}::bigint`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  const [adjustment] = await readAdjustments(ctx, sql`i.id = ${query.itemId}::bigint`);
  if (!adjustment) throw notFound();
  return adjustment;
}
