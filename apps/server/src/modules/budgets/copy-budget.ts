import { budgets } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BudgetMessages, copyBudgetAmounts, increasePercentageProblem } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readBudgetAmounts, readBudgetYear } from './budget-queries';
import { resolveBudgetScope } from './budget-scope';
import { replaceAmounts, requireCommunityAccounts } from './budget-writes';

type CopyBudget = typeof contract.budgets.CopyBudget;

/**
 * Budget copy (spec 2 §7 CopyBudget): each account's amounts go to the same periods of the target
 * year, increased by the percentage (a number or null, spec 2 §5) and rounded to cents so each
 * account's year is the source year increased once (copyBudgetAmounts). The target's amounts of
 * those accounts are replaced. Needs create access to glaccounts.
 */
export async function copyBudget(
  ctx: RequestContext,
  input: InputOf<CopyBudget>,
): Promise<ResponseOf<CopyBudget>> {
  const b = input.body;
  const source = await resolveBudgetScope(ctx, 'create', {
    communityAgentId: b.communityAgentId,
    fiscalYearId: b.sourceFiscalYearId,
    costCenterId: b.costCenterId,
  });
  const target = await readBudgetYear(ctx.tx, b.communityAgentId, b.targetFiscalYearId);
  if (!target) throw notFound();
  if (target.fiscalYearId === source.year.fiscalYearId) {
    throw badRequest(BudgetMessages.sameFiscalYear);
  }
  const percent = b.percentageToIncreaseAmounts;
  const problem = increasePercentageProblem(percent);
  if (problem) throw badRequest(problem);
  if (target.periods.length !== source.year.periods.length) {
    throw badRequest(
      BudgetMessages.periodCountsDiffer(source.year.periods.length, target.periods.length),
    );
  }
  const accountIds = b.accountIds?.length ? b.accountIds : null;
  if (accountIds) {
    await requireCommunityAccounts(
      ctx.tx,
      b.communityAgentId,
      accountIds,
      BudgetMessages.accountNotInCommunity,
    );
  }
  const amounts = await readBudgetAmounts(ctx.tx, source, accountIds);
  if (amounts.length === 0) throw badRequest(BudgetMessages.nothingToCopy);
  const copied = amounts.map((a) => ({
    accountId: a.accountId,
    amounts: copyBudgetAmounts(a.amounts, percent),
  }));
  await replaceAmounts(ctx.tx, ctx.user.companyId, budgets, { ...source, year: target }, copied);
  return {
    CopiedAccounts: copied.length,
    TotalCents: copied.reduce((sum, a) => sum + a.amounts.reduce((s, x) => s + x, 0), 0),
  };
}
