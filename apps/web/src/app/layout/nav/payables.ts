import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const payablesMenu: NavSection = {
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
};
