import { ApiError, contract } from '@hoa/contract';
import { BankReconciliationMessages } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { readToken } from '../../app/auth/token-store';

// Everything of this area sits under ['bank-reconciliation'].
export const reconKey = ['bank-reconciliation'] as const;
const R = contract.bankReconciliation;
export type PaneFilter = 'all' | 'matched' | 'unmatched';

export const accountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'accounts', communityAgentId],
    queryFn: () => api.call(R.GetAccounts, { query: { communityAgentId } }),
  });

export const summaryQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'summary', bankAccountId],
    queryFn: () => api.call(R.GetSummary, { query: { bankAccountId } }),
  });

export const bankLinesQuery = (bankAccountId: number, filter: PaneFilter) =>
  queryOptions({
    queryKey: [...reconKey, 'bank', bankAccountId, filter],
    queryFn: () => api.call(R.GetBankTransactions, { query: { bankAccountId, filter } }),
  });

export const bookItemsQuery = (bankAccountId: number, filter: PaneFilter) =>
  queryOptions({
    queryKey: [...reconKey, 'book', bankAccountId, filter],
    queryFn: () => api.call(R.GetBookItems, { query: { bankAccountId, filter } }),
  });

export const settingsQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...reconKey, 'settings', bankAccountId],
    queryFn: () => api.call(R.GetSettings, { query: { bankAccountId } }),
  });

/** The reconciliation report PDF; the typed client speaks JSON only, so it is fetched directly. */
export async function downloadReconciliationReport(
  bankAccountId: number,
  reconciliationId: number | null,
): Promise<void> {
  const token = readToken();
  const query = new URLSearchParams({ bankAccountId: String(bankAccountId) });
  if (reconciliationId !== null) query.set('reconciliationId', String(reconciliationId));
  const response = await fetch(`${R.BankReconciliationReport.path}?${query.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, BankReconciliationMessages.runError);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `bank-reconciliation-${String(bankAccountId)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
