import { z } from 'zod';
import {
  BankConnectionServices,
  BankSettingTypes,
  type BankSettingType,
  ValidationFileFormats,
} from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, isoDate, optionalIdParam, SuccessResponse } from '../fields';

// Smart banking setup (spec 2 §2 'Bank integration settings', §3 'Bank connection', 'Alert
// recipient', §7 BankConnection, SmartBankingNotificationSubscription, Pyramid bank services,
// communityBankServiceSetting, BankCheckScanLineSettings, lockbox accounts settings,
// SmartBankingFeature, bank log and last runs, bank activity feed) and the lockbox validation
// files (spec 3 §5 'Validation export', §7 /Export/GetExportHOACanditates).

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const serviceId = z.number().int().min(1).max(8);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** The settings of each settingType; missing fields take their defaults. */
export const BankSettingsSchemas = {
  validation: z.strictObject({
    Enabled: z.boolean().default(false),
    ValidationFileId: z
      .number()
      .int()
      .refine((v) => v in ValidationFileFormats, 'Unknown validation file format')
      .default(19),
    Recipient: z.email().max(254).nullable().default(null),
  }),
  autoReconciliation: z.strictObject({
    Enabled: z.boolean().default(false),
    ProcessDaysBack: z.number().int().min(1).max(31).default(3),
    AccountNumberFilter: optionalText(50),
  }),
  lockbox: z.strictObject({
    Enabled: z.boolean().default(false),
    FileFormat: z.enum(['bai', 'csv']).default('bai'),
    MatchOnLegacyKey: z.boolean().default(false),
    IsLockboxAppend: z.boolean().default(false),
  }),
  bankStatement: z.strictObject({
    Enabled: z.boolean().default(false),
    FileFormat: z.enum(['bai2', 'ofx', 'qfx', 'camt053', 'csv']).default('bai2'),
  }),
  realTimeBalance: z.strictObject({
    Enabled: z.boolean().default(false),
    RefreshMinutes: z.number().int().min(15).max(1440).default(60),
  }),
  positivePay: z.strictObject({
    Enabled: z.boolean().default(false),
    Layout: z.enum(['csv', 'fixed']).default('csv'),
    SendVoids: z.boolean().default(true),
  }),
  accountFundsTransfer: z.strictObject({
    Enabled: z.boolean().default(false),
    /** Cents; 0 means no limit. Two-factor authentication is always required. */
    MaxTransferAmount: cents.default(0),
  }),
  stopCheckPayment: z.strictObject({
    Enabled: z.boolean().default(false),
    /** Cents; checks below it are not stopped at the bank. */
    MinimumAmount: cents.default(0),
  }),
} satisfies Record<BankSettingType, z.ZodType>;

const settingTypeSchema = z.enum(BankSettingTypes);

const settingsOf = <T extends BankSettingType>(type: T) =>
  z.strictObject({ BankId: id, SettingType: z.literal(type), Settings: BankSettingsSchemas[type] });

export const SaveBankSettingsBody = z.discriminatedUnion('SettingType', [
  settingsOf('validation'),
  settingsOf('autoReconciliation'),
  settingsOf('lockbox'),
  settingsOf('bankStatement'),
  settingsOf('realTimeBalance'),
  settingsOf('positivePay'),
  settingsOf('accountFundsTransfer'),
  settingsOf('stopCheckPayment'),
]);
export type SaveBankSettingsBody = z.input<typeof SaveBankSettingsBody>;

export const BankConnectionSchema = z.object({
  BankId: z.number(),
  BankName: z.string(),
  BankAlias: z.string().nullable(),
  PyramidBankId: z.string().nullable(),
  BankServiceName: z.string(),
  IsFileBased: z.boolean(),
  /** Whether sealed connection values are kept; they are never sent back. */
  HasCredentials: z.boolean(),
  ValidatedAt: z.string().nullable(),
});
export type BankConnection = z.infer<typeof BankConnectionSchema>;

export const CommunityServiceRowSchema = z.object({
  CommunityId: z.number(),
  CommunityName: z.string(),
  /** The bank service ids the community is subscribed to at this bank. */
  BankServiceIds: z.array(z.number()),
});
export type CommunityServiceRow = z.infer<typeof CommunityServiceRowSchema>;

export const AlertRecipientSchema = z.object({
  AlertSubscriptionId: z.number(),
  SmartBankingFeatureId: z.number(),
  BankId: z.number(),
  EmailAddress: z.string(),
});
export type AlertRecipient = z.infer<typeof AlertRecipientSchema>;

export const BankLogRowSchema = z.object({
  BankLogId: z.number(),
  BankId: z.number(),
  BankName: z.string(),
  AccountNumber: z.string().nullable(),
  Feature: z.number(),
  FeatureName: z.string(),
  LogState: z.number(),
  Message: z.string(),
  CreatedAt: z.string(),
});
export type BankLogRow = z.infer<typeof BankLogRowSchema>;

export const LockboxAccountSettingSchema = z.object({
  BankAccountId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  LockboxId: z.string().nullable(),
});
export type LockboxAccountSetting = z.infer<typeof LockboxAccountSettingSchema>;

export const ExportCandidateSchema = z.object({
  CommunityId: z.number(),
  CommunityName: z.string(),
  Accounts: z.array(
    z.object({
      AccountId: z.number(),
      AccountName: z.string(),
      AccountNumber: z.string(),
      LockboxId: z.string(),
      BankManagementCompanyId: z.number(),
      OwnerCount: z.number(),
      IsSelected: z.boolean(),
    }),
  ),
});
export type ExportCandidate = z.infer<typeof ExportCandidateSchema>;

const lastRun = z.object({
  LastRunAt: z.string().nullable(),
  LogState: z.number().nullable(),
  Message: z.string().nullable(),
});

const subscription = z.strictObject({ BankId: id, CommunityId: id, BankServiceId: serviceId });
const subscriptions = z.strictObject({
  BankId: id,
  CommunityId: id,
  BankServiceIds: z.array(serviceId).min(1).max(8),
});
const mass = z.strictObject({
  BankId: id,
  BankServiceId: serviceId,
  CommunityList: z.array(id).max(10_000),
});

const pyramid = '/api/Pyramid';
const alerts = '/api/SmartBankingNotificationSubscription';

export const bankIntegration = {
  ValidateConnection: endpoint({
    method: 'POST',
    path: '/api/BankConnection/ValidateConnection',
    summary: 'Check and save how a bank is reached: FILE, or a provider with sealed credentials',
    body: z.strictObject({
      BankId: id,
      PyramidBankId: optionalText(50),
      BankAlias: optionalText(50),
      BankServiceName: z.enum(BankConnectionServices),
      ConnectionValue1: optionalText(200),
      ConnectionValue2: optionalText(500),
      Settings: z.record(z.string().max(50), z.string().max(200)).nullable().default(null),
    }),
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
    query: z.strictObject({ bankId: idParam, settingType: settingTypeSchema }),
    response: z.object({
      BankId: z.number(),
      SettingType: settingTypeSchema,
      Settings: z.record(z.string(), z.unknown()),
      IsSaved: z.boolean(),
    }),
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
    response: z.object({
      Features: z.array(z.object({ SmartBankingFeatureId: z.number(), Name: z.string() })),
      Services: z.array(
        z.object({
          BankServiceId: z.number(),
          SettingType: settingTypeSchema,
          Name: z.string(),
          Scope: z.number(),
          SkipsCommunities: z.boolean(),
        }),
      ),
    }),
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
    body: subscription,
    response: SuccessResponse,
  }),
  SubscribeToBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/SubscribeToBankServices`,
    summary: 'Subscribe a community to several bank services',
    body: subscriptions,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankService: endpoint({
    method: 'POST',
    path: `${pyramid}/UnsubscribeFromBankService`,
    summary: 'Unsubscribe a community from a bank service',
    body: subscription,
    response: SuccessResponse,
  }),
  UnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/UnsubscribeFromBankServices`,
    summary: 'Unsubscribe a community from several bank services',
    body: subscriptions,
    response: SuccessResponse,
  }),
  MassSubscribeToBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/MassSubscribeToBankServices`,
    summary: 'Subscribe many communities to a bank service',
    body: mass,
    response: SuccessResponse,
  }),
  MassUnsubscribeFromBankServices: endpoint({
    method: 'POST',
    path: `${pyramid}/MassUnsubscribeFromBankServices`,
    summary: 'Unsubscribe many communities from a bank service',
    body: mass,
    response: SuccessResponse,
  }),
  GetCommunityBankServiceSetting: endpoint({
    method: 'GET',
    path: '/api/CommunityBankServiceSetting/Get',
    summary: 'Which of the caller’s communities at a bank have a service enabled',
    query: z.strictObject({ bankId: idParam, service: z.coerce.number().int().min(1).max(8) }),
    response: z.array(
      z.object({ CommunityId: z.number(), CommunityName: z.string(), IsEnabled: z.boolean() }),
    ),
  }),
  SaveCommunityBankServiceSetting: endpoint({
    method: 'POST',
    path: '/api/CommunityBankServiceSetting/Save',
    summary: 'Set the communities (of the caller’s list at the bank) that have a service enabled',
    body: z.strictObject({
      BankId: id,
      BankServiceId: serviceId,
      CommunityList: z
        .array(z.strictObject({ CommunityId: id, IsEnabled: z.boolean() }))
        .max(10_000),
    }),
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
    body: z.strictObject({
      AlertSubscriptionId: id.nullable().default(null),
      SmartBankingFeatureId: z.number().int().min(1).max(8),
      BankId: id,
      EmailAddress: z.email().trim().max(254),
    }),
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
    body: z.strictObject({
      bankAccountsSettings: z
        .array(
          z.strictObject({
            BankAccountId: id,
            LockboxId: z.string().trim().max(30).nullable(),
          }),
        )
        .min(1)
        .max(1000),
    }),
    response: SuccessResponse,
  }),
  GetBankLog: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankLog',
    summary: 'The smart banking log of a bank, newest first, filtered',
    query: z.strictObject({
      bankId: idParam,
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      accountNumber: z.string().trim().max(50).optional(),
      feature: optionalIdParam,
      logState: optionalIdParam,
      keyword: z.string().trim().max(100).optional(),
    }),
    response: z.array(BankLogRowSchema),
  }),
  GetBankReconciliationLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetBankReconciliationLastRun',
    summary: 'The last reconciliation run logged for a bank',
    query: z.strictObject({ bankId: idParam }),
    response: lastRun,
  }),
  GetSmartBankingLockboxLastRun: endpoint({
    method: 'GET',
    path: '/api/SmartBanking/GetSmartBankingLockboxLastRun',
    summary: 'The last lockbox run logged for a bank',
    query: z.strictObject({ bankId: idParam }),
    response: lastRun,
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
    response: z.object({
      Candidates: z.array(ExportCandidateSchema),
      Warning: z.string().nullable(),
    }),
  }),
  ExportTopsStandardValidationFile: endpoint({
    method: 'POST',
    path: '/api/Export/ExportTopsStandardValidationFile',
    summary: 'The Standard (19) validation file of the selected lockbox accounts (CSV)',
    body: z.strictObject({
      BankId: id,
      Candidates: z
        .array(
          z.strictObject({
            CommunityId: id,
            Accounts: z
              .array(
                z.strictObject({
                  AccountId: id,
                  BankManagementCompanyId: id.optional(),
                  IsSelected: z.boolean().default(true),
                }),
              )
              .max(1000),
          }),
        )
        .max(10_000),
    }),
    response: z.object({ FileName: z.string(), RowCount: z.number(), Content: z.string() }),
  }),
};
