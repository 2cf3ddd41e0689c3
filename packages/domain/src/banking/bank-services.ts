// Smart banking setup (spec 2 §2 'Bank integration settings', §5 'Bank setup', §8, §9).
//
// Bank service type ids 1-8 follow the spec's settingType list; each maps to the scope the
// bank's features and logs use: lockbox 2, validation 3, reconciliation 1, the others equal to
// their id. The smart banking feature ids are those scopes (the alert recipient's
// SmartBankingFeatureId 2 is the lockbox feature).

import { SftpConnection, sftpSettingsProblem } from './sftp-connection';

export const BankSettingTypes = [
  'validation',
  'autoReconciliation',
  'lockbox',
  'bankStatement',
  'realTimeBalance',
  'positivePay',
  'accountFundsTransfer',
  'stopCheckPayment',
] as const;
export type BankSettingType = (typeof BankSettingTypes)[number];

export const BankServiceTypeId = {
  Validation: 1,
  AutoReconciliation: 2,
  Lockbox: 3,
  BankStatement: 4,
  RealTimeBalance: 5,
  PositivePay: 6,
  AccountFundsTransfer: 7,
  StopCheckPayment: 8,
} as const;
export type BankServiceTypeId = (typeof BankServiceTypeId)[keyof typeof BankServiceTypeId];

export const SmartBankingFeatureId = {
  Reconciliation: 1,
  Lockbox: 2,
  Validation: 3,
  BankStatement: 4,
  RealTimeBalance: 5,
  PositivePay: 6,
  AccountFundsTransfer: 7,
  StopCheckPayment: 8,
} as const;
export type SmartBankingFeatureId =
  (typeof SmartBankingFeatureId)[keyof typeof SmartBankingFeatureId];

export interface BankServiceType {
  BankServiceId: BankServiceTypeId;
  SettingType: BankSettingType;
  Name: string;
  /** The smart banking feature (scope) of the service. */
  Scope: SmartBankingFeatureId;
  /** Bank-wide services need no enabled community. */
  SkipsCommunities: boolean;
}

const named: Record<BankSettingType, string> = {
  validation: 'Validation file',
  autoReconciliation: 'Auto reconciliation',
  lockbox: 'Lockbox',
  bankStatement: 'Bank statement',
  realTimeBalance: 'Real-time balance',
  positivePay: 'Positive pay',
  accountFundsTransfer: 'Account funds transfer',
  stopCheckPayment: 'Stop check payment',
};

/** The scope of a service type id: lockbox 2, validation 3, reconciliation 1, else the id. */
export function bankServiceScope(serviceId: number): number {
  switch (serviceId) {
    case BankServiceTypeId.Lockbox:
      return SmartBankingFeatureId.Lockbox;
    case BankServiceTypeId.Validation:
      return SmartBankingFeatureId.Validation;
    case BankServiceTypeId.AutoReconciliation:
      return SmartBankingFeatureId.Reconciliation;
    default:
      return serviceId;
  }
}

// Statements and real-time balances come for every account of the bank connection.
const bankWide = new Set<BankSettingType>(['bankStatement', 'realTimeBalance']);

export const BankServiceTypes: readonly BankServiceType[] = BankSettingTypes.map((type, i) => ({
  BankServiceId: (i + 1) as BankServiceTypeId,
  SettingType: type,
  Name: named[type],
  Scope: bankServiceScope(i + 1) as SmartBankingFeatureId,
  SkipsCommunities: bankWide.has(type),
}));

export function bankServiceType(serviceId: number): BankServiceType | undefined {
  return BankServiceTypes.find((s) => s.BankServiceId === serviceId);
}

/** SmartBankingFeature/Get: the features by scope id. */
export const SmartBankingFeatures = [
  { SmartBankingFeatureId: SmartBankingFeatureId.Reconciliation, Name: 'Reconciliation' },
  { SmartBankingFeatureId: SmartBankingFeatureId.Lockbox, Name: 'Lockbox' },
  { SmartBankingFeatureId: SmartBankingFeatureId.Validation, Name: 'Validation file' },
  { SmartBankingFeatureId: SmartBankingFeatureId.BankStatement, Name: 'Bank statement' },
  { SmartBankingFeatureId: SmartBankingFeatureId.RealTimeBalance, Name: 'Real-time balance' },
  { SmartBankingFeatureId: SmartBankingFeatureId.PositivePay, Name: 'Positive pay' },
  {
    SmartBankingFeatureId: SmartBankingFeatureId.AccountFundsTransfer,
    Name: 'Account funds transfer',
  },
  { SmartBankingFeatureId: SmartBankingFeatureId.StopCheckPayment, Name: 'Stop check payment' },
] as const;

/** Log states of the smart banking log. */
export const BankLogState = { Success: 1, Warning: 2, Error: 3 } as const;
export type BankLogState = (typeof BankLogState)[keyof typeof BankLogState];

// Connections. 'FILE' is available for every bank: its files (statements, lockbox files) are
// uploaded by users and positive pay files downloaded, so there is nothing to log in to. The
// providers with their own integration need both connection values (user name / key and
// password / secret); every other bank service goes through an aggregator, which needs them too.
// 'SFTP' is the bank's own SFTP server, polled by a job (banking/sftp-connection.ts).
export const FileConnection = 'FILE';
export const SmartBankingProviders = ['MOO', 'AAB', 'BB&T', 'UB', 'PPBI', 'SNB', 'TFC'] as const;
export const AggregatorConnection = 'AGGREGATOR';
export const BankConnectionServices = [
  FileConnection,
  ...SmartBankingProviders,
  AggregatorConnection,
  SftpConnection,
] as const;
export type BankConnectionService = (typeof BankConnectionServices)[number];

export function isOwnIntegration(service: string): boolean {
  return (SmartBankingProviders as readonly string[]).includes(service);
}

export const BankSetupMessages = {
  allFieldsRequired: 'All fields are required.',
  needEnabledCommunity: 'Need at least one enabled community.',
  noRoutingNumber: 'Bank has not set a routing number',
  saveAlertFirst: 'Before adding a new email you need to save your current changes first.',
  loginFailed: 'Login failed. Please verify your settings with your bank provider.',
  settingsNotSaved: 'Your Settings could not be saved.',
  credentialsNotSaved: 'An unexpected error occurred while saving bank credentials.',
  bankAccountsNotLoaded: 'Error loading bank accounts.',
  authorizationUrlNotLoaded: 'Error loading authorization url.',
  matchingSettingsNotLoaded: 'Error loading matching settings.',
  bankAccountNotSaved: 'An error occurred while saving bank account.',
} as const;

export interface ConnectionInput {
  BankServiceName: string;
  ConnectionValue1?: string | null;
  ConnectionValue2?: string | null;
  Settings?: Readonly<Record<string, string>> | null;
}

/** Null when the connection may be saved, else the message to refuse it with. */
export function connectionProblem(input: ConnectionInput): string | null {
  if (input.BankServiceName === FileConnection) return null;
  const filled = (v: string | null | undefined) => (v ?? '').trim().length > 0;
  if (!filled(input.ConnectionValue1) || !filled(input.ConnectionValue2))
    return BankSetupMessages.allFieldsRequired;
  return input.BankServiceName === SftpConnection ? sftpSettingsProblem(input.Settings) : null;
}

/** Mass (or per-service) subscription needs an enabled community unless the service skips them. */
export function subscriptionProblem(serviceId: number, enabledCommunities: number): string | null {
  const service = bankServiceType(serviceId);
  if (!service) return `Unknown bank service ${serviceId}.`;
  return enabledCommunities === 0 && !service.SkipsCommunities
    ? BankSetupMessages.needEnabledCommunity
    : null;
}
