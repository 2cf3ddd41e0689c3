import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['budgets']; a change also refreshes the reports.
export const budgetsKey = ['budgets'] as const;

export function budgetSheetQuery(
  communityAgentId: number,
  fiscalYearId: number,
  costCenterId: number | null,
) {
  return queryOptions({
    queryKey: [...budgetsKey, communityAgentId, fiscalYearId, costCenterId],
    queryFn: () =>
      api.call(contract.budgets.GetBudgets, {
        query: { communityAgentId, fiscalYearId, ...(costCenterId ? { costCenterId } : {}) },
      }),
  });
}
