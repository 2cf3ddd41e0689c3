import { accountRanges, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  accountNumberProblem,
  accountRangesProblem,
  accountTypeIdFromText,
  duplicateErrors,
  importText,
  SetupImportMessages as M,
  type AccountRangeInput,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { runImport, type ImportPlan } from './run-import';

type AccountRanges = typeof contract.imports.AccountRanges;

/** Account ranges: the file's ranges replace the community's; every account must fit them. */
export function importAccountRanges(
  ctx: RequestContext,
  input: InputOf<AccountRanges>,
): Promise<ResponseOf<AccountRanges>> {
  return runImport(ctx, input.body, {
    kind: 'AccountRanges',
    claims: [['glaccounts', 'update']],
    plan: planRanges,
  });
}

async function planRanges(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const typeOf = (row: SetupImportRow) => {
    const text = importText(row, 'AccountType');
    return text === null ? null : accountTypeIdFromText(text);
  };
  const errors = duplicateErrors(rows, 'AccountType', (row) => {
    const type = typeOf(row);
    return type === null ? null : String(type);
  });
  const ranges: (AccountRangeInput & { row: number })[] = [];
  for (const row of rows) {
    const typeId = typeOf(row);
    const start = importText(row, 'StartNumber');
    const end = importText(row, 'EndNumber');
    if (importText(row, 'AccountType') !== null && typeId === null)
      errors.push({ Row: row.Row, Column: 'AccountType', Message: M.unknownAccountType });
    if (typeId === null || start === null || end === null) continue;
    const range = { TopsAccountTypeId: typeId, StartNumber: start, EndNumber: end, row: row.Row };
    // A range against itself (start after end), then against each range above it (overlap).
    const problem = [range, ...ranges]
      .map((other) => accountRangesProblem(other === range ? [range] : [other, range]))
      .find((p) => p !== null);
    if (problem) errors.push({ Row: row.Row, Column: 'StartNumber', Message: problem });
    ranges.push(range);
  }
  const existing = await queryRows<{ number: string; type: number }>(
    ctx.tx,
    sql`select account_number as number, account_type_id as type from accounts
         where community_agent_id = ${communityAgentId} order by account_number`,
  );
  for (const account of existing) {
    const range = ranges.find((r) => r.TopsAccountTypeId === account.type);
    if (range && accountNumberProblem(account.number, account.type, [range]))
      errors.push({
        Row: range.row,
        Column: 'StartNumber',
        Message: M.accountOutsideRanges(account.number),
      });
  }
  return {
    errors,
    commit: async () => {
      await ctx.tx
        .delete(accountRanges)
        .where(eq(accountRanges.communityAgentId, communityAgentId));
      await ctx.tx.insert(accountRanges).values(
        ranges.map((r) => ({
          companyId: ctx.user.companyId,
          communityAgentId,
          accountTypeId: r.TopsAccountTypeId,
          startNumber: r.StartNumber,
          endNumber: r.EndNumber,
        })),
      );
      return ranges.length;
    },
  };
}
