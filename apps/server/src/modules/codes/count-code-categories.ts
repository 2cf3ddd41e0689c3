import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type CountCodeCategories = typeof contract.codes.CountCodeCategories;
type CountCodeCategoryLinkages = typeof contract.codes.CountCodeCategoryLinkages;

async function count(
  ctx: RequestContext,
  communityAgentId: number,
  query: ReturnType<typeof sql>,
): Promise<{ Count: number }> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<{ n: number }>(ctx.tx, query);
  return { Count: row?.n ?? 0 };
}

export function countCodeCategories(
  ctx: RequestContext,
  input: InputOf<CountCodeCategories>,
): Promise<ResponseOf<CountCodeCategories>> {
  const id = input.query.communityAgentId;
  return count(
    ctx,
    id,
    sql`select count(*)::int as n from code_categories where community_agent_id = ${id}`,
  );
}

/** Codes linked to a category. */
export function countCodeCategoryLinkages(
  ctx: RequestContext,
  input: InputOf<CountCodeCategoryLinkages>,
): Promise<ResponseOf<CountCodeCategoryLinkages>> {
  const id = input.query.communityAgentId;
  return count(
    ctx,
    id,
    sql`select count(*)::int as n from codes
         where community_agent_id = ${id} and code_category_id is not null`,
  );
}
