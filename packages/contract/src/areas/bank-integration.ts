import { z } from 'zod';
import type { ValidationLayoutKey } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, optionalIdParam, SuccessResponse, entityId as id } from '../fields';
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
  RetrySftpFileBodySchema,
  SftpFailedFileSchema,
  SmartBankingFeaturesSchema,
  ValidateConnectionBodySchema,
  ValidationExportBodySchema,
  ValidationFileSchema,
} from './bank-integration-schemas';

// Smart banking setup (spec 2 §2 'Bank integration settings', §3 'Bank connection', 'Alert
// recipient', §7 BankConnection, SmartBankingNotificationSubscription, Pyramid bank services,
// communityBankServiceSetting, BankCheckScanLineSettings, lockbox accounts settings,
// SmartBankingFeature, bank log and last runs, bank activity feed) and the lockbox validation
// files (spec 3 §5 'Validation export', §7 /Export/GetExportHOACanditates and the Export calls of
// each bank layout).

export * from './bank-integration-schemas';

// The validation-file exports take the same body and answer the same shape, one call per bank
// layout (spec 3 §7 lists seven; the Pacific Western jobs 17 and 20 get calls of the same
// pattern so every layout of §9 can be exported on demand).
const validationFile = {
  method: 'POST',
  access: { claim: 'bank', level: 'read' },
  body: ValidationExportBodySchema,
  response: ValidationFileSchema,
} as const;

/** A bank smart banking reaches (Crm/GetSmartBankAgents). */
export const SmartBankAgentSchema = z.object({
  TopsAgentId: z.number(),
  DisplayName: z.string(),
  BankAlias: z.string().nullable(),
  /** The provider, aggregator or SFTP the bank is reached through (never FILE). */
  BankServiceName: z.string(),
  ValidatedAt: z.string(),
  /** The caller's communities subscribed to one of the bank's services or more. */
  CommunityCount: z.number(),
});
export type SmartBankAgent = z.infer<typeof SmartBankAgentSchema>;

export const bankIntegration = {
  GetSmartBankAgents: endpoint({
    method: 'GET',
    path: '/api/Crm/GetSmartBankAgents',
    summary:
      'The banks smart banking reaches (a validated connection other than file uploads), by name; of one community’s subscribed banks when given',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ communityAgentId: optionalIdParam }),
    response: z.array(SmartBankAgentSchema),
  }),
  ValidateConnection: endpoint({
    method: 'POST',
    path: '/api/BankConnection/ValidateConnection',
    summary:
      'Check and save how a bank is reached: FILE, a provider, or SFTP (logged in and its folders listed first)',
    access: { claim: 'bank', level: 'update' },
    body: ValidateConnectionBodySchema,
    response: BankConnectionSchema,
  }),
  GetBankConnection: endpoint({
    method: 'GET',
    path: '/api/BankConnection/GetBankConnection',
    summary: 'How a bank is reached (FILE until a connection is validated)',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam }),
    response: BankConnectionSchema,
  }),
  GetSftpFailedFiles: endpoint({
    method: 'GET',
    path: '/api/BankConnection/GetSftpFailedFiles',
    summary:
      'The files of a bank’s SFTP folders that could not be imported, not tried again until they change, newest first',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam }),
    response: z.array(SftpFailedFileSchema),
  }),
  RetrySftpFile: endpoint({
    method: 'POST',
    path: '/api/BankConnection/RetrySftpFile',
    summary:
      'Try a failed SFTP file again, unchanged, at the next poll (once what refused it is set up)',
    access: { claim: 'bank', level: 'update' },
    body: RetrySftpFileBodySchema,
    response: SuccessResponse,
  }),
  GetBankSettings: endpoint({
    method: 'GET',
    path: '/api/BankIntegration/GetBankSettings',
    summary: 'The settings of one setting type of a bank (defaults until saved)',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam, settingType: BankSettingTypeSchema }),
    response: BankSettingsResponseSchema,
  }),
  SaveBankSettings: endpoint({
    method: 'POST',
    path: '/api/BankIntegration/SaveBankSettings',
    summary: 'Save the settings of one setting type of a bank',
    access: { claim: 'bank', level: 'update' },
    body: SaveBankSettingsBody,
    response: SuccessResponse,
  }),
  GetSmartBankingFeatures: endpoint({
    method: 'GET',
    path: '/api/SmartBankingFeature/Get',
    summary: 'The smart banking features (scopes) and the bank service types 1-8',
    access: { claim: 'bank', level: 'read' },
    response: SmartBankingFeaturesSchema,
  }),
  GetBankServices: endpoint({
    method: 'GET',
    path: '/api/Pyramid/GetBankServices',
    summary: 'The caller’s communities with accounts at a bank and the services each has',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam }),
    response: z.array(CommunityServiceRowSchema),
  }),
  SubscribeToBankService: endpoint({
    method: 'POST',
    path: '/api/Pyramid/SubscribeToBankService',
    summary: 'Subscribe a community to a bank service',
    access: { claim: 'bank', level: 'update' },
    body: BankServiceSubscriptionSchema,
    response: SuccessResponse,
  }),
  SubscribeToBankServices: endpoint({
    method: 'POST',
    path: '/api/Pyramid/SubscribeToBankServices',
    summary: 'Subscribe a community to several bank services',
    access: { claim: 'bank', level: 'update' },
    body: BankServiceSubscriptionsSchema,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankService: endpoint({
    method: 'POST',
    path: '/api/Pyramid/UnsubscribeFromBankService',
    summary: 'Unsubscribe a community from a bank service',
    access: { claim: 'bank', level: 'update' },
    body: BankServiceSubscriptionSchema,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: '/api/Pyramid/UnsubscribeFromBankServices',
    summary: 'Unsubscribe a community from several bank services',
    access: { claim: 'bank', level: 'update' },
    body: BankServiceSubscriptionsSchema,
    response: SuccessResponse,
  }),
  MassSubscribeToBankServices: endpoint({
    method: 'POST',
    path: '/api/Pyramid/MassSubscribeToBankServices',
    summary: 'Subscribe many communities to a bank service',
    access: { claim: 'bank', level: 'update' },
    body: MassBankServiceSchema,
    response: SuccessResponse,
  }),
  MassUnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: '/api/Pyramid/MassUnsubscribeFromBankServices',
    summary: 'Unsubscribe many communities from a bank service',
    access: { claim: 'bank', level: 'update' },
    body: MassBankServiceSchema,
    response: SuccessResponse,
  }),
  GetCommunityBankServiceSetting: endpoint({
    method: 'GET',
    path: '/api/CommunityBankServiceSetting/Get',
    summary: 'Which of the caller’s communities at a bank have a service enabled',
    access: { claim: 'bank', level: 'read' },
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
    path: '/api/SmartBankingNotificationSubscription/GetRecipientsForSmartBankingLogAlerts',
    summary: 'Who gets the log alerts of a smart banking feature of a bank',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam, smartBankingFeatureId: idParam }),
    response: z.array(AlertRecipientSchema),
  }),
  SaveRecipientsForSmartBankingLogAlerts: endpoint({
    method: 'POST',
    path: '/api/SmartBankingNotificationSubscription/SaveRecipientsForSmartBankingLogAlerts',
    summary: 'Add (no AlertSubscriptionId) or change a log alert recipient',
    body: SaveAlertRecipientBodySchema,
    response: AlertRecipientSchema,
  }),
  DeleteRecipientsForSmartBankingLogAlerts: endpoint({
    method: 'DELETE',
    path: '/api/SmartBankingNotificationSubscription/DeleteRecipientsForSmartBankingLogAlerts',
    summary: 'Remove a log alert recipient',
    access: { claim: 'bank', level: 'delete' },
    query: z.strictObject({ AlertSubscriptionId: idParam }),
    response: SuccessResponse,
  }),
  GetBankCheckScanLineSettings: endpoint({
    method: 'GET',
    path: '/api/BankCheckScanLineSettings/Get',
    summary: 'The company’s check scan-line settings',
    access: { claim: 'bank', level: 'read' },
    response: z.object({ AllowBankAccountPadding: z.boolean() }),
  }),
  SaveBankCheckScanLineSettings: endpoint({
    method: 'POST',
    path: '/api/BankCheckScanLineSettings/Save',
    summary: 'Save the company’s check scan-line settings',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ request: z.strictObject({ AllowBankAccountPadding: z.boolean() }) }),
    response: SuccessResponse,
  }),
  GetLockboxAccountsSettings: endpoint({
    method: 'POST',
    path: '/api/Lockbox/GetLockboxAccountsSettings',
    summary: 'The lockbox ids of the caller’s bank accounts at a bank',
    access: { claim: 'bank', level: 'read' },
    body: z.strictObject({ bankId: id }),
    response: z.array(LockboxAccountSettingSchema),
  }),
  SaveLockboxAccountsSettings: endpoint({
    method: 'POST',
    path: '/api/Lockbox/SaveLockboxAccountsSettings',
    summary: 'Set (or clear with null) the lockbox ids of bank accounts',
    access: { claim: 'bank', level: 'update' },
    body: SaveLockboxAccountsSettingsBodySchema,
    response: SuccessResponse,
  }),
  GetBankLog: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankLog',
    summary: 'The smart banking log of a bank, newest first, filtered',
    access: { claim: 'bank', level: 'read' },
    query: BankLogQuerySchema,
    response: z.array(BankLogRowSchema),
  }),
  GetBankReconciliationLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankReconciliationLastRun',
    summary: 'The last reconciliation run logged for a bank',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam }),
    response: BankLastRunSchema,
  }),
  GetSmartBankingLockboxLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetSmartBankingLockboxLastRun',
    summary: 'The last lockbox run logged for a bank',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankId: idParam }),
    response: BankLastRunSchema,
  }),
  GetBankActivityFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetBankActivityFeed',
    summary: 'Recent smart banking activity of the company’s banks, newest first',
    access: { claim: 'bank', level: 'read' },
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
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ agentId: idParam }),
    response: ExportCandidatesResponseSchema,
  }),
  ExportTopsStandardValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportTopsStandardValidationFile',
    summary: 'The Standard (19) validation file of the selected lockbox accounts (CSV)',
  }),
  ExportHOAvalidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportHOAvalidationFile',
    summary: 'The First Citizens (9) validation file (fixed width, header, details, trailer)',
  }),
  ExportAllianceHoaValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportAllianceHoaValidationFile',
    summary: 'The Alliance (12) validation file (CSV, every field quoted)',
  }),
  ExportPacificPremierHoaValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportPacificPremierHoaValidationFile',
    summary: 'The Pacific Premier (16) validation file (fixed width, a batch per lockbox)',
  }),
  ExportPacificWesternHoaValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportPacificWesternHoaValidationFile',
    summary: 'The Pacific Western (17) validation file (tab-separated)',
  }),
  ExportPacificWesternLegacyHoaValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportPacificWesternLegacyHoaValidationFile',
    summary: 'The Pacific Western Legacy (20) validation file (fixed width, details only)',
  }),
  ExportDuesPaymentValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportDuesPaymentValidationFile',
    summary: 'The DuesPayment (18) validation file (pipe-delimited records)',
  }),
  ExportUnionBankValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportUnionBankValidationFile',
    summary: 'The Union Bank validation file (fixed width, zoned amounts)',
  }),
  ExportUnionBankNewValidationFile: endpoint({
    ...validationFile,
    path: '/api/Export/ExportUnionBankNewValidationFile',
    summary: 'The Union Bank new validation file (CSV)',
  }),
};

/** The Export call of each validation-file layout (ValidationLayouts of @hoa/domain). */
export const validationFileCalls = {
  Standard: bankIntegration.ExportTopsStandardValidationFile,
  FirstCitizens: bankIntegration.ExportHOAvalidationFile,
  Alliance: bankIntegration.ExportAllianceHoaValidationFile,
  PacificPremier: bankIntegration.ExportPacificPremierHoaValidationFile,
  PacificWestern: bankIntegration.ExportPacificWesternHoaValidationFile,
  PacificWesternLegacy: bankIntegration.ExportPacificWesternLegacyHoaValidationFile,
  DuesPayment: bankIntegration.ExportDuesPaymentValidationFile,
  UnionBank: bankIntegration.ExportUnionBankValidationFile,
  UnionBankNew: bankIntegration.ExportUnionBankNewValidationFile,
} as const satisfies Record<ValidationLayoutKey, unknown>;
