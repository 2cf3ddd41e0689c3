import { ApiError, contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { readToken } from '../../app/auth/token-store';

// Everything of this area sits under ['ap-checks'].
export const checksKey = ['ap-checks'] as const;
const A = contract.apChecks;

/** '1 check', '3 checks'. */
export const checksText = (n: number) => `${String(n)} ${n === 1 ? 'check' : 'checks'}`;

export const checkBankAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...checksKey, 'banks', communityAgentId],
    queryFn: () => api.call(A.GetCheckBankAccounts, { query: { communityAgentId } }),
  });

export const payableInvoicesQuery = (
  communityAgentId: number,
  bankAccountId: number | null,
  dueDateTo: string | null,
) =>
  queryOptions({
    queryKey: [...checksKey, 'payable', communityAgentId, bankAccountId, dueDateTo],
    queryFn: () =>
      api.call(A.GetPayableInvoices, {
        query: {
          communityAgentId,
          ...(bankAccountId === null ? {} : { bankAccountId }),
          ...(dueDateTo === null ? {} : { dueDateTo }),
        },
      }),
  });

export interface CheckSearch {
  bankAccountId: number | null;
  checkNumber: string;
  startDate: string | null;
  endDate: string | null;
}

export const voidChecksQuery = (communityAgentId: number, search: CheckSearch) =>
  queryOptions({
    queryKey: [...checksKey, 'checks', communityAgentId, search],
    queryFn: () =>
      api.call(A.GetVoidChecks, {
        query: {
          communityAgentId,
          ...(search.bankAccountId === null ? {} : { bankAccountId: search.bankAccountId }),
          ...(search.checkNumber.trim() === '' ? {} : { checkNumber: search.checkNumber.trim() }),
          ...(search.startDate === null ? {} : { startDate: search.startDate }),
          ...(search.endDate === null ? {} : { endDate: search.endDate }),
        },
      }),
  });

export const checkProfileQuery = (agentId: number, itemId: number) =>
  queryOptions({
    queryKey: [...checksKey, 'profile', agentId, itemId],
    queryFn: () => api.call(A.GetVoidChecksProfile, { query: { agentId, itemId } }),
  });

/** The checks PDF behind a download URL, as a blob (the typed client speaks JSON only). */
export async function fetchChecksPdf(url: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, 'The checks PDF could not be downloaded.');
  return response.blob();
}

/** Saves the checks PDF through a temporary link. */
export async function downloadChecksPdf(url: string, fileName: string): Promise<void> {
  const href = URL.createObjectURL(await fetchChecksPdf(url));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 10_000);
}
