import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const accountingMenu: NavSection = {
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
};
