import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  deleteRecipientsForSmartBankingLogAlerts,
  getRecipientsForSmartBankingLogAlerts,
  saveRecipientsForSmartBankingLogAlerts,
} from './alert-recipients';
import {
  getBankActivityFeed,
  getBankLog,
  getBankReconciliationLastRun,
  getSmartBankingLockboxLastRun,
} from './bank-log';
import {
  getBankServices,
  getCommunityBankServiceSetting,
  getSmartBankingFeatures,
  massSubscribeToBankServices,
  massUnsubscribeFromBankServices,
  saveCommunityBankServiceSetting,
  subscribeToBankService,
  subscribeToBankServices,
  unsubscribeFromBankService,
  unsubscribeFromBankServices,
} from './bank-services';
import { getBankSettings, saveBankSettings } from './bank-settings';
import { getBankConnection, validateConnection } from './connection';
import { getSmartBankAgents } from './get-smart-bank-agents';
import { getLockboxAccountsSettings, saveLockboxAccountsSettings } from './lockbox-accounts';
import { getBankCheckScanLineSettings, saveBankCheckScanLineSettings } from './scan-line-settings';
import {
  exportAllianceHoaValidationFile,
  exportDuesPaymentValidationFile,
  exportHOAvalidationFile,
  exportPacificPremierHoaValidationFile,
  exportPacificWesternHoaValidationFile,
  exportPacificWesternLegacyHoaValidationFile,
  exportTopsStandardValidationFile,
  exportUnionBankNewValidationFile,
  exportUnionBankValidationFile,
} from './export-validation-files';
import { getExportHOACanditates } from './get-export-hoa-canditates';

export function bankIntegrationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.bankIntegration;
  bind(app, deps, b.GetSmartBankAgents, getSmartBankAgents);
  bind(app, deps, b.ValidateConnection, validateConnection);
  bind(app, deps, b.GetBankConnection, getBankConnection);
  bind(app, deps, b.GetBankSettings, getBankSettings);
  bind(app, deps, b.SaveBankSettings, saveBankSettings);
  bind(app, deps, b.GetSmartBankingFeatures, getSmartBankingFeatures);
  bind(app, deps, b.GetBankServices, getBankServices);
  bind(app, deps, b.SubscribeToBankService, subscribeToBankService);
  bind(app, deps, b.SubscribeToBankServices, subscribeToBankServices);
  bind(app, deps, b.UnsubscribeFromBankService, unsubscribeFromBankService);
  bind(app, deps, b.UnsubscribeFromBankServices, unsubscribeFromBankServices);
  bind(app, deps, b.MassSubscribeToBankServices, massSubscribeToBankServices);
  bind(app, deps, b.MassUnsubscribeFromBankServices, massUnsubscribeFromBankServices);
  bind(app, deps, b.GetCommunityBankServiceSetting, getCommunityBankServiceSetting);
  bind(app, deps, b.SaveCommunityBankServiceSetting, saveCommunityBankServiceSetting);
  bind(app, deps, b.GetRecipientsForSmartBankingLogAlerts, getRecipientsForSmartBankingLogAlerts);
  bind(app, deps, b.SaveRecipientsForSmartBankingLogAlerts, saveRecipientsForSmartBankingLogAlerts);
  bind(
    app,
    deps,
    b.DeleteRecipientsForSmartBankingLogAlerts,
    deleteRecipientsForSmartBankingLogAlerts,
  );
  bind(app, deps, b.GetBankCheckScanLineSettings, getBankCheckScanLineSettings);
  bind(app, deps, b.SaveBankCheckScanLineSettings, saveBankCheckScanLineSettings);
  bind(app, deps, b.GetLockboxAccountsSettings, getLockboxAccountsSettings);
  bind(app, deps, b.SaveLockboxAccountsSettings, saveLockboxAccountsSettings);
  bind(app, deps, b.GetBankLog, getBankLog);
  bind(app, deps, b.GetBankReconciliationLastRun, getBankReconciliationLastRun);
  bind(app, deps, b.GetSmartBankingLockboxLastRun, getSmartBankingLockboxLastRun);
  bind(app, deps, b.GetBankActivityFeed, getBankActivityFeed);
  bind(app, deps, b.GetExportHOACanditates, getExportHOACanditates);
  bind(app, deps, b.ExportTopsStandardValidationFile, exportTopsStandardValidationFile);
  bind(app, deps, b.ExportHOAvalidationFile, exportHOAvalidationFile);
  bind(app, deps, b.ExportAllianceHoaValidationFile, exportAllianceHoaValidationFile);
  bind(app, deps, b.ExportPacificPremierHoaValidationFile, exportPacificPremierHoaValidationFile);
  bind(app, deps, b.ExportPacificWesternHoaValidationFile, exportPacificWesternHoaValidationFile);
  bind(
    app,
    deps,
    b.ExportPacificWesternLegacyHoaValidationFile,
    exportPacificWesternLegacyHoaValidationFile,
  );
  bind(app, deps, b.ExportDuesPaymentValidationFile, exportDuesPaymentValidationFile);
  bind(app, deps, b.ExportUnionBankValidationFile, exportUnionBankValidationFile);
  bind(app, deps, b.ExportUnionBankNewValidationFile, exportUnionBankNewValidationFile);
}
