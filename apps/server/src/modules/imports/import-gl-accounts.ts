import { accounts, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  accountNumberProblem,
  accountTypeIdFromText,
  duplicateErrors,
  importText,
  SetupImportMessages as M,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { accountRangesOf } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type GlAccounts = typeof contract.imports.GlAccounts;

/** GL accounts: new numbers only, each within the range of its type. */
export function importGlAccounts(
  ctx: RequestContext,
  input: InputOf<GlAccounts>,
): Promise<ResponseOf<GlAccounts>> {
  return runImport(ctx, input.body, {
    kind: 'GlAccounts',
    claims: [['glaccounts', 'create']],
    plan: planGlAccounts,
  });
}

async function planGlAccounts(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const ranges = await accountRangesOf(ctx, communityAgentId);
  const centers = new Map(
    (
      await queryRows<{ id: string | number; number: string }>(
        ctx.tx,
        sql`select id, cost_center_number as number from cost_centers
             where community_agent_id = ${communityAgentId}`,
      )
    ).map((r) => [r.number, Number(r.id)]),
  );
  const existing = new Set(
    (
      await queryRows<{ key: string }>(
        ctx.tx,
        sql`select account_number || '|' || coalesce(cost_center_id, 0) as key from accounts
             where community_agent_id = ${communityAgentId}`,
      )
    ).map((r) => r.key),
  );
  const keyOf = (row: SetupImportRow) => {
    const number = importText(row, 'AccountNumber');
    const center = importText(row, 'CostCenterNumber');
    return number === null
      ? null
      : `${number}|${center === null ? 0 : (centers.get(center) ?? center)}`;
  };
  const errors = duplicateErrors(rows, 'AccountNumber', keyOf);
  const values: (typeof accounts.$inferInsert)[] = [];
  for (const row of rows) {
    const fail = (Column: string, Message: string) =>
      errors.push({ Row: row.Row, Column, Message });
    const number = importText(row, 'AccountNumber');
    const name = importText(row, 'AccountName');
    const typeText = importText(row, 'AccountType');
    const typeId = typeText === null ? null : accountTypeIdFromText(typeText);
    if (typeText !== null && typeId === null) fail('AccountType', M.unknownAccountType);
    const center = importText(row, 'CostCenterNumber');
    const centerId = center === null ? null : (centers.get(center) ?? null);
    if (center !== null && centerId === null)
      fail('CostCenterNumber', M.costCenterNotFound(center));
    const key = keyOf(row);
    if (number !== null && key !== null && existing.has(key))
      fail('AccountNumber', M.accountExists(number));
    const outside =
      number !== null && typeId !== null ? accountNumberProblem(number, typeId, ranges) : null;
    if (outside) fail('AccountNumber', outside);
    if (number !== null && name !== null && typeId !== null) {
      values.push({
        companyId: ctx.user.companyId,
        communityAgentId,
        accountNumber: number,
        accountName: name,
        accountTypeId: typeId,
        costCenterId: centerId,
      });
    }
  }
  return {
    errors,
    commit: async () => {
      await ctx.tx.insert(accounts).values(values);
      return values.length;
    },
  };
}
