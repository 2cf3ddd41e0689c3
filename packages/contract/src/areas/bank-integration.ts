import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, optionalIdParam, SuccessResponse } from '../fields';
import {
  AlertRecipientSchema,
  BankConnectionSchema,
  BankLastRunSchema,
  BankLogQuerySchema,
  BankLogRowSchema,
  BankServiceSubscriptionSchema,
  BankServiceSubscriptionsSchema,
  BankSettingsResponseSchema,
  BankSettingTypeSchema,
  CommunityBankServiceSettingSchema,
  CommunityServiceRowSchema,
  ExportCandidatesResponseSchema,
  LockboxAccountSettingSchema,
  MassBankServiceSchema,
  SaveAlertRecipientBodySchema,
  SaveBankSettingsBody,
  SaveCommunityBankServiceSettingBodySchema,
  SaveLockboxAccountsSettingsBodySchema,
  SmartBankingFeaturesSchema,
  ValidateConnectionBodySchema,
  ValidationExportBodySchema,
  ValidationFileSchema,
} from './bank-integration-schemas';

// Smart banking setup (spec 2 §2 'Bank integration settings', §3 'Bank connection', 'Alert
// recipient', §7 BankConnection, SmartBankingNotificationSubscription, Pyramid bank services,
// communityBankServiceSetting, BankCheckScanLineSettings, lockbox accounts settings,
// SmartBankingFeature, bank log and last runs, bank activity feed) and the lockbox validation
// files (spec 3 §5 'Validation export', §7 /Export/GetExportHOACanditates).

export * from './bank-integration-schemas';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pyramid = '/api/Pyramid';
const alerts = '/api/SmartBankingNotificationSubscription';

export const bankIntegration = {
  ValidateConnection: endpoint({
    method: 'POST',
    path: '/api/BankConnection/ValidateConnection',
    summary: 'Check and save how a bank is reached: FILE, or a provider with sealed credentials',
    body: ValidateConnectionBodySchema,
    response: BankConnectionSchema,
  }),
  GetBankConnection: endpoint({
    method: 'GET',
    path: '/api/BankConnection/GetBankConnection',
    summary: 'How a bank is reached (FILE until a connection is validated)',
    query: z.strictObject({ bankId: idParam }),
    response: BankConnectionSchema,
  }),
  GetBankSettings: endpoint({
    method: 'GET',
    path: '/api/BankIntegration/GetBankSettings',
    summary: 'The settings of one setting type of a bank (defaults until saved)',
    query: z.strictObject({ bankId: idParam, settingType: BankSettingTypeSchema }),
    response: BankSettingsResponseSchema,
  }),
  SaveBankSettings: endpoint({
    method: 'POST',
    path: '/api/BankIntegration/SaveBankSettings',
    summary: 'Save the settings of one setting type of a bank',
    body: SaveBankSettingsBody,
    response: SuccessResponse,
  }),
  GetSmartBankingFeatures: endpoint({
    method: 'GET',
    path: '/api/SmartBankingFeature/Get',
    summary: 'The smart banking features (scopes) and the bank service types 1-8',
    response: SmartBankingFeaturesSchema,
  }),
  GetBankServices: endpoint({
    method: 'GET',
    path: `${pyramid}/GetBankServices`,
    summary: 'The caller’s communities with accounts at a bank and the services each has',
    query: z.strictObject({ bankId: idParam }),
    response: z.array(CommunityServiceRowSchema),
  }),
  SubscribeToBankService: endpoint({
    method: 'POST',
    path: `${pyramid}/SubscribeToBankService`,
    summary: 'Subscribe a community to a bank service',
    body: BankServiceSubscriptionSchema,
    response: SuccessResponse,
  }),
  SubscribeToBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/SubscribeToBankServices`,
    summary: 'Subscribe a community to several bank services',
    body: BankServiceSubscriptionsSchema,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankService: endpoint({
    method: 'POST',
    path: `${pyramid}/UnsubscribeFromBankService`,
    summary: 'Unsubscribe a community from a bank service',
    body: BankServiceSubscriptionSchema,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/UnsubscribeFromBankServices`,
    summary: 'Unsubscribe a community from several bank services',
    body: BankServiceSubscriptionsSchema,
    response: SuccessResponse,
  }),
  MassSubscribeToBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/MassSubscribeToBankServices`,
    summary: 'Subscribe many communities to a bank service',
    body: MassBankServiceSchema,
    response: SuccessResponse,
  }),
  MassUnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/MassUnsubscribeFromBankServices`,
    summary: 'Unsubscribe many communities from a bank service',
    body: MassBankServiceSchema,
    response: SuccessResponse,
  }),
  GetCommunityBankServiceSetting: endpoint({
    method: 'GET',
    path: '/api/CommunityBankServiceSetting/Get',
    summary: 'Which of the caller’s communities at a bank have a service enabled',
    query: z.strictObject({ bankId: idParam, service: z.coerce.number().int().min(1).max(8) }),
    response: z.array(CommunityBankServiceSettingSchema),
  }),
  SaveCommunityBankServiceSetting: endpoint({
    method: 'POST',
    path: '/api/CommunityBankServiceSetting/Save',
    summary: 'Set the communities (of the caller’s list at the bank) that have a service enabled',
    body: SaveCommunityBankServiceSettingBodySchema,
    response: SuccessResponse,
  }),
  GetRecipientsForSmartBankingLogAlerts: endpoint({
    method: 'GET',
    path: `${alerts}/GetRecipientsForSmartBankingLogAlerts`,
    summary: 'Who gets the log alerts of a smart banking feature of a bank',
    query: z.strictObject({ bankId: idParam, smartBankingFeatureId: idParam }),
    response: z.array(AlertRecipientSchema),
  }),
  SaveRecipientsForSmartBankingLogAlerts: endpoint({
    method: 'POST',
    path: `${alerts}/SaveRecipientsForSmartBankingLogAlerts`,
    summary: 'Add (no AlertSubscriptionId) or change a log alert recipient',
    body: SaveAlertRecipientBodySchema,
    response: AlertRecipientSchema,
  }),
  DeleteRecipientsForSmartBankingLogAlerts: endpoint({
    method: 'DELETE',
    path: `${alerts}/DeleteRecipientsForSmartBankingLogAlerts`,
    summary: 'Remove a log alert recipient',
    query: z.strictObject({ AlertSubscriptionId: idParam }),
    response: SuccessResponse,
  }),
  GetBankCheckScanLineSettings: endpoint({
    method: 'GET',
    path: '/api/BankCheckScanLineSettings/Get',
    summary: 'The company’s check scan-line settings',
    response: z.object({ AllowBankAccountPadding: z.boolean() }),
  }),
  SaveBankCheckScanLineSettings: endpoint({
    method: 'POST',
    path: '/api/BankCheckScanLineSettings/Save',
    summary: 'Save the company’s check scan-line settings',
    body: z.strictObject({ request: z.strictObject({ AllowBankAccountPadding: z.boolean() }) }),
    response: SuccessResponse,
  }),
  GetLockboxAccountsSettings: endpoint({
    method: 'POST',
    path: '/api/Lockbox/GetLockboxAccountsSettings',
    summary: 'The lockbox ids of the caller’s bank accounts at a bank',
    body: z.strictObject({ bankId: id }),
    response: z.array(LockboxAccountSettingSchema),
  }),
  SaveLockboxAccountsSettings: endpoint({
    method: 'POST',
    path: '/api/Lockbox/SaveLockboxAccountsSettings',
    summary: 'Set (or clear with null) the lockbox ids of bank accounts',
    body: SaveLockboxAccountsSettingsBodySchema,
    response: SuccessResponse,
  }),
  GetBankLog: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankLog',
    summary: 'The smart banking log of a bank, newest first, filtered',
    query: BankLogQuerySchema,
    response: z.array(BankLogRowSchema),
  }),
  GetBankReconciliationLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankReconciliationLastRun',
    summary: 'The last reconciliation run logged for a bank',
    query: z.strictObject({ bankId: idParam }),
    response: BankLastRunSchema,
  }),
  GetSmartBankingLockboxLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetSmartBankingLockboxLastRun',
    summary: 'The last lockbox run logged for a bank',
    query: z.strictObject({ bankId: idParam }),
    response: BankLastRunSchema,
  }),
  GetBankActivityFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetBankActivityFeed',
    summary: 'Recent smart banking activity of the company’s banks, newest first',
    query: z.strictObject({
      bankId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ TotalCount: z.number(), Items: z.array(BankLogRowSchema) }),
  }),
  GetExportHOACanditates: endpoint({
    method: 'GET',
    path: '/api/Export/GetExportHOACanditates',
    summary: 'Communities and bank accounts with a lockbox id at a bank, for validation files',
    query: z.strictObject({ agentId: idParam }),
    response: ExportCandidatesResponseSchema,
  }),
  ExportTopsStandardValidationFile: endpoint({
    method: 'POST',
    path: '/api/Export/ExportTopsStandardValidationFile',
    summary: 'The Standard (19) validation file of the selected lockbox accounts (CSV)',
    body: ValidationExportBodySchema,
    response: ValidationFileSchema,
  }),
};
