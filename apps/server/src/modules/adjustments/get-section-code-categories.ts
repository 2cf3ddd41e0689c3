import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type Get = typeof contract.adjustments.GetSectionCodeCategories;
type Group = ResponseOf<Get>[number];

/**
 * Code/GetSectionCodeCategories (spec 3 §7 'Adjustments'): the community's section codes (type 19)
 * grouped by their code category, categories by name and the uncategorised sections last; each
 * group's sections by alias. A category without sections is not listed.
 */
export async function getSectionCodeCategories(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<{
    categoryId: number | null;
    categoryName: string | null;
    id: number;
    alias: string;
    name: string;
  }>(
    ctx.tx,
    sql`select cc.id::int8 as "categoryId", cc.name as "categoryName", c.id::int8 as id,
               c.code_alias as alias, c.code_name as name
          from codes c left join code_categories cc on cc.id = c.code_category_id
         where c.community_agent_id = ${query.communityAgentId}::bigint
           and c.code_type_id = ${CodeTypeId.Section}
         order by cc.name nulls last, cc.id, c.code_alias, c.id`,
  );
  const groups: Group[] = [];
  for (const row of rows) {
    const categoryId = row.categoryId === null ? null : Number(row.categoryId);
    let group = groups.at(-1);
    if (!group || group.CodeCategoryId !== categoryId) {
      group = { CodeCategoryId: categoryId, CodeCategoryName: row.categoryName, Sections: [] };
      groups.push(group);
    }
    group.Sections.push({ CodeID: Number(row.id), CodeAlias: row.alias, CodeName: row.name });
  }
  return groups;
}
