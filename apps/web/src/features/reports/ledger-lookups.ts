import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// The community's fiscal years, periods and cost centers: the date and cost center options of
// the reports and the budgets index.

export function fiscalYearsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: ['ledger-lookups', 'fiscal-years', communityAgentId],
    queryFn: () =>
      api.call(contract.accountingSetup.GetFiscalYearsByCommunity, {
        query: { communityAgentId },
      }),
    staleTime: 60_000,
  });
}

export function periodsQuery(fiscalYearId: number) {
  return queryOptions({
    queryKey: ['ledger-lookups', 'periods', fiscalYearId],
    queryFn: () =>
      api.call(contract.accounting.GetAccountingPeriodsByFiscalYear, {
        query: { fiscalYearId },
      }),
    staleTime: 60_000,
  });
}

export function costCentersQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: ['ledger-lookups', 'cost-centers', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.GetCostCenters, { query: { communityAgentId } }),
    staleTime: 60_000,
  });
}
