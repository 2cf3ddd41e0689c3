import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';

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
export const downloadRunFile = (runId: number, fileName: string): Promise<void> =>
  downloadFile(
    D.DownloadRunFile.path.replace(':id', String(runId)),
    fileName,
    'The NACHA file could not be downloaded.',
  );

export const changeNoticesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...directDebitKey, 'change-notices', communityAgentId],
    queryFn: () => api.call(D.GetChangeNotices, { query: { communityAgentId } }),
  });

export const enrollmentHistoryQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: [...directDebitKey, 'history', enrollmentId],
    queryFn: () => api.call(D.GetEnrollmentHistory, { query: { enrollmentId } }),
  });
