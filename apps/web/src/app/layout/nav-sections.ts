import type { AccessLevel, PermissionClaim } from '@hoa/domain';
import { buildRoute, SiteMap } from '../site-map';

export interface NavItem {
  label: string;
  /** A site-map pattern; community items take the selected community's id. */
  pattern: string;
  scope: 'community' | 'company';
  /** Shown only to users with access to this claim, at `level` (read unless given). */
  claim?: PermissionClaim;
  level?: AccessLevel;
  systemAdminOnly?: boolean;
  /** Screens outside the item's own path that belong to it, by path prefix (a report's screen). */
  alsoUnder?: string;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

// The left navigation, by the spec's menus in their order. Each area adds its screens to its menu,
// one line each; a menu without a screen the user may open is not shown.
export const NavSections: NavSection[] = [
  {
    // Spec 1 §2.1-2.2: the community area and the portfolio lists.
    label: 'Community',
    items: [
      { label: 'Home', pattern: SiteMap.communityHome, scope: 'community' },
      {
        // The setup wizards change the community and its books: shown to who may change it.
        label: 'Setup',
        pattern: SiteMap.setupIndex,
        scope: 'community',
        claim: 'community',
        level: 'update',
      },
      {
        label: 'Community profile',
        pattern: SiteMap.communityProfile,
        scope: 'community',
        claim: 'community',
      },
      { label: 'Map', pattern: SiteMap.communityMap, scope: 'community', claim: 'property' },
      { label: 'Notes and tasks', pattern: SiteMap.notesIndex, scope: 'community' },
      { label: 'Activity', pattern: SiteMap.activityIndex, scope: 'community' },
      { label: 'Portfolio dashboard', pattern: SiteMap.portfolioDashboard, scope: 'company' },
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
      { label: 'Owner search', pattern: SiteMap.ownerSearch, scope: 'company', claim: 'owner' },
      {
        label: 'Committees',
        pattern: SiteMap.committeesIndex,
        scope: 'community',
        claim: 'committees',
      },
      {
        label: 'Amenities',
        pattern: SiteMap.portfolioAmenities,
        scope: 'community',
        claim: 'amenities',
      },
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
    ],
  },
  {
    // Spec 2 §2 'General ledger and accounting'.
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
    ],
  },
  {
    // The AR menu (spec 3 §2): Charges, Adjustments, Collections, Cash Receipts, Invoices & Statements.
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
    // Spec 2 §2 'Accounts payable', default distributions and digital payments.
    label: 'Payables',
    items: [
      { label: 'AP inbox', pattern: SiteMap.apInbox, scope: 'community', claim: 'apinvoice' },
      {
        label: 'AP dashboard',
        pattern: SiteMap.apDashboard,
        scope: 'community',
        claim: 'apinvoice',
      },
      { label: 'Vendors', pattern: SiteMap.portfolioVendors, scope: 'company', claim: 'vendors' },
      { label: 'Vendor search', pattern: SiteMap.apVendors, scope: 'community', claim: 'vendors' },
      {
        label: 'Add invoice',
        pattern: SiteMap.apInvoiceAdd,
        scope: 'community',
        // The screen saves through AddInvoice (apinvoice create); readers open invoices from the inbox.
        claim: 'apinvoice',
        level: 'create',
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
        label: 'Approval settings',
        pattern: SiteMap.apApprovalSettings,
        scope: 'community',
        claim: 'apapprovalsettings',
      },
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
    // Spec 2 §2 'Banking': banks, bank accounts, signatures, transfers, reconciliation, smart banking.
    label: 'Banking',
    items: [
      { label: 'Banks', pattern: SiteMap.banksPortfolio, scope: 'company', claim: 'bank' },
      {
        label: 'Bank accounts',
        pattern: SiteMap.communityBankAccounts,
        scope: 'community',
        claim: 'bank',
      },
      {
        label: 'Signatures',
        pattern: SiteMap.signaturesIndex,
        scope: 'community',
        claim: 'bank',
      },
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
        label: 'Bank statement',
        pattern: SiteMap.bankStatement,
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
    // Spec 3 §2 'Requests and violations': violations (CCR).
    label: 'Violations',
    items: [
      {
        label: 'Violations',
        pattern: SiteMap.ccrViolationsIndex,
        scope: 'community',
        claim: 'ccrviolations',
      },
      {
        // The screen records a violation (AddCcrRecord, ccrviolations create).
        label: 'Add violation',
        pattern: SiteMap.ccrViolationAdd,
        scope: 'community',
        claim: 'ccrviolations',
        level: 'create',
      },
      {
        label: 'Inspections',
        pattern: SiteMap.ccrBatchIndex,
        scope: 'community',
        claim: 'ccrviolations',
      },
      {
        // The phone's inspection screen starts a batch and adds entries (ccrviolations create).
        label: 'Add inspection',
        pattern: SiteMap.ccrBatchAdd,
        scope: 'community',
        claim: 'ccrviolations',
        level: 'create',
      },
      {
        label: 'Violations settings',
        pattern: SiteMap.violationsSettings,
        scope: 'community',
        claim: 'ccrviolations',
      },
      {
        // Who on a street or in a section was cited for a code in the last N days, who was not.
        label: 'Consistency view',
        pattern: SiteMap.ccrConsistency,
        scope: 'community',
        claim: 'ccrviolations',
      },
    ],
  },
  {
    // Spec 3 §2 'Requests and violations'.
    label: 'Requests',
    items: [],
  },
  {
    // Spec 3 §2 'Letters, messages, templates'.
    label: 'Communications',
    items: [
      {
        label: 'Templates',
        pattern: SiteMap.templatesIndex,
        scope: 'community',
        claim: 'communications',
      },
      {
        // The company's templates without a community's links (also under 'All communities').
        label: 'Template library',
        pattern: SiteMap.templatesLibrary,
        scope: 'company',
        claim: 'communications',
      },
      {
        label: 'Message batches',
        pattern: SiteMap.messageBatchesIndex,
        scope: 'community',
        claim: 'communications',
      },
      {
        // The screen accrues a batch of letters or of attached files (communications create).
        label: 'New message batch',
        pattern: SiteMap.messageBatchNew,
        scope: 'community',
        claim: 'communications',
        level: 'create',
      },
      {
        // Every print order of the caller's communities, with the vendor's state.
        label: 'Print queue',
        pattern: SiteMap.printQueue,
        scope: 'company',
        claim: 'communications',
      },
    ],
  },
  {
    // The reports menu (spec 3 §2): Standard, Custom and Packages.
    label: 'Reports',
    items: [
      {
        label: 'Standard reports',
        pattern: SiteMap.reportsIndex,
        alsoUnder: '/report/',
        scope: 'community',
        claim: 'glaccounts',
      },
    ],
  },
  {
    // Spec 3 §2 'Automation'.
    label: 'Automation',
    items: [],
  },
  {
    // Users, roles, custom fields, company settings and the outbox.
    label: 'Administration',
    items: [
      { label: 'Users', pattern: SiteMap.portfolioUsers, scope: 'company', claim: 'maintainuser' },
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
