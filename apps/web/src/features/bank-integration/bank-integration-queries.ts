import { contract } from '@hoa/contract';
import type { BankSettingType } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['bank-integration'].
export const bankIntegrationKey = ['bank-integration'] as const;
const B = contract.bankIntegration;

export const connectionQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'connection', bankId],
    queryFn: () => api.call(B.GetBankConnection, { query: { bankId } }),
  });

export const sftpFailedFilesQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'sftp-failed', bankId],
    queryFn: () => api.call(B.GetSftpFailedFiles, { query: { bankId } }),
  });

export const settingsQuery = (bankId: number, settingType: BankSettingType) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'settings', bankId, settingType],
    queryFn: () => api.call(B.GetBankSettings, { query: { bankId, settingType } }),
  });

export const servicesQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'services', bankId],
    queryFn: () => api.call(B.GetBankServices, { query: { bankId } }),
  });

export const recipientsQuery = (bankId: number, smartBankingFeatureId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'recipients', bankId, smartBankingFeatureId],
    queryFn: () =>
      api.call(B.GetRecipientsForSmartBankingLogAlerts, {
        query: { bankId, smartBankingFeatureId },
      }),
  });

export const scanLineQuery = queryOptions({
  queryKey: [...bankIntegrationKey, 'scan-line'],
  queryFn: () => api.call(B.GetBankCheckScanLineSettings),
});

export const lockboxIdsQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'lockbox-ids', bankId],
    queryFn: () => api.call(B.GetLockboxAccountsSettings, { body: { bankId } }),
  });

export const candidatesQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'candidates', bankId],
    queryFn: () => api.call(B.GetExportHOACanditates, { query: { agentId: bankId } }),
  });

export interface LogFilters {
  startDate?: string;
  endDate?: string;
  accountNumber?: string;
  feature?: number;
  logState?: number;
  keyword?: string;
}

export const bankLogQuery = (bankId: number, filters: LogFilters) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'log', bankId, filters],
    queryFn: () => api.call(B.GetBankLog, { query: { bankId, ...filters } }),
  });

/** The bank activity feed (Activity/GetBankActivityFeed): the newest smart banking activity. */
export const bankActivityFeedQuery = (bankId: number | null, skip: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'activity-feed', bankId, skip],
    queryFn: () =>
      api.call(B.GetBankActivityFeed, {
        query: { ...(bankId === null ? {} : { bankId }), skip, take: activityPageSize },
      }),
  });

export const activityPageSize = 20;

export const lastRunsQuery = (bankId: number) =>
  queryOptions({
    queryKey: [...bankIntegrationKey, 'last-runs', bankId],
    queryFn: async () => {
      const [lockbox, reconciliation] = await Promise.all([
        api.call(B.GetSmartBankingLockboxLastRun, { query: { bankId } }),
        api.call(B.GetBankReconciliationLastRun, { query: { bankId } }),
      ]);
      return { lockbox, reconciliation };
    },
  });
