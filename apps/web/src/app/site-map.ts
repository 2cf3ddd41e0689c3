// The site map (spec 1 §2): named hash-route patterns. Parameters are written :name, a trailing ?
// marks an optional one. Screens build links with buildRoute(SiteMap.x, values); the router derives
// its own path syntax from the same patterns with routerPath.

export const SiteMap = {
  root: '/',
  signIn: '/sign-in',
  home: '/home',
  communityRoot: '/community/:communityAgentId',
  communityHome: '/community/:communityAgentId/home',
  setupIndex: '/community/:communityAgentId/setup',
  // community setup wizards (spec 1 §2.2, §2.7)
  accountingWizard: '/community/:communityAgentId/setup/accounting/:copySetup?',
  propertyWizard: '/community/:communityAgentId/setup/property/:copySetup?',
  expressSetup: '/community/:communityAgentId/setup/express',
  // community transfer (spec 1 §2.2): the history with the key and incoming modals, and the
  // receiver's setup transfer route of the 11 steps
  transferHistory: '/community-transfer/history',
  setupTransfer: '/community-transfer/setup/:communityTransferId',
  // profiles (CRM): the generic and per-agent-type add/edit/view routes
  profileNew: '/new/:agentTypeId',
  profileEdit: '/edit/:agentId',
  profileView: '/view/:agentId',
  agentTypeAdd: '/:agentType/add/:parentAgentId?',
  agentTypeEdit: '/:agentType/edit/:agentId',
  agentTypeView: '/:agentType/view/:agentId',
  communityProfile: '/community/:communityAgentId/profile',
  // portfolio lists
  portfolioDashboard: '/portfolio/dashboard',
  portfolioCommunities: '/portfolio/communities',
  portfolioVendors: '/portfolio/vendors',
  portfolioVendorsEditAll: '/portfolio/vendors/edit-all',
  portfolioAgents: '/portfolio/agents/:agentTypeId',
  portfolioUsers: '/portfolio/users',
  portfolioViewAll: '/portfolio/view-all/:listName',
  portfolioProperties: '/community/:communityAgentId/portfolio/properties',
  portfolioOwners: '/community/:communityAgentId/portfolio/owners/:ownerTypeId?',
  portfolioOwnerships: '/community/:communityAgentId/portfolio/ownerships/:perspective?',
  portfolioAmenities: '/community/:communityAgentId/portfolio/amenities',
  // committees, banks and bank accounts
  committeesIndex: '/community/:communityAgentId/committees',
  committeeProfile: '/community/:communityAgentId/committees/:agentId',
  communityBankAccounts: '/community/:communityAgentId/bank-accounts',
  banksPortfolio: '/portfolio/banks',
  bankProfile: '/bank/:agentId',
  // bank account view (spec 2 §2 'bank account add, edit and view'): its real-time balance
  bankAccountView: '/bank-account/:bankAccountId',
  // search
  ownerSearch: '/search/owners',
  // screens a global-search hit opens (spec 1 §2.5); their own areas build them
  glHistory: '/gl/history/:accountId',
  transactionProfile: '/transaction/:agentId/:itemId/:wizardStep?/:numSteps?',
  cashReceiptSummary: '/community/:communityAgentId/owner-payments/summary/:itemIDs',
  cashReceiptEdit: '/community/:communityAgentId/owner-payments/edit/:ItemId',
  journalEntryProfile: '/community/:communityAgentId/journal-entries/view/:itemId',
  journalEntryEdit: '/community/:communityAgentId/journal-entries/edit/:itemId',
  messageBatchEditor: '/community/:communityAgentId/message-batches/editor/:messageBatchItemId',
  messageBatchReview: '/community/:communityAgentId/message-batches/review/:messageBatchItemId',
  adjustmentProfile: '/community/:communityAgentId/adjustments/profile/:itemId',
  adjustmentReview: '/community/:communityAgentId/adjustments/review/:itemId',
  backoutPaymentAdd: '/community/:communityAgentId/backout-payment/add/:itemId',
  apInvoiceView: '/community/:communityAgentId/ap/invoices/view/:itemID/:source?',
  ccrViolationView: '/community/:communityAgentId/ccr/view/:parentView/:itemId',
  // violations (CCR): the community's list and add record (spec 3 §2 'Requests and violations')
  ccrViolationsIndex: '/community/:communityAgentId/ccr',
  // not under ccr/, so that the menu marks only this screen as the current one
  ccrViolationAdd: '/community/:communityAgentId/violations/new',
  // the consistency view of a street or section for a CCR code (issue 20): not under ccr/ either
  ccrConsistency: '/community/:communityAgentId/violations/consistency',
  // violations (CCR) settings: action processes and CCR codes (spec 3 §2 'Requests and violations')
  violationsSettings: '/community/:communityAgentId/ccr/settings',
  // architectural settings: deadline, approvals, default letters and ARC action processes (issue 21)
  architecturalSettings: '/community/:communityAgentId/arc/settings',
  // inspection batches of violations (spec 3 §2 'Violations': batch index, batch review, add batch)
  ccrBatchIndex: '/community/:communityAgentId/inspections',
  ccrBatchReview: '/community/:communityAgentId/inspections/review/:ccrBatchId',
  // the phone's inspection screen; not under inspections/, so the menu marks only this screen
  ccrBatchAdd: '/community/:communityAgentId/inspect/:ccrBatchId?',
  // work orders and service requests (issue 22): the lists, with their views under them; add
  // and the settings not under them, so that the menu marks only that screen as the current one
  workOrdersIndex: '/community/:communityAgentId/work-orders',
  workOrderView: '/community/:communityAgentId/work-orders/view/:parentView/:itemId',
  workOrderAdd: '/community/:communityAgentId/new-work-order',
  workOrderSettings: '/community/:communityAgentId/work-order-settings',
  serviceRequestsIndex: '/community/:communityAgentId/service-requests',
  serviceRequestView: '/community/:communityAgentId/service-requests/view/:parentView/:itemId',
  serviceRequestAdd: '/community/:communityAgentId/new-service-request',
  // general requests (issue 21): the tickets page; the ticket view is theirs (search opens type 96
  // there); add is not under tickets/, so that the menu marks only this screen as the current one
  generalRequestsIndex: '/community/:communityAgentId/tickets',
  generalRequestAdd: '/community/:communityAgentId/general-requests/new',
  ticketView: '/community/:communityAgentId/tickets/view/:itemId',
  // architectural requests (issue 21): the tickets page and the view under arc/requests, add not
  // under it, so that the menu marks only this screen as the current one
  architecturalRequestsIndex: '/community/:communityAgentId/arc/requests',
  architecturalRequestAdd: '/community/:communityAgentId/arc/new',
  architecturalRequestView: '/community/:communityAgentId/arc/requests/view/:itemId',
  // a committee approver's voting link (no sign-in): /vote/<token>
  committeeVote: '/vote/:token',
  letterDetail: '/letters/detail/:cmtyid/:itemid',
  // communications (issue 19): templates, message batches (editor and review are above)
  templatesLibrary: '/templates',
  templatesIndex: '/community/:communityAgentId/templates',
  messageBatchesIndex: '/community/:communityAgentId/message-batches',
  printQueue: '/print-queue',
  // not under message-batches/, so that the menu marks only this screen as the current one
  messageBatchNew: '/community/:communityAgentId/letter-batches/new',
  // notes and tasks
  notesIndex: '/community/:communityAgentId/notes',
  tasksIndex: '/community/:communityAgentId/tasks',
  noteAdd: '/community/:communityAgentId/notes/add/:agentId?',
  taskAdd: '/community/:communityAgentId/tasks/add/:agentId?',
  noteEdit: '/community/:communityAgentId/notes/edit/:noteItemId',
  taskEdit: '/community/:communityAgentId/tasks/edit/:taskItemId',
  noteView: '/community/:communityAgentId/notes/view/:noteItemId',
  taskView: '/community/:communityAgentId/tasks/view/:taskItemId',
  // attachments
  agentAttachments: '/view/:agentId/attachments/:mode?',
  // activity feeds
  activityIndex: '/community/:communityAgentId/activity',
  activityFeed: '/community/:communityAgentId/activity/:feed/:agentIdFilterForItemAgents?',
  // custom fields
  customFieldsViewAll: '/custom-fields',
  customFieldsIndex: '/community/:communityAgentId/custom-fields',
  customFieldsImport: '/community/:communityAgentId/custom-fields/import',
  agentCustomFields: '/view/:agentId/custom-fields',
  // group ownership (spec 3 "Owner portal": Group ownership), from a property's profile
  groupOwnership: '/view/:agentId/group-ownership',
  // filtered views and alerts
  // map
  communityMap: '/community/:communityAgentId/map',
  // chart of accounts and accounting setup
  glAccounts: '/community/:communityAgentId/accounting/gl-accounts',
  costCentersAndFunds: '/community/:communityAgentId/accounting/cost-centers',
  accountRanges: '/community/:communityAgentId/accounting/account-ranges',
  requiredAccounts: '/community/:communityAgentId/accounting/required-accounts',
  mergeGlAccounts: '/community/:communityAgentId/accounting/merge-accounts',
  accountingSetup: '/community/:communityAgentId/accounting/setup/:accountingId?',
  accountingYearSetup: '/community/:communityAgentId/accounting/years',
  // journal entries, GL history and year close (journalEntryProfile, journalEntryEdit and
  // glHistory are above, with the screens a search hit opens)
  journalEntriesIndex: '/community/:communityAgentId/journal-entries',
  journalEntryTemplates: '/community/:communityAgentId/journal-entries/templates',
  journalEntryAdd: '/community/:communityAgentId/journal-entries/add/:fromItemId?',
  journalEntryPrint: '/community/:communityAgentId/journal-entries/print/:itemId',
  glCommunityItem: '/community/:communityAgentId/gl/item/:itemId',
  yearClose: '/community/:communityAgentId/accounting/year-close/:itemId?',
  yearCloseUndo: '/community/:communityAgentId/accounting/year-close-undo/:itemId?',
  // budgets and financial reports (spec 3 §2: /report/{name}/{communityAgentId}/{edit?}/{reportId?})
  budgetsIndex: '/community/:communityAgentId/accounting/budgets',
  budgetCopy: '/community/:communityAgentId/accounting/budgets/copy',
  reportsIndex: '/community/:communityAgentId/reports',
  // report packages (spec 3 §2): index, add, builder, view
  reportPackages: '/community/:communityAgentId/reports/packages',
  reportPackageAdd: '/community/:communityAgentId/reports/packages/add',
  reportPackageBuilder: '/community/:communityAgentId/reports/packages/builder/:reportPackageId',
  reportPackageView: '/community/:communityAgentId/reports/packages/view/:reportPackageId',
  // automation (spec 3 §2 'Automation'; issue 25): workflows per community, the rest company-wide
  workflows: '/community/:communityAgentId/automation/workflows',
  workflowEdit: '/community/:communityAgentId/automation/workflows/:workflowId',
  workflowTemplates: '/automation/workflow-templates',
  workflowTemplateEdit: '/automation/workflow-templates/:workflowTemplateId',
  jobSchedules: '/automation/job-schedules',
  automationCalendar: '/automation/calendar',
  automationSettings: '/automation/settings',
  // the board packet (issue 24 item 6): the month's close checklist, sealed versions, publication
  boardPacket: '/community/:communityAgentId/reports/board-packet',
  report: '/report/:name/:communityAgentId/:edit?/:reportId?',
  // custom financial and portfolio reports (spec 3 §2: type 1 portfolio, otherwise financial),
  // their designer (paywall tier 3) and the report settings
  customReports: '/community/:communityAgentId/reports/custom',
  customReportDesign: '/community/:communityAgentId/reports/custom/design/:customReportId',
  customReportView: '/community/:communityAgentId/reports/custom/view/:customReportId',
  reportSettings: '/community/:communityAgentId/reports/custom/settings',
  // charges (spec 3 §2): apply charges by fixed transaction type, review, scheduled charges
  applyCharges: '/community/:communityAgentId/charges/apply/:txnTypeId',
  chargeReview: '/community/:communityAgentId/charges/review/:itemId',
  scheduledCharges: '/community/:communityAgentId/charges/scheduled/:kind',
  chargeAssignment: '/community/:communityAgentId/charges/assignment/:agentId',
  // late fees (41), interest (42), collections (53) (spec 3 §2)
  applyLateFees: '/community/:communityAgentId/late-fees/apply',
  applyInterest: '/community/:communityAgentId/interest/apply',
  collections: '/community/:communityAgentId/collections',
  // adjustments (spec 3 §2): index, new by transaction type, batch (profile and review above)
  adjustmentsIndex: '/community/:communityAgentId/adjustments',
  adjustmentNew: '/community/:communityAgentId/adjustments/new/:txnTypeId',
  batchAdjustments: '/community/:communityAgentId/batch-adjustments',
  // owner ledger and AR central (spec 3 §2: AR central activity, AR payments dashboard)
  ownerLedger: '/community/:communityAgentId/owner-ledger/:agentId',
  // merge of owner history (spec 1 §7.8 MergeItemHistory): to this owner from another of its property
  ownerMerge: '/community/:communityAgentId/owner-ledger/:agentId/merge',
  arCentral: '/community/:communityAgentId/ar/central',
  arPaymentsDashboard: '/community/:communityAgentId/ar/payments-dashboard',
  cardPaymentDashboard: '/community/:communityAgentId/ar/card-payments',
  // cash receipts and security deposits (spec 3 §2 'Owner payments and cash receipts')
  cashReceiptsIndex: '/community/:communityAgentId/owner-payments',
  cashReceiptAdd: '/community/:communityAgentId/owner-payments/add',
  miscCashReceipt: '/community/:communityAgentId/owner-payments/miscellaneous',
  paymentPriority: '/community/:communityAgentId/owner-payments/priority',
  securityDepositsIndex: '/community/:communityAgentId/security-deposits',
  securityDepositAdd: '/community/:communityAgentId/security-deposits/add',
  securityDepositReview: '/community/:communityAgentId/security-deposits/review/:itemId',
  // AP invoices, templates and default distributions (spec 2 §2 'Accounts payable', 'Default distributions')
  apInvoiceAdd: '/community/:communityAgentId/ap/invoices/add',
  apInvoiceEdit: '/community/:communityAgentId/ap/invoices/edit/:itemID',
  apInvoiceReview: '/community/:communityAgentId/ap/invoices/review/:itemID',
  apInvoiceTemplates: '/community/:communityAgentId/ap/invoices/templates',
  defaultDistributions: '/community/:communityAgentId/ap/default-distributions',
  defaultDistributionsOfVendor:
    '/community/:communityAgentId/ap/default-distributions/vendor/:agentId',
  defaultDistributionAdd: '/community/:communityAgentId/ap/default-distributions/add',
  defaultDistributionEdit:
    '/community/:communityAgentId/ap/default-distributions/edit/:distributionId',
  // AP inbox and approval settings (spec 2 §2 'AP inbox', 'approval manage and settings')
  apInbox: '/community/:communityAgentId/ap/inbox/:filterName?',
  apApprovalSettings: '/community/:communityAgentId/ap/approval-settings',
  // paying by check and signatures (spec 2 §2 'print checks, void checks', 'signatures add and index')
  apPrintChecks: '/community/:communityAgentId/ap/print-checks',
  apHandwrittenCheck: '/community/:communityAgentId/ap/handwritten-check',
  apVoidChecks: '/community/:communityAgentId/ap/void-checks',
  apCheckProfile: '/community/:communityAgentId/ap/checks/:agentId/:itemId',
  // AP adjustment 58 (spec 2 §3 'Transaction types in this area')
  apAdjustments: '/community/:communityAgentId/ap/adjustments',
  apAdjustmentProfile: '/community/:communityAgentId/ap/adjustments/:itemId',
  signaturesIndex: '/community/:communityAgentId/banking/signatures',
  signatureAdd: '/community/:communityAgentId/banking/signatures/add',
  // lockbox and direct debit (spec 3 §2: lockbox review and history, direct debit)
  lockbox: '/community/:communityAgentId/lockbox',
  lockboxBatch: '/community/:communityAgentId/lockbox/batch/:lockboxBatchId',
  directDebit: '/community/:communityAgentId/direct-debit',
  // digital payments (spec 2 §2 'community payments setup', funding-source and digital payment modals)
  communityPaymentsSetup: '/community/:communityAgentId/ap/payments-setup',
  fundingSources: '/community/:communityAgentId/ap/funding-sources',
  digitalChecks: '/community/:communityAgentId/ap/digital-checks',
  nachaCredit: '/community/:communityAgentId/ap/nacha-credit',
  // AP dashboard and vendors in payables (spec 2 §2 'dashboard', §7 'Vendor-side')
  apDashboard: '/community/:communityAgentId/ap/dashboard',
  apVendors: '/community/:communityAgentId/ap/vendors',
  // Invoices & Statements (spec 3 §2 AR menu; mailings: labels, owner labels, statements; coupons)
  invoicesStatements: '/community/:communityAgentId/ar/invoices-statements',
  // property resale (spec 3 §2 'property resale'; the resale owner browser and split ledger)
  propertyResale: '/community/:communityAgentId/resale',
  // funds transfer, its second factor and positive pay (spec 2 §2 banking routes and modals)
  fundsTransfer: '/community/:communityAgentId/banking/funds-transfer',
  fundsTransferPending: '/community/:communityAgentId/banking/funds-transfer/pending',
  twoFactorSetup: '/banking/two-factor',
  positivePay: '/banking/positive-pay',
  // bank statement import and view (spec 2 'Banking': statement files, real-time balance)
  bankStatementImport: '/community/:communityAgentId/banking/statement-import',
  bankStatement: '/community/:communityAgentId/banking/bank-statement',
  // bank reconciliation (spec 2 §2 'bank reconciliation (communityAgentId, accountId, optional costCenterCategoryId)')
  bankReconciliation:
    '/community/:communityAgentId/banking/reconciliation/:accountId?/:costCenterCategoryId?',
  // smart banking setup (spec 2 §2 'Bank integration settings route parameters'; logs; check
  // scan-line and lockbox settings) and lockbox validation files (spec 1 §2 'validation file')
  bankIntegrationSettings:
    '/banking/bank-integration/:settingType?/:topsAgentId?/:pyramidBankId?/:oauth2Code?/:oauth2Error?',
  bankLogs: '/banking/bank-logs/:topsAgentId?/:feature?',
  checkScanLineSettings: '/banking/check-scan-line',
  lockboxAccountsSettings: '/banking/lockbox-settings/:topsAgentId?',
  validationExport: '/banking/validation-export/:topsAgentId?',
  rolesIndex: '/roles',
  rolesManage: '/roles/manage/:productRoleId',
  companySettings: '/admin/settings',
  // the user's recent actions (spec 1 §7.8 'UserAction find and create')
  recentActions: '/recent-actions',
  // the data browser (spec 1 §2 'data browser by schema, table and view')
  dataBrowser: '/admin/data-browser',
  // the owner portal's back office (spec 3 §2 'Owner access': account index, community settings,
  // profile, wizard; issue 23); the wizard and settings not under owner-access/, so that the menu
  // marks only that screen as the current one
  ownerAccessIndex: '/community/:communityAgentId/owner-access',
  ownerAccessCommunitySettings: '/community/:communityAgentId/owner-portal-settings',
  ownerAccessWizard: '/community/:communityAgentId/owner-portal-wizard',
  ownerAccessProfile: '/owner-access/profile',
  // the outbox: mail the app queued (ARCHITECTURE 'Mail')
  mailOutbox: '/admin/outbox',
  // automation jobs (spec 3 §2 'The automation job edit route takes :automationJobId, or 'new'')
  automationJobs: '/automation-jobs',
  automationJobEdit: '/automation-jobs/:automationJobId',
} as const;

export type SiteMapName = keyof typeof SiteMap;

/** The productRoleId of the manage route that creates a role. */
export const NewRoleId = 'new';

type ParamValue = string | number;

type SegmentOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | SegmentOf<Tail>
  : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;

/** The values a pattern needs: its required parameters, and its optional ones as optional keys. */
export type RouteValues<P extends string> = {
  [K in RequiredName<SegmentOf<P>>]: ParamValue;
} & {
  [K in OptionalName<SegmentOf<P>>]?: ParamValue | null;
};

const parameter = /^:([A-Za-z][A-Za-z0-9]*)(\?)?$/;

/** Fills a pattern's parameters; a missing optional segment is dropped, a missing required one throws. */
export function buildRoute<P extends string>(pattern: P, values: RouteValues<P>): string {
  const given: Record<string, ParamValue | null | undefined> = values;
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    const match = parameter.exec(segment);
    if (!match) {
      segments.push(segment);
      continue;
    }
    const name = match[1];
    const optional = match[2] === '?';
    const value = given[name];
    if (value === undefined || value === null || value === '') {
      if (optional) continue;
      throw new Error(`Route ${pattern} needs a value for :${name}.`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

/** A built route with search parameters, the empty ones left out: /gl/history/5?from=…&to=…. */
export function withSearch(
  path: string,
  search: Record<string, string | null | undefined>,
): string {
  const given = Object.entries(search).filter(
    (entry): entry is [string, string] =>
      entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
  );
  return given.length === 0 ? path : `${path}?${new URLSearchParams(given).toString()}`;
}

type RouterSegment<S extends string> = S extends `:${infer N}?`
  ? `{-$${N}}`
  : S extends `:${infer N}`
    ? `$${N}`
    : S;

/** A pattern in TanStack Router spelling, as a literal type so the route tree stays typed. */
export type RouterPath<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? `${RouterSegment<Head>}/${RouterPath<Tail>}`
  : RouterSegment<P>;

function convert(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      const match = parameter.exec(segment);
      if (!match) return segment;
      const name = match[1];
      return match[2] === '?' ? `{-$${name}}` : `$${name}`;
    })
    .join('/');
}

/** The TanStack Router spelling of a pattern: :name becomes $name and :name? becomes {-$name}. */
export function routerPath<P extends string>(pattern: P): RouterPath<P> {
  return convert(pattern) as RouterPath<P>;
}

/** A child route's path relative to its parent's pattern, in router spelling. */
export function childRouterPath<P extends string, Parent extends string>(
  pattern: P,
  parentPattern: Parent,
): P extends `${Parent}/${infer Rest}` ? RouterPath<Rest> : never {
  const prefix = `${parentPattern}/`;
  if (!pattern.startsWith(prefix)) {
    throw new Error(`Route ${pattern} is not under ${parentPattern}.`);
  }
  return convert(pattern.slice(prefix.length)) as P extends `${Parent}/${infer Rest}`
    ? RouterPath<Rest>
    : never;
}
