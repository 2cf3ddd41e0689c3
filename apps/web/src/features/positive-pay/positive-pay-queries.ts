import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';

// Everything of this area sits under ['positive-pay'].
export const positivePayKey = ['positive-pay'] as const;
const P = contract.positivePay;

export const accountsQuery = () =>
  queryOptions({
    queryKey: [...positivePayKey, 'accounts'],
    queryFn: () => api.call(P.GetBankAccounts, { query: {} }),
  });

export const sendsQuery = () =>
  queryOptions({
    queryKey: [...positivePayKey, 'sends'],
    queryFn: () => api.call(P.GetPositivePaySends, { query: {} }),
  });

/** The stored file of a send, saved through a temporary link. */
export const downloadSendFile = (sendId: number, fileName: string): Promise<void> =>
  downloadFile(
    P.DownloadPositivePayFile.path.replace(':id', String(sendId)),
    fileName,
    'The file could not be downloaded.',
  );
