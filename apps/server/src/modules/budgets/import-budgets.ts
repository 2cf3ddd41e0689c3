import { budgets, priorActuals, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BudgetMessages, parseBudgetImport, type ImportedBudgetRow } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { BudgetScope } from './budget-queries';
import { resolveBudgetScope } from './budget-scope';
import { replaceAmounts, type AmountTable } from './budget-writes';

type ImportBudgets = typeof contract.budgets.ImportBudgets;
type ImportPriorActuals = typeof contract.budgets.ImportPriorActuals;
type Input = InputOf<ImportBudgets> | InputOf<ImportPriorActuals>;
type Output = ResponseOf<ImportBudgets>;

/** The budget import modal (spec 2 §2): preview the file's rows with their problems, or save them. */
export function importBudgets(ctx: RequestContext, input: InputOf<ImportBudgets>): Promise<Output> {
  return importAmounts(ctx, input, budgets);
}

/** The prior actuals import modal: the same file, kept beside the year's budget. */
export function importPriorActuals(
  ctx: RequestContext,
  input: InputOf<ImportPriorActuals>,
): Promise<ResponseOf<ImportPriorActuals>> {
  return importAmounts(ctx, input, priorActuals);
}

/**
 * Reads AccountNumber and Period1 … Period12; account numbers resolve against the community's
 * chart (an account without a cost center first). A preview returns every row with its problems;
 * a save writes all rows or, when any has a problem, none. Needs create access to glaccounts.
 */
async function importAmounts(
  ctx: RequestContext,
  input: Input,
  table: AmountTable,
): Promise<Output> {
  const b = input.body;
  const scope = await resolveBudgetScope(ctx, 'create', {
    communityAgentId: b.CommunityAgentId,
    fiscalYearId: b.FiscalYearId,
    costCenterId: b.CostCenterId,
  });
  const parsed = parseBudgetImport(b.Content, scope.year.periods.length);
  if (parsed.problem) throw badRequest(parsed.problem);
  const accounts = await accountsByNumber(ctx, scope, parsed.rows);
  const rows = parsed.rows.map((row) => {
    const account = accounts.get(row.accountNumber);
    const problems = [...row.problems];
    if (row.accountNumber && !account) {
      problems.push(BudgetMessages.unknownAccount(row.row, row.accountNumber));
    }
    return {
      Row: row.row,
      AccountNumber: row.accountNumber,
      AccountName: account?.name ?? null,
      Amounts: row.amounts,
      Total: row.amounts.reduce((sum, a) => sum + a, 0),
      Problems: problems,
    };
  });
  if (b.IsPreview) return { Rows: rows, SavedAccounts: 0 };
  if (rows.some((r) => r.Problems.length > 0)) throw badRequest(BudgetMessages.hasProblems);
  await replaceAmounts(
    ctx.tx,
    ctx.user.companyId,
    table,
    scope,
    parsed.rows.map((row) => ({
      accountId: accounts.get(row.accountNumber)?.id ?? 0,
      amounts: row.amounts,
    })),
  );
  return { Rows: rows, SavedAccounts: rows.length };
}

async function accountsByNumber(
  ctx: RequestContext,
  scope: BudgetScope,
  rows: readonly ImportedBudgetRow[],
): Promise<Map<string, { id: number; name: string }>> {
  const numbers = [...new Set(rows.map((r) => r.accountNumber).filter(Boolean))];
  const found = await queryRows<{ number: string; id: string | number; name: string }>(
    ctx.tx,
    sql`select distinct on (account_number) account_number as number, id, account_name as name
          from accounts
         where community_agent_id = ${scope.communityAgentId}
           and account_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
         order by account_number, cost_center_id nulls first, id`,
  );
  return new Map(found.map((r) => [r.number, { id: Number(r.id), name: r.name }]));
}
