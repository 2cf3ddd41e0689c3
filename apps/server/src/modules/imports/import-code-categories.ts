import { codeCategories } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  duplicateErrors,
  importText,
  SetupImportMessages as M,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { categoriesByName } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type CodeCategories = typeof contract.imports.CodeCategories;

/** Code categories: new names only, unique whatever the case. */
export function importCodeCategories(
  ctx: RequestContext,
  input: InputOf<CodeCategories>,
): Promise<ResponseOf<CodeCategories>> {
  return runImport(ctx, input.body, {
    kind: 'CodeCategories',
    claims: [['glaccounts', 'create']],
    plan: planCategories,
  });
}

async function planCategories(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const existing = await categoriesByName(ctx, communityAgentId);
  const errors = duplicateErrors(
    rows,
    'Name',
    (row) => importText(row, 'Name')?.toLowerCase() ?? null,
  );
  const values = rows.flatMap((row) => {
    const name = importText(row, 'Name');
    if (name === null) return [];
    if (existing.has(name.toLowerCase()))
      errors.push({ Row: row.Row, Column: 'Name', Message: M.categoryExists(name) });
    return [
      {
        companyId: ctx.user.companyId,
        communityAgentId,
        name,
        description: importText(row, 'Description'),
      },
    ];
  });
  return {
    errors,
    commit: async () => {
      await ctx.tx.insert(codeCategories).values(values);
      return values.length;
    },
  };
}
