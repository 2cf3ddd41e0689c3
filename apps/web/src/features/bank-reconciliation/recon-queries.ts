import { contract } from '@hoa/contract';
import { BankReconciliationMessages, type IsoDate } from '@hoa/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';

// Everything of this area sits under ['bank-reconciliation'].
export const reconKey = ['bank-reconciliation'] as const;
const R = contract.bankReconciliation;
export type PaneFilter = 'all' | 'matched' | 'unmatched';

/** What is reconciled: a bank account, and the cost center whose cash lines alone make its book. */
export interface ReconScope {
  bankAccountId: number;
  costCenterCategoryId: number | null;
}

/** The scope as query parameters (no cost center: the whole account). */
const scopeQuery = (s: ReconScope) => ({
  bankAccountId: s.bankAccountId,
  ...(s.costCenterCategoryId === null ? {} : { costCenterCategoryId: s.costCenterCategoryId }),
});

/** The scope's cost center in a request body. */
export const scopeBody = (s: ReconScope) => ({ CostCenterCategoryId: s.costCenterCategoryId });

export const costCentersQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'cost-centers', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.GetCostCenters, { query: { communityAgentId } }),
  });

export const accountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'accounts', communityAgentId],
    queryFn: () => api.call(R.GetAccounts, { query: { communityAgentId } }),
  });

export const summaryQuery = (scope: ReconScope) =>
  queryOptions({
    queryKey: [...reconKey, 'summary', scope],
    queryFn: () => api.call(R.GetSummary, { query: scopeQuery(scope) }),
  });

export const bankLinesQuery = (bankAccountId: number, filter: PaneFilter) =>
  queryOptions({
    queryKey: [...reconKey, 'bank', bankAccountId, filter],
    queryFn: () => api.call(R.GetBankTransactions, { query: { bankAccountId, filter } }),
  });

export const bookItemsQuery = (scope: ReconScope, filter: PaneFilter) =>
  queryOptions({
    queryKey: [...reconKey, 'book', scope, filter],
    queryFn: () => api.call(R.GetBookItems, { query: { ...scopeQuery(scope), filter } }),
  });

export const criteriaQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'criteria', bankAccountId],
    queryFn: () => api.call(R.GetBankReconCriteria, { query: { bankAccountId } }),
  });

/** The account's bank lines the books lack, with the account a criterion suggests. */
export const unclearedQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'uncleared', bankAccountId],
    queryFn: () => api.call(R.GetUnclearedBankTransaction, { query: { bankAccountId } }),
  });

/** The community's active GL accounts, for the criteria's account pickers. */
export const reconAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'gl-accounts', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.SearchAccounts, { query: { communityAgentId } }),
    staleTime: 60_000,
  });

/**
 * The unreconciled difference as of a date: GetBankAccountUnreconciledDifference for the whole
 * account; for one cost center's cash, the summary of that scope on the date.
 */
/** The unreconciled difference on a date; nothing is asked while the date is empty or invalid. */
export const differenceAsOfQuery = (scope: ReconScope, asOfDate: IsoDate | null) =>
  queryOptions({
    queryKey: [...reconKey, 'difference', scope, asOfDate],
    queryFn:
      asOfDate === null
        ? skipToken
        : async () =>
            scope.costCenterCategoryId === null
              ? (
                  await api.call(R.GetBankAccountUnreconciledDifference, {
                    body: { bankId: scope.bankAccountId, asOfDate },
                  })
                ).Difference
              : (await api.call(R.GetSummary, { query: { ...scopeQuery(scope), asOfDate } }))
                  .Difference,
  });

export const settingsQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'settings', bankAccountId],
    queryFn: () => api.call(R.GetSettings, { query: { bankAccountId } }),
  });

/** The reconciliation report PDF of the scope (at a reconciliation, else its default date). */
export function downloadReconciliationReport(
  scope: ReconScope,
  reconciliationId: number | null,
): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(scopeQuery(scope)).map(([name, value]) => [name, String(value)]),
  );
  if (reconciliationId !== null) query.set('reconciliationId', String(reconciliationId));
  return downloadFile(
    `${R.BankReconciliationReport.path}?${query.toString()}`,
    `bank-reconciliation-${String(scope.bankAccountId)}.pdf`,
    BankReconciliationMessages.runError,
  );
}

/** The multi-bank reconciliation report PDF of a community (feature flag). */
export function downloadMultiBankReport(
  communityAgentId: number,
  asOfDate: string | null,
): Promise<void> {
  const query = new URLSearchParams({ communityAgentId: String(communityAgentId) });
  if (asOfDate !== null) query.set('asOfDate', asOfDate);
  return downloadFile(
    `${R.MultiBankReconciliationReport.path}?${query.toString()}`,
    `multi-bank-reconciliation-${String(communityAgentId)}.pdf`,
    BankReconciliationMessages.runError,
  );
}
