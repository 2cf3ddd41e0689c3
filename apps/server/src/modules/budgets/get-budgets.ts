import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readBudgetLines } from './budget-queries';
import { resolveBudgetScope } from './budget-scope';

type GetBudgets = typeof contract.budgets.GetBudgets;

/** The budgets index (spec 2 §2): one fiscal year's budget, accounts by periods. */
export async function getBudgets(
  ctx: RequestContext,
  input: InputOf<GetBudgets>,
): Promise<ResponseOf<GetBudgets>> {
  const q = input.query;
  const scope = await resolveBudgetScope(ctx, 'read', {
    communityAgentId: q.communityAgentId,
    fiscalYearId: q.fiscalYearId,
    costCenterId: q.costCenterId ?? null,
  });
  const { lines, priorSource } = await readBudgetLines(ctx.tx, scope);
  return {
    CommunityAgentId: scope.communityAgentId,
    TopsFiscalYearId: scope.year.fiscalYearId,
    StartDate: scope.year.startDate,
    EndDate: scope.year.endDate,
    IsClosed: scope.year.isClosed,
    CostCenterId: scope.costCenterId,
    Periods: scope.year.periods.map((p) => ({
      AccountingPeriodId: p.periodId,
      PeriodOrder: p.periodOrder,
      StartDate: p.startDate,
      EndDate: p.endDate,
    })),
    Accounts: lines.map((l) => ({
      TopsAccountId: l.accountId,
      AccountNumber: l.accountNumber,
      AccountName: l.accountName,
      TopsAccountTypeId: l.accountTypeId,
      Amounts: l.amounts,
      Total: l.amounts.reduce((sum, a) => sum + a, 0),
      PriorActual: l.priorActual ?? 0,
    })),
    PriorActualSource: priorSource,
  };
}
