// Other enumerations of spec 1 §3.5b (and the same lists in spec 2 §3 and spec 3 §3). Where the
// spec gives names without ids, they are numbered 1.. in the spec's order.

export interface CostItemType {
  readonly CostItemTypeId: number;
  readonly CostItemTypeName: string;
}

// Numbered 1.. in the spec's order.
export const CostItemTypes: readonly CostItemType[] = [
  { CostItemTypeId: 1, CostItemTypeName: 'Labor' },
  { CostItemTypeId: 2, CostItemTypeName: 'Material' },
  { CostItemTypeId: 3, CostItemTypeName: 'Other' },
];

export interface RequestSource {
  readonly RequestSourceId: number;
  readonly RequestSourceName: string;
}

// Numbered 1.. in the spec's order.
export const RequestSources: readonly RequestSource[] = [
  { RequestSourceId: 1, RequestSourceName: 'Phone' },
  { RequestSourceId: 2, RequestSourceName: 'Email' },
  { RequestSourceId: 3, RequestSourceName: 'Mail' },
  { RequestSourceId: 4, RequestSourceName: 'Portal' },
  { RequestSourceId: 5, RequestSourceName: 'Other' },
];

export const DeliveryPreferenceId = { Print: 1, Email: 2 } as const;

export interface DeliveryPreference {
  readonly DeliveryPreferenceId: number;
  readonly DeliveryPreferenceName: string;
}

export const DeliveryPreferences: readonly DeliveryPreference[] = [
  { DeliveryPreferenceId: DeliveryPreferenceId.Print, DeliveryPreferenceName: 'Print' },
  { DeliveryPreferenceId: DeliveryPreferenceId.Email, DeliveryPreferenceName: 'Email' },
];

export interface CardBrand {
  readonly CardBrandId: number;
  readonly CardBrandName: string;
}

// Numbered 1.. in the spec's order.
export const CardBrands: readonly CardBrand[] = [
  { CardBrandId: 1, CardBrandName: 'Visa' },
  { CardBrandId: 2, CardBrandName: 'MasterCard' },
  { CardBrandId: 3, CardBrandName: 'Discover' },
  { CardBrandId: 4, CardBrandName: 'Amex' },
];

export const TemplateTypeId = {
  Letter: 1,
  Check: 2,
  Vendor: 3,
  CcrLetter: 4,
  ArcLetter: 5,
} as const;

export interface TemplateType {
  readonly TopsTemplateTypeId: number;
  readonly TemplateTypeName: string;
}

// Numbered 1.. in the spec's order.
export const TemplateTypes: readonly TemplateType[] = [
  { TopsTemplateTypeId: TemplateTypeId.Letter, TemplateTypeName: 'Letter' },
  { TopsTemplateTypeId: TemplateTypeId.Check, TemplateTypeName: 'Check' },
  { TopsTemplateTypeId: TemplateTypeId.Vendor, TemplateTypeName: 'Vendor' },
  { TopsTemplateTypeId: TemplateTypeId.CcrLetter, TemplateTypeName: 'CCR_Letter' },
  { TopsTemplateTypeId: TemplateTypeId.ArcLetter, TemplateTypeName: 'ARC_Letter' },
];

export interface CommunityAccountStatus {
  readonly CommunityAccountStatusId: number;
  readonly CommunityAccountStatusName: string;
}

// Numbered 1.. in the spec's order.
export const CommunityAccountStatuses: readonly CommunityAccountStatus[] = [
  { CommunityAccountStatusId: 1, CommunityAccountStatusName: 'Unverified' },
  { CommunityAccountStatusId: 2, CommunityAccountStatusName: 'Retry' },
  { CommunityAccountStatusId: 3, CommunityAccountStatusName: 'Document' },
  { CommunityAccountStatusId: 4, CommunityAccountStatusName: 'Verified' },
  { CommunityAccountStatusId: 5, CommunityAccountStatusName: 'Suspended' },
  { CommunityAccountStatusId: 6, CommunityAccountStatusName: 'Deactivated' },
];

export const DigitalPaymentStatusId = {
  PaymentReleased: 0,
  InProcess: 1,
  Paid: 2,
  Failed: 3,
  Voided: 4,
  Refunded: 7,
} as const;

export interface DigitalPaymentStatus {
  readonly DigitalPaymentStatusId: number;
  readonly DigitalPaymentStatusName: string;
}

const D = DigitalPaymentStatusId;

export const DigitalPaymentStatuses: readonly DigitalPaymentStatus[] = [
  { DigitalPaymentStatusId: D.PaymentReleased, DigitalPaymentStatusName: 'PaymentReleased' },
  { DigitalPaymentStatusId: D.InProcess, DigitalPaymentStatusName: 'InProcess' },
  { DigitalPaymentStatusId: D.Paid, DigitalPaymentStatusName: 'Paid' },
  { DigitalPaymentStatusId: D.Failed, DigitalPaymentStatusName: 'Failed' },
  { DigitalPaymentStatusId: D.Voided, DigitalPaymentStatusName: 'Voided' },
  { DigitalPaymentStatusId: D.Refunded, DigitalPaymentStatusName: 'Refunded' },
];

export interface FundingSourceStatus {
  readonly FundingSourceStatusId: number;
  readonly FundingSourceStatusName: string;
}

// Numbered 1.. in the spec's order.
export const FundingSourceStatuses: readonly FundingSourceStatus[] = [
  { FundingSourceStatusId: 1, FundingSourceStatusName: 'Unverified' },
  { FundingSourceStatusId: 2, FundingSourceStatusName: 'Added' },
  { FundingSourceStatusId: 3, FundingSourceStatusName: 'MicroDepositInitiated' },
  { FundingSourceStatusId: 4, FundingSourceStatusName: 'MicroDepositFailed' },
  { FundingSourceStatusId: 5, FundingSourceStatusName: 'MicroDepositCompleted' },
  { FundingSourceStatusId: 6, FundingSourceStatusName: 'MicroDepositMaxAttempted' },
  { FundingSourceStatusId: 7, FundingSourceStatusName: 'Verified' },
];

// Numbered from 0, not 1: the spec allows a one-time owner payment 'when the status is 2', which
// can only mean Active.
export const PaymentPlatformStatusId = { Inactive: 0, Pending: 1, Active: 2 } as const;

export interface PaymentPlatformStatus {
  readonly PaymentPlatformStatusId: number;
  readonly PaymentPlatformStatusName: string;
}

export const PaymentPlatformStatuses: readonly PaymentPlatformStatus[] = [
  {
    PaymentPlatformStatusId: PaymentPlatformStatusId.Inactive,
    PaymentPlatformStatusName: 'Inactive',
  },
  {
    PaymentPlatformStatusId: PaymentPlatformStatusId.Pending,
    PaymentPlatformStatusName: 'Pending',
  },
  { PaymentPlatformStatusId: PaymentPlatformStatusId.Active, PaymentPlatformStatusName: 'Active' },
];

export const CommunitySetupStepId = {
  AccountingPeriods: 1,
  ChartOfAccounts: 2,
  RequiredAccounts: 3,
  Codes: 4,
  CodeDistributions: 5,
  HomesAndOwners: 6,
  Vendors: 7,
} as const;

export interface CommunitySetupStep {
  readonly CommunitySetupStepId: number;
  readonly CommunitySetupStepName: string;
}

const CS = CommunitySetupStepId;

// Numbered 1.. in the spec's order; names in the spec's 'HomesAndOwners' form.
export const CommunitySetupSteps: readonly CommunitySetupStep[] = [
  { CommunitySetupStepId: CS.AccountingPeriods, CommunitySetupStepName: 'AccountingPeriods' },
  { CommunitySetupStepId: CS.ChartOfAccounts, CommunitySetupStepName: 'ChartOfAccounts' },
  { CommunitySetupStepId: CS.RequiredAccounts, CommunitySetupStepName: 'RequiredAccounts' },
  { CommunitySetupStepId: CS.Codes, CommunitySetupStepName: 'Codes' },
  { CommunitySetupStepId: CS.CodeDistributions, CommunitySetupStepName: 'CodeDistributions' },
  { CommunitySetupStepId: CS.HomesAndOwners, CommunitySetupStepName: 'HomesAndOwners' },
  { CommunitySetupStepId: CS.Vendors, CommunitySetupStepName: 'Vendors' },
];

export interface OwnerSortOption {
  readonly OwnerSortOptionId: number;
  readonly OwnerSortOptionName: string;
}

// Numbered 1.. in the spec's order; the portfolio list adds balance and lot number.
export const OwnerSortOptions: readonly OwnerSortOption[] = [
  { OwnerSortOptionId: 1, OwnerSortOptionName: 'Account Number' },
  { OwnerSortOptionId: 2, OwnerSortOptionName: 'First Name' },
  { OwnerSortOptionId: 3, OwnerSortOptionName: 'Last Name' },
  { OwnerSortOptionId: 4, OwnerSortOptionName: 'Street Number' },
  { OwnerSortOptionId: 5, OwnerSortOptionName: 'Street Name' },
];

export const PortfolioOwnerSortOptions: readonly OwnerSortOption[] = [
  ...OwnerSortOptions,
  { OwnerSortOptionId: 6, OwnerSortOptionName: 'Balance' },
  { OwnerSortOptionId: 7, OwnerSortOptionName: 'Lot Number' },
];

export interface TimeZone {
  readonly TimeZoneId: number;
  readonly TimeZoneName: string;
  readonly IanaTimeZone: string;
}

// The spec says '8 US zones from Hawaii to Eastern': the eight classic US zones, west to east,
// numbered 1.., with the IANA zone that computes their offsets.
export const TimeZones: readonly TimeZone[] = [
  { TimeZoneId: 1, TimeZoneName: 'Hawaii', IanaTimeZone: 'Pacific/Honolulu' },
  { TimeZoneId: 2, TimeZoneName: 'Alaska', IanaTimeZone: 'America/Anchorage' },
  { TimeZoneId: 3, TimeZoneName: 'Pacific', IanaTimeZone: 'America/Los_Angeles' },
  { TimeZoneId: 4, TimeZoneName: 'Arizona', IanaTimeZone: 'America/Phoenix' },
  { TimeZoneId: 5, TimeZoneName: 'Mountain', IanaTimeZone: 'America/Denver' },
  { TimeZoneId: 6, TimeZoneName: 'Central', IanaTimeZone: 'America/Chicago' },
  { TimeZoneId: 7, TimeZoneName: 'Indiana (East)', IanaTimeZone: 'America/Indiana/Indianapolis' },
  { TimeZoneId: 8, TimeZoneName: 'Eastern', IanaTimeZone: 'America/New_York' },
];

/** A community's time zone until it is set: Eastern. */
export const DefaultTimeZoneId = 8;

/** The IANA zone of a TimeZoneId (Eastern's for an unknown one). */
export function ianaTimeZoneOf(timeZoneId: number): string {
  const zone =
    TimeZones.find((z) => z.TimeZoneId === timeZoneId) ??
    TimeZones.find((z) => z.TimeZoneId === DefaultTimeZoneId);
  return zone?.IanaTimeZone ?? 'America/New_York';
}

export const FontSizeId = { Small: 0, Large: 1 } as const;

export interface FontSize {
  readonly FontSizeId: number;
  readonly FontSizeName: string;
}

export const FontSizes: readonly FontSize[] = [
  { FontSizeId: FontSizeId.Small, FontSizeName: 'Small' },
  { FontSizeId: FontSizeId.Large, FontSizeName: 'Large' },
];

export const PeriodConstantId = { MTD: 0, YTD: 1 } as const;

export interface PeriodConstant {
  readonly PeriodConstantId: number;
  readonly PeriodConstantName: string;
}

export const PeriodConstants: readonly PeriodConstant[] = [
  { PeriodConstantId: PeriodConstantId.MTD, PeriodConstantName: 'MTD' },
  { PeriodConstantId: PeriodConstantId.YTD, PeriodConstantName: 'YTD' },
];
