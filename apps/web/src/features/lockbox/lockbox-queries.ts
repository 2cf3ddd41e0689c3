import { contract } from '@hoa/contract';
import { LockboxMessages, lockboxHashedBytes } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';

// Everything of this area sits under ['lockbox'].
export const lockboxKey = ['lockbox'] as const;
const L = contract.lockbox;
export const historyPageSize = 10;

export const unpostedBatchesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...lockboxKey, 'unposted', communityAgentId],
    queryFn: () => api.call(L.GetAllReceiptBatches, { query: { communityAgentId } }),
  });

export const batchQuery = (lockboxBatchId: number) =>
  queryOptions({
    queryKey: [...lockboxKey, 'batch', lockboxBatchId],
    queryFn: () => api.call(L.GetReceiptBatch, { query: { lockboxBatchId } }),
  });

export const historyQuery = (communityAgentId: number, page: number) =>
  queryOptions({
    queryKey: [...lockboxKey, 'history', communityAgentId, page],
    queryFn: () =>
      api.call(L.GetLockboxHistory, {
        query: { communityAgentId, skip: (page - 1) * historyPageSize, take: historyPageSize },
      }),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: [...lockboxKey, 'settings'],
    queryFn: async () => ({
      communities: await api.call(L.GetAllBankLockboxSetting, { query: {} }),
      importSettings: await api.call(L.GetLockboxImportSettings, { query: {} }),
    }),
  });

export const bankAccountsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...lockboxKey, 'banks', communityAgentId],
    queryFn: () => api.call(contract.cashReceipts.GetPaymentSetup, { query: { communityAgentId } }),
  });

/**
 * The file's SHA-256 in hex, of its bytes with CR LF line endings as the server hashes them (how it
 * knows a file imported before); null without Web Crypto.
 */
export async function fileSha256(file: File): Promise<string | null> {
  if (!globalThis.isSecureContext || typeof crypto.subtle === 'undefined') return null;
  const bytes = lockboxHashedBytes(new Uint8Array(await file.arrayBuffer()));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The lockbox PDF of a batch, saved through a temporary link. */
export const downloadLockboxPdf = (lockboxBatchId: number): Promise<void> =>
  downloadFile(
    L.PrintLockboxPdf.path,
    `lockbox-batch-${String(lockboxBatchId)}.pdf`,
    LockboxMessages.failed,
    { body: { LockboxBatchId: lockboxBatchId } },
  );
