// Feature flags of spec 1 §6, spec 2 §6 and spec 3 §6. Spec is the first document that lists the
// flag. Paywall tiers are not flags but subscription levels: see paywallTier2 and paywallTier3.

const flagRows = [
  { Key: 'carInsuranceCleanup', Name: 'car insurance cleanup', Spec: '1' },
  { Key: 'foreignAddresses', Name: 'foreign addresses', Spec: '1' },
  { Key: 'ownerArrows', Name: 'owner arrows', Spec: '1' },
  { Key: 'groupOwnerLabel', Name: 'group owner label', Spec: '1' },
  { Key: 'lockbox', Name: 'lockbox', Spec: '1' },
  { Key: 'ccrAttachmentDates', Name: 'CCR attachment dates', Spec: '1' },
  { Key: 'newApTransactionProfileRoute', Name: 'new AP transaction profile route', Spec: '1' },
  { Key: 'ownersBalanceReportInfo', Name: 'owners balance report info', Spec: '1' },
  { Key: 'includePriorPeriod', Name: 'include prior period', Spec: '1' },
  { Key: 'reconciliationBankFieldRename', Name: 'reconciliation bank field rename', Spec: '1' },
  { Key: 'hideAccruedInvoices', Name: 'hide accrued invoices', Spec: '1' },
  { Key: 'collectionStatusFilter', Name: 'collection status filter', Spec: '1' },
  { Key: 'digitalInvoices', Name: 'digital invoices', Spec: '1' },
  { Key: 'recurringCredit', Name: 'recurring credit', Spec: '1' },
  { Key: 'digitalInvoiceFilters', Name: 'digital-invoice filters', Spec: '2' },
  { Key: 'noCardView', Name: 'no-card view', Spec: '2' },
  { Key: 'rejectedInvoiceActivityFeed', Name: 'rejected-invoice activity feed', Spec: '2' },
  { Key: 'dragAndDrop', Name: 'drag and drop', Spec: '2' },
  { Key: 'accruedInvoiceTypeUpdate', Name: 'accrued-invoice type update', Spec: '2' },
  { Key: 'apPresetDefaultDistribution', Name: 'AP preset default distribution', Spec: '2' },
  { Key: 'lockboxNotificationAlerts', Name: 'lockbox notification alerts', Spec: '2' },
  { Key: 'lockboxV2Endpoint', Name: 'lockbox v2 endpoint', Spec: '2' },
  { Key: 'multiBankReconciliationReport', Name: 'multi-bank reconciliation report', Spec: '3' },
  { Key: 'ownerAdjustmentImport', Name: 'owner adjustment import', Spec: '3' },
] as const satisfies readonly { Key: string; Name: string; Spec: '1' | '2' | '3' }[];

export type FeatureFlagKey = (typeof flagRows)[number]['Key'];

export type SpecDocument = '1' | '2' | '3';

export interface FeatureFlag {
  readonly Key: FeatureFlagKey;
  readonly Name: string;
  readonly Spec: SpecDocument;
}

export const FeatureFlags: readonly FeatureFlag[] = flagRows;

export const FeatureFlagKeys: readonly FeatureFlagKey[] = flagRows.map((row) => row.Key);

export function isFeatureFlagKey(value: string): value is FeatureFlagKey {
  return FeatureFlagKeys.some((key) => key === value);
}

export const SubscriptionTiers = [1, 2, 3] as const;

export type SubscriptionTier = (typeof SubscriptionTiers)[number];

// Tier 2 shows approver lists to board members (spec 2 §6).
export function paywallTier2(tier: number): boolean {
  return tier >= 2;
}

// Tier 3 opens the custom report designer (spec 1 §6, spec 3 §6).
export function paywallTier3(tier: number): boolean {
  return tier >= 3;
}
