import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  duplicateErrors,
  importText,
  SetupImportMessages as M,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { categoriesByName, codesByAlias } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type CodeCategoryLinkage = typeof contract.imports.CodeCategoryLinkage;

/** Puts existing codes into existing categories: one code, one category. */
export function importCodeCategoryLinkage(
  ctx: RequestContext,
  input: InputOf<CodeCategoryLinkage>,
): Promise<ResponseOf<CodeCategoryLinkage>> {
  return runImport(ctx, input.body, {
    kind: 'CodeCategoryLinkage',
    claims: [['glaccounts', 'update']],
    plan: planLinkage,
  });
}

async function planLinkage(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const codes = await codesByAlias(ctx, communityAgentId);
  const categories = await categoriesByName(ctx, communityAgentId);
  const errors = duplicateErrors(
    rows,
    'CodeAlias',
    (row) => importText(row, 'CodeAlias')?.toUpperCase() ?? null,
  );
  const links: { code_id: number; category_id: number }[] = [];
  for (const row of rows) {
    const alias = importText(row, 'CodeAlias');
    const category = importText(row, 'Category');
    const code = alias === null ? undefined : codes.get(alias.toUpperCase());
    const categoryId = category === null ? undefined : categories.get(category.toLowerCase());
    if (alias !== null && !code)
      errors.push({ Row: row.Row, Column: 'CodeAlias', Message: M.codeNotFound(alias) });
    if (category !== null && categoryId === undefined)
      errors.push({ Row: row.Row, Column: 'Category', Message: M.categoryNotFound(category) });
    if (code && categoryId !== undefined) links.push({ code_id: code.id, category_id: categoryId });
  }
  return {
    errors,
    commit: async () => {
      await ctx.tx.execute(
        sql`update codes k set code_category_id = l.category_id
              from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(code_id bigint, category_id bigint)
             where k.id = l.code_id`,
      );
      return links.length;
    },
  };
}
