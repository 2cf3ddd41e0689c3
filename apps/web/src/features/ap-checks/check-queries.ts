import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile, fetchFileBlob } from '../../widgets/download-file';

// Everything of this area sits under ['ap-checks'].
export const checksKey = ['ap-checks'] as const;
const A = contract.apChecks;

/** '1 check', '3 checks'. */
export const checksText = (n: number) => `${String(n)} ${n === 1 ? 'check' : 'checks'}`;

export const checkBankAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...checksKey, 'banks', communityAgentId],
    queryFn: () => api.call(A.GetBanks, { query: { communityAgentId } }),
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

export const checkHistoryQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...checksKey, 'history', itemId],
    queryFn: () => api.call(A.GetCheckHistory, { query: { itemId } }),
  });

const pdfFailure = 'The checks PDF could not be downloaded.';

/** The checks PDF behind a download URL, as a blob (previews). */
export const fetchChecksPdf = (url: string): Promise<Blob> => fetchFileBlob(url, pdfFailure);

/** Saves the checks PDF through a temporary link. */
export const downloadChecksPdf = (url: string, fileName: string): Promise<void> =>
  downloadFile(url, fileName, pdfFailure);

/** Saves a printed check's PDF (its check run) from the URL GetCheckUrl gives for the check. */
export async function downloadCheckPdf(itemId: number): Promise<void> {
  const { Url, CheckRunId } = await api.call(A.GetCheckUrl, { query: { itemId } });
  await downloadChecksPdf(Url, `checks-${String(CheckRunId)}.pdf`);
}
