// Feature flags of spec 1 §6, spec 2 §6 and spec 3 §6. Spec is the first document that lists the
// flag; Name is the spec's name, Label what the settings screen shows. Paywall tiers are not flags
// but subscription levels: see paywallTier2 and paywallTier3.
// A flag is offered in Company settings only once the product does what it switches: `Changes`
// says what that is, in the user's words; null while the screen it gates is not built
// (tools/conventions/feature-flags.test.ts holds each offered flag to code that reads it).

const flagRows = [
  {
    Key: 'carInsuranceCleanup',
    Name: 'car insurance cleanup',
    Spec: '1',
    Label: 'Tidy up vendor car insurance records',
    Changes: null,
  },
  {
    Key: 'foreignAddresses',
    Name: 'foreign addresses',
    Spec: '1',
    Label: 'Addresses outside the United States',
    Changes: null,
  },
  {
    Key: 'ownerArrows',
    Name: 'owner arrows',
    Spec: '1',
    Label: 'Previous and next arrows on owner profiles',
    Changes: 'Owner profiles show arrows to the property’s next and previous owner.',
  },
  {
    Key: 'groupOwnerLabel',
    Name: 'group owner label',
    Spec: '1',
    Label: 'Label owners of a group ownership',
    Changes: null,
  },
  { Key: 'lockbox', Name: 'lockbox', Spec: '1', Label: 'Lockbox payments', Changes: null },
  {
    Key: 'ccrAttachmentDates',
    Name: 'CCR attachment dates',
    Spec: '1',
    Label: 'Dates on violation attachments',
    Changes:
      'Violation photos show the date and time they were taken, on the violation page and in its case file.',
  },
  {
    Key: 'newApTransactionProfileRoute',
    Name: 'new AP transaction profile route',
    Spec: '1',
    Label: 'Newer payables transaction page',
    Changes: null,
  },
  {
    Key: 'ownersBalanceReportInfo',
    Name: 'owners balance report info',
    Spec: '1',
    Label: 'More detail on the owner balance report',
    Changes: null,
  },
  {
    Key: 'includePriorPeriod',
    Name: 'include prior period',
    Spec: '1',
    Label: 'Include the prior period in reports',
    Changes: null,
  },
  {
    Key: 'reconciliationBankFieldRename',
    Name: 'reconciliation bank field rename',
    Spec: '1',
    Label: 'Newer bank field names in reconciliation',
    Changes: null,
  },
  {
    Key: 'hideAccruedInvoices',
    Name: 'hide accrued invoices',
    Spec: '1',
    Label: 'Hide invoices not yet posted',
    Changes: null,
  },
  {
    Key: 'collectionStatusFilter',
    Name: 'collection status filter',
    Spec: '1',
    Label: 'Filter owners by collection status',
    Changes: null,
  },
  {
    Key: 'digitalInvoices',
    Name: 'digital invoices',
    Spec: '1',
    Label: 'Digital invoices and the exception inbox',
    Changes:
      'The AP inbox shows invoice exceptions from digital invoices to users who handle them.',
  },
  {
    Key: 'recurringCredit',
    Name: 'recurring credit',
    Spec: '1',
    Label: 'Recurring credits',
    Changes:
      'Codes can be marked as recurring credits, and Apply charges offers Recurring credits to apply them to owners.',
  },
  {
    Key: 'digitalInvoiceFilters',
    Name: 'digital-invoice filters',
    Spec: '2',
    Label: 'Filters for digital invoices',
    Changes: null,
  },
  {
    Key: 'noCardView',
    Name: 'no-card view',
    Spec: '2',
    Label: 'Invoices as a list instead of cards',
    Changes: 'The AP inbox lists invoices in a table instead of cards.',
  },
  {
    Key: 'rejectedInvoiceActivityFeed',
    Name: 'rejected-invoice activity feed',
    Spec: '2',
    Label: 'Rejected invoices in the activity feed',
    Changes: null,
  },
  {
    Key: 'dragAndDrop',
    Name: 'drag and drop',
    Spec: '2',
    Label: 'Drag and drop files onto invoices',
    Changes: null,
  },
  {
    Key: 'accruedInvoiceTypeUpdate',
    Name: 'accrued-invoice type update',
    Spec: '2',
    Label: 'Change the type of an unposted invoice',
    Changes: null,
  },
  {
    Key: 'apPresetDefaultDistribution',
    Name: 'AP preset default distribution',
    Spec: '2',
    Label: 'Fill new invoices from default distributions',
    Changes: null,
  },
  {
    Key: 'lockboxNotificationAlerts',
    Name: 'lockbox notification alerts',
    Spec: '2',
    Label: 'Alerts about lockbox files',
    Changes: null,
  },
  {
    Key: 'lockboxV2Endpoint',
    Name: 'lockbox v2 endpoint',
    Spec: '2',
    Label: 'Newer lockbox file service',
    Changes: null,
  },
  {
    Key: 'multiBankReconciliationReport',
    Name: 'multi-bank reconciliation report',
    Spec: '3',
    Label: 'Reconciliation report across bank accounts',
    Changes: 'Bank reconciliation offers one report of all the community’s bank accounts.',
  },
  {
    Key: 'ownerAdjustmentImport',
    Name: 'owner adjustment import',
    Spec: '3',
    Label: 'Import owner adjustments from a file',
    Changes: null,
  },
] as const satisfies readonly {
  Key: string;
  Name: string;
  Spec: '1' | '2' | '3';
  Label: string;
  Changes: string | null;
}[];

export type FeatureFlagKey = (typeof flagRows)[number]['Key'];

export type SpecDocument = '1' | '2' | '3';

export interface FeatureFlag {
  readonly Key: FeatureFlagKey;
  readonly Name: string;
  readonly Spec: SpecDocument;
  /** What the flag switches, in plain words, for the settings screen. */
  readonly Label: string;
  /** What switching it on changes; null while the product has nothing it gates. */
  readonly Changes: string | null;
}

export const FeatureFlags: readonly FeatureFlag[] = flagRows;

/** The flags Company settings offers: those that change something in the product. */
export const OfferedFeatureFlags: readonly FeatureFlag[] = FeatureFlags.filter(
  (flag) => flag.Changes !== null,
);

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
