import { budgets } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BudgetMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { resolveBudgetScope } from './budget-scope';
import { replaceAmounts, requireCommunityAccounts } from './budget-writes';

type SaveBudgets = typeof contract.budgets.SaveBudgets;

/** Sets the amounts of the accounts sent, one per period; needs update access to glaccounts. */
export async function saveBudgets(
  ctx: RequestContext,
  input: InputOf<SaveBudgets>,
): Promise<ResponseOf<SaveBudgets>> {
  const b = input.body;
  const scope = await resolveBudgetScope(ctx, 'update', {
    communityAgentId: b.CommunityAgentId,
    fiscalYearId: b.FiscalYearId,
    costCenterId: b.CostCenterId,
  });
  const periods = scope.year.periods.length;
  if (b.Accounts.some((a) => a.Amounts.length !== periods)) {
    throw badRequest(BudgetMessages.tooManyAmounts(periods));
  }
  await requireCommunityAccounts(
    ctx.tx,
    scope.communityAgentId,
    b.Accounts.map((a) => a.AccountId),
    BudgetMessages.accountNotInCommunity,
  );
  await replaceAmounts(
    ctx.tx,
    ctx.user.companyId,
    budgets,
    scope,
    b.Accounts.map((a) => ({ accountId: a.AccountId, amounts: a.Amounts })),
  );
  return { SavedAccounts: new Set(b.Accounts.map((a) => a.AccountId)).size };
}
