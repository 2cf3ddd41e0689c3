import { z } from 'zod';
import {
  BankConnectionServices,
  BankSettingTypes,
  type BankSettingType,
  ValidationFileFormats,
} from '@hoa/domain';
import { idParam, isoDate, moneyCents, optionalIdParam, entityId as id } from '../fields';

// Smart banking setup (spec 2 §2 'Bank integration settings', §3 'Bank connection', 'Alert
// recipient', §7 BankConnection, SmartBankingNotificationSubscription, Pyramid bank services,
// communityBankServiceSetting, BankCheckScanLineSettings, lockbox accounts settings,
// SmartBankingFeature, bank log and last runs, bank activity feed) and the lockbox validation
// files (spec 3 §5 'Validation export', §7 /Export/GetExportHOACanditates).

// The request and response shapes of the smart banking setup calls (bank-integration.ts).

const cents = moneyCents.min(0);
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

export const BankSettingTypeSchema = z.enum(BankSettingTypes);

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
  /** The connection's settings (an SFTP connection's host, port, folders and patterns). */
  Settings: z.record(z.string(), z.string()).nullable(),
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

export const BankLastRunSchema = z.object({
  LastRunAt: z.string().nullable(),
  LogState: z.number().nullable(),
  Message: z.string().nullable(),
});

export const BankServiceSubscriptionSchema = z.strictObject({
  BankId: id,
  CommunityId: id,
  BankServiceId: serviceId,
});
export const BankServiceSubscriptionsSchema = z.strictObject({
  BankId: id,
  CommunityId: id,
  BankServiceIds: z.array(serviceId).min(1).max(8),
});
export const MassBankServiceSchema = z.strictObject({
  BankId: id,
  BankServiceId: serviceId,
  CommunityList: z.array(id).max(10_000),
});

export const ValidateConnectionBodySchema = z.strictObject({
  BankId: id,
  PyramidBankId: optionalText(50),
  BankAlias: optionalText(50),
  BankServiceName: z.enum(BankConnectionServices),
  ConnectionValue1: optionalText(200),
  /** A password or secret; for SFTP a private key (OpenSSH or PEM) too. */
  ConnectionValue2: optionalText(8000),
  Settings: z.record(z.string().max(50), z.string().max(200)).nullable().default(null),
});

export const BankSettingsResponseSchema = z.object({
  BankId: z.number(),
  SettingType: BankSettingTypeSchema,
  Settings: z.record(z.string(), z.unknown()),
  IsSaved: z.boolean(),
});

export const SmartBankingFeaturesSchema = z.object({
  Features: z.array(z.object({ SmartBankingFeatureId: z.number(), Name: z.string() })),
  Services: z.array(
    z.object({
      BankServiceId: z.number(),
      SettingType: BankSettingTypeSchema,
      Name: z.string(),
      Scope: z.number(),
      SkipsCommunities: z.boolean(),
    }),
  ),
});

export const CommunityBankServiceSettingSchema = z.object({
  CommunityId: z.number(),
  CommunityName: z.string(),
  IsEnabled: z.boolean(),
});

export const SaveCommunityBankServiceSettingBodySchema = z.strictObject({
  BankId: id,
  BankServiceId: serviceId,
  CommunityList: z.array(z.strictObject({ CommunityId: id, IsEnabled: z.boolean() })).max(10_000),
});

export const SaveAlertRecipientBodySchema = z.strictObject({
  AlertSubscriptionId: id.nullable().default(null),
  SmartBankingFeatureId: z.number().int().min(1).max(8),
  BankId: id,
  EmailAddress: z.email().trim().max(254),
});

export const SaveLockboxAccountsSettingsBodySchema = z.strictObject({
  bankAccountsSettings: z
    .array(z.strictObject({ BankAccountId: id, LockboxId: z.string().trim().max(30).nullable() }))
    .min(1)
    .max(1000),
});

export const BankLogQuerySchema = z.strictObject({
  bankId: idParam,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  accountNumber: z.string().trim().max(50).optional(),
  feature: optionalIdParam,
  logState: optionalIdParam,
  keyword: z.string().trim().max(100).optional(),
});

export const ExportCandidatesResponseSchema = z.object({
  Candidates: z.array(ExportCandidateSchema),
  Warning: z.string().nullable(),
});

export const ValidationExportBodySchema = z.strictObject({
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
});

export const ValidationFileSchema = z.object({
  FileName: z.string(),
  RowCount: z.number(),
  Content: z.string(),
});

/**
 * A file of a bank's SFTP folders that could not be imported: not tried again until it changes,
 * or until an administrator retries it (BankConnection/RetrySftpFile).
 */
export const SftpFailedFileSchema = z.object({
  SftpTransferId: z.number(),
  /** Statement, Lockbox or Return. */
  Kind: z.string(),
  FileName: z.string(),
  SizeBytes: z.number().nullable(),
  FailedAt: z.string(),
});
export type SftpFailedFile = z.infer<typeof SftpFailedFileSchema>;

export const RetrySftpFileBodySchema = z.strictObject({ BankId: id, SftpTransferId: id });
