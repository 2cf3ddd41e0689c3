import { ApiError, contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { readToken } from '../../app/auth/token-store';

// Everything of this area sits under ['direct-debit'].
export const directDebitKey = ['direct-debit'] as const;
const D = contract.directDebit;

export const enrollmentsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...directDebitKey, 'enrollments', communityAgentId],
    queryFn: () => api.call(D.GetEnrollments, { query: { communityAgentId } }),
  });

export const runsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...directDebitKey, 'runs', communityAgentId],
    queryFn: () => api.call(D.GetRuns, { query: { communityAgentId } }),
  });

export const failedQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...directDebitKey, 'failed', communityAgentId],
    queryFn: () => api.call(D.GetFailedDirectDebits, { query: { communityAgentId } }),
  });

/** The NACHA file of a run, saved through a temporary link. */
export async function downloadRunFile(runId: number, fileName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(D.DownloadRunFile.path.replace(':id', String(runId)), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The NACHA file could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
