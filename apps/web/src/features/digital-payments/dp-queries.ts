import { contract, type DigitalPaymentDocument } from '@hoa/contract';
import { DigitalPaymentMessages } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';
import { uploadFile } from '../../widgets/upload-file';

// Everything of this area sits under ['digital-payments'].
export const dpKey = ['digital-payments'] as const;
export const D = contract.digitalPayments;

export const accountQuery = (CommunityAgentId: number) =>
  queryOptions({
    queryKey: [...dpKey, 'account', CommunityAgentId],
    queryFn: () => api.call(D.GetDigitalPaymentAccount, { query: { CommunityAgentId } }),
  });

export const documentsQuery = (CommunityAgentId: number) =>
  queryOptions({
    queryKey: [...dpKey, 'documents', CommunityAgentId],
    queryFn: () => api.call(D.GetDigitalPaymentAccountDocuments, { query: { CommunityAgentId } }),
  });

export const documentsNeededQuery = (CommunityAgentId: number) =>
  queryOptions({
    queryKey: [...dpKey, 'needed', CommunityAgentId],
    queryFn: () =>
      api.call(D.GetDigitalPaymentAccountVerificationDocumentsNeeded, {
        query: { CommunityAgentId },
      }),
  });

export const controllerQuery = (CommunityAgentId: number) =>
  queryOptions({
    queryKey: [...dpKey, 'controller', CommunityAgentId],
    queryFn: () => api.call(D.GetControllerInfo, { query: { CommunityAgentId } }),
  });

export const fundingSourcesQuery = (communityId: number, page: number) =>
  queryOptions({
    queryKey: [...dpKey, 'sources', communityId, page],
    queryFn: () =>
      api.call(D.GetBankAccountDigitalPaymentSettings, { query: { communityId, page } }),
  });

export const checksQuery = (communityAgentId: number, digitalPaymentStatus: number | undefined) =>
  queryOptions({
    queryKey: [...dpKey, 'checks', communityAgentId, digitalPaymentStatus ?? 'all'],
    queryFn: () =>
      api.call(D.GetDigitalChecks, {
        query: {
          communityAgentId,
          ...(digitalPaymentStatus === undefined ? {} : { digitalPaymentStatus }),
        },
      }),
  });

export const summaryQuery = (CommunityAgentId: number) =>
  queryOptions({
    queryKey: [...dpKey, 'summary', CommunityAgentId],
    queryFn: () => api.call(D.GetDigitalPaymentSummary, { query: { CommunityAgentId } }),
  });

/** Uploads a verification document as multipart/form-data. */
export async function uploadDocument(
  fields: { CommunityAgentId: number; Type: string; DocumentFor: number },
  file: File,
): Promise<DigitalPaymentDocument> {
  const answer = await uploadFile(
    D.UploadDocument.path,
    fields,
    file,
    DigitalPaymentMessages.uploadFailed,
  );
  return D.UploadDocument.response.parse(answer);
}

/** The NACHA credit file of a run, saved through a temporary link. */
export const downloadNachaCreditFile = (runId: number, fileName: string): Promise<void> =>
  downloadFile(
    D.DownloadNachaCreditFile.path.replace(':id', String(runId)),
    fileName,
    'The NACHA file could not be downloaded.',
  );

/** Badge colors of account, funding-source and digital payment statuses. */
export function statusColor(status: string | null): string {
  if (status === 'Verified' || status === 'Paid' || status === 'Active') return 'green';
  if (
    status === 'Failed' ||
    status?.includes('Failed') ||
    status?.includes('Max') ||
    status === 'Suspended'
  )
    return 'red';
  if (status === 'Refunded' || status === 'Voided' || status === 'Deactivated') return 'gray';
  return 'yellow';
}

/** A status name for reading: 'MicroDepositInitiated' -> 'Micro deposit initiated'. */
export function statusLabel(status: string): string {
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
