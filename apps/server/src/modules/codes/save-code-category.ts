import { codeCategories, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectCategories } from './code-queries';

type SaveCodeCategory = typeof contract.codes.SaveCodeCategory;

/** Creates or renames a code category; names are unique in the community, whatever the case. */
export async function saveCodeCategory(
  ctx: RequestContext,
  input: InputOf<SaveCodeCategory>,
): Promise<ResponseOf<SaveCodeCategory>> {
  const { communityAgentId, category } = input.body;
  const categoryId = category.TopsCodeCategoryId ?? null;
  requireClaim(ctx, 'glaccounts', categoryId === null ? 'create' : 'update');
  await requireCommunity(ctx, communityAgentId);
  if (category.Name === '') throw badRequest(CodeMessages.categoryNameRequired);
  const [taken] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from code_categories
         where community_agent_id = ${communityAgentId} and lower(name) = lower(${category.Name})
           and id is distinct from ${categoryId}::bigint`,
  );
  if (taken) throw badRequest(CodeMessages.categoryNameTaken(category.Name));
  const values = { name: category.Name, description: category.Description };
  let savedId: number;
  if (categoryId === null) {
    const [created] = await ctx.tx
      .insert(codeCategories)
      .values({ ...values, companyId: ctx.user.companyId, communityAgentId })
      .returning({ id: codeCategories.id });
    if (!created) throw new Error('Category insert returned no row');
    savedId = created.id;
  } else {
    const [updated] = await ctx.tx
      .update(codeCategories)
      .set(values)
      .where(eq(codeCategories.id, categoryId))
      .returning({ community: codeCategories.communityAgentId });
    if (updated?.community !== communityAgentId) throw notFound();
    savedId = categoryId;
  }
  const [saved] = await selectCategories(ctx, sql`c.id = ${savedId}`);
  if (!saved) throw new Error('Saved category was not read back');
  return saved;
}
