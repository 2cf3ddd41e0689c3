import type { PermissionClaim } from '@hoa/domain';
import { buildRoute, SiteMap } from '../site-map';

export interface NavItem {
  label: string;
  /** A site-map pattern; community items take the selected community's id. */
  pattern: string;
  scope: 'community' | 'company';
  /** Shown only to users with read access to this claim. */
  claim?: PermissionClaim;
  systemAdminOnly?: boolean;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

// The left navigation. Each area adds its screens to its section, one line each.
export const NavSections: NavSection[] = [
  {
    label: 'Community',
    items: [
      { label: 'Home', pattern: SiteMap.communityHome, scope: 'community' },
      { label: 'Setup', pattern: SiteMap.setupIndex, scope: 'community' },
      { label: 'Map', pattern: SiteMap.communityMap, scope: 'community', claim: 'property' },
      {
        label: 'Community profile',
        pattern: SiteMap.communityProfile,
        scope: 'community',
        claim: 'community',
      },
      { label: 'Notes and tasks', pattern: SiteMap.notesIndex, scope: 'community' },
      { label: 'Activity', pattern: SiteMap.activityIndex, scope: 'community' },
    ],
  },
  {
    label: 'Portfolio',
    items: [
      {
        label: 'Committees',
        pattern: SiteMap.committeesIndex,
        scope: 'community',
        claim: 'committees',
      },
      {
        label: 'Bank accounts',
        pattern: SiteMap.communityBankAccounts,
        scope: 'community',
        claim: 'bank',
      },
      { label: 'Banks', pattern: SiteMap.banksPortfolio, scope: 'company', claim: 'bank' },
      {
        label: 'Signatures',
        pattern: SiteMap.signaturesIndex,
        scope: 'community',
        claim: 'bank',
      },
      { label: 'Portfolio dashboard', pattern: SiteMap.portfolioDashboard, scope: 'company' },
      { label: 'Owner search', pattern: SiteMap.ownerSearch, scope: 'company', claim: 'owner' },
      {
        label: 'Communities',
        pattern: SiteMap.portfolioCommunities,
        scope: 'company',
        claim: 'community',
      },
      {
        label: 'Properties',
        pattern: SiteMap.portfolioProperties,
        scope: 'community',
        claim: 'property',
      },
      { label: 'Owners', pattern: SiteMap.portfolioOwners, scope: 'community', claim: 'owner' },
      {
        label: 'Ownerships',
        pattern: SiteMap.portfolioOwnerships,
        scope: 'community',
        claim: 'property',
      },
      {
        label: 'Amenities',
        pattern: SiteMap.portfolioAmenities,
        scope: 'community',
        claim: 'amenities',
      },
      { label: 'Vendors', pattern: SiteMap.portfolioVendors, scope: 'company', claim: 'vendors' },
      {
        label: 'Organizations',
        pattern: buildRoute(SiteMap.portfolioAgents, { agentTypeId: 1 }),
        scope: 'company',
        claim: 'maintainorganization',
      },
      {
        label: 'Partners',
        pattern: buildRoute(SiteMap.portfolioAgents, { agentTypeId: 24 }),
        scope: 'company',
      },
      { label: 'Users', pattern: SiteMap.portfolioUsers, scope: 'company', claim: 'maintainuser' },
    ],
  },
  {
    label: 'Accounting',
    items: [
      {
        label: 'Chart of accounts',
        pattern: SiteMap.glAccounts,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Required accounts',
        pattern: SiteMap.requiredAccounts,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Accounting setup',
        pattern: SiteMap.accountingSetup,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Journal entries',
        pattern: SiteMap.journalEntriesIndex,
        scope: 'community',
        claim: 'gljournalentries',
      },
      {
        label: 'Year close',
        pattern: SiteMap.yearClose,
        scope: 'community',
        claim: 'gljournalentries',
      },
      { label: 'Budgets', pattern: SiteMap.budgetsIndex, scope: 'community', claim: 'glaccounts' },
      {
        label: 'Financial reports',
        pattern: SiteMap.reportsIndex,
        scope: 'community',
        claim: 'glaccounts',
      },
    ],
  },
  {
    // The AR menu (spec 3 §2): Charges, Adjustments, Collections, owner balances and AR reports.
    label: 'Receivables',
    items: [
      {
        label: 'Apply charges',
        pattern: SiteMap.applyCharges.replace(':txnTypeId', '40'),
        scope: 'community',
        claim: 'arapplycharges',
      },
      {
        label: 'Apply prepaids',
        pattern: SiteMap.applyCharges.replace(':txnTypeId', '43'),
        scope: 'community',
        claim: 'arapplyprepaid',
      },
      {
        label: 'Scheduled charges',
        pattern: SiteMap.scheduledCharges.replace(':kind', 'assessments'),
        scope: 'community',
        claim: 'arapplycharges',
      },
      {
        label: 'Apply late fees',
        pattern: SiteMap.applyLateFees,
        scope: 'community',
        claim: 'arapplylatefees',
      },
      {
        label: 'Apply interest',
        pattern: SiteMap.applyInterest,
        scope: 'community',
        claim: 'arapplyinterest',
      },
      {
        label: 'Collections',
        pattern: SiteMap.collections,
        scope: 'community',
        claim: 'arcollection',
      },
      {
        label: 'Adjustments',
        pattern: SiteMap.adjustmentsIndex,
        scope: 'community',
        claim: 'arapplycharges',
      },
      {
        label: 'Batch adjustments',
        pattern: SiteMap.batchAdjustments,
        scope: 'community',
        claim: 'arapplycharges',
      },
      { label: 'AR central', pattern: SiteMap.arCentral, scope: 'community', claim: 'owner' },
      {
        label: 'AR payments dashboard',
        pattern: SiteMap.arPaymentsDashboard,
        scope: 'community',
        claim: 'owner',
      },
      {
        label: 'Cash receipts',
        pattern: SiteMap.cashReceiptsIndex,
        scope: 'community',
        claim: 'arownerpayments',
      },
      {
        label: 'Security deposits',
        pattern: SiteMap.securityDepositsIndex,
        scope: 'community',
        claim: 'arownerpayments',
      },
      {
        label: 'Direct debit',
        pattern: SiteMap.directDebit,
        scope: 'community',
        claim: 'arownerpayments',
      },
      { label: 'Lockbox', pattern: SiteMap.lockbox, scope: 'community', claim: 'arlockbox' },
      {
        label: 'Invoices & Statements',
        pattern: SiteMap.invoicesStatements,
        scope: 'community',
        claim: 'owner',
      },
      {
        label: 'Property resale',
        pattern: SiteMap.propertyResale,
        scope: 'community',
        claim: 'arapplycharges',
      },
    ],
  },
  {
    label: 'Payables',
    items: [
      { label: 'AP inbox', pattern: SiteMap.apInbox, scope: 'community', claim: 'apinvoice' },
      {
        label: 'AP dashboard',
        pattern: SiteMap.apDashboard,
        scope: 'community',
        claim: 'apinvoice',
      },
      { label: 'Vendor search', pattern: SiteMap.apVendors, scope: 'community', claim: 'vendors' },
      {
        label: 'Print checks',
        pattern: SiteMap.apPrintChecks,
        scope: 'community',
        claim: 'apprintchecks',
      },
      {
        label: 'Handwritten check',
        pattern: SiteMap.apHandwrittenCheck,
        scope: 'community',
        claim: 'apprintchecks',
      },
      {
        label: 'Void checks',
        pattern: SiteMap.apVoidChecks,
        scope: 'community',
        claim: 'apvoidchecks',
      },
      {
        label: 'AP adjustment',
        pattern: SiteMap.apAdjustments,
        scope: 'community',
        claim: 'apadjustment',
      },
      {
        label: 'Approval settings',
        pattern: SiteMap.apApprovalSettings,
        scope: 'community',
        claim: 'apinvoice',
      },
      {
        label: 'Add invoice',
        pattern: SiteMap.apInvoiceAdd,
        scope: 'community',
        claim: 'apinvoice',
      },
      {
        label: 'Invoice templates',
        pattern: SiteMap.apInvoiceTemplates,
        scope: 'community',
        claim: 'apinvoice',
      },
      {
        label: 'Default distributions',
        pattern: SiteMap.defaultDistributions,
        scope: 'community',
        claim: 'apinvoice',
      },
      {
        label: 'Payments setup',
        pattern: SiteMap.communityPaymentsSetup,
        scope: 'community',
        claim: 'community',
      },
      {
        label: 'Funding sources',
        pattern: SiteMap.fundingSources,
        scope: 'community',
        claim: 'bank',
      },
      {
        label: 'Digital checks',
        pattern: SiteMap.digitalChecks,
        scope: 'community',
        claim: 'apprintchecks',
      },
      {
        label: 'NACHA credit file',
        pattern: SiteMap.nachaCredit,
        scope: 'community',
        claim: 'apprintchecks',
      },
    ],
  },
  {
    label: 'Banking',
    items: [
      {
        label: 'Funds transfer',
        pattern: SiteMap.fundsTransfer,
        scope: 'community',
        claim: 'gljournalentries',
      },
      {
        label: 'Pending transfers',
        pattern: SiteMap.fundsTransferPending,
        scope: 'community',
        claim: 'gljournalentries',
      },
      { label: 'Two-factor setup', pattern: SiteMap.twoFactorSetup, scope: 'company' },
      { label: 'Positive pay', pattern: SiteMap.positivePay, scope: 'company', claim: 'bank' },
      {
        label: 'Import statement',
        pattern: SiteMap.bankStatementImport,
        scope: 'community',
        claim: 'bank',
      },
      {
        label: 'Bank reconciliation',
        pattern: SiteMap.bankReconciliation,
        scope: 'community',
        claim: 'bank',
      },
      {
        label: 'Bank statement',
        pattern: SiteMap.bankStatement,
        scope: 'community',
        claim: 'bank',
      },
      {
        label: 'Bank integration',
        pattern: SiteMap.bankIntegrationSettings,
        scope: 'company',
        claim: 'bank',
      },
      { label: 'Bank logs', pattern: SiteMap.bankLogs, scope: 'company', claim: 'bank' },
      {
        label: 'Check scan line',
        pattern: SiteMap.checkScanLineSettings,
        scope: 'company',
        claim: 'bank',
      },
      {
        label: 'Lockbox IDs',
        pattern: SiteMap.lockboxAccountsSettings,
        scope: 'company',
        claim: 'bank',
      },
      {
        label: 'Validation export',
        pattern: SiteMap.validationExport,
        scope: 'company',
        claim: 'bank',
      },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Roles', pattern: SiteMap.rolesIndex, scope: 'company', claim: 'maintainuser' },
      {
        label: 'Custom fields',
        pattern: SiteMap.customFieldsViewAll,
        scope: 'company',
        claim: 'maintainuser',
      },
      {
        label: 'Company settings',
        pattern: SiteMap.companySettings,
        scope: 'company',
        systemAdminOnly: true,
      },
      { label: 'Outbox', pattern: SiteMap.mailOutbox, scope: 'company', claim: 'maintainuser' },
    ],
  },
];
