import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const receivablesMenu: NavSection = {
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
      label: 'Card payments',
      pattern: SiteMap.cardPaymentDashboard,
      scope: 'community',
      claim: 'arownerpayments',
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
};
