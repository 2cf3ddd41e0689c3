import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const bankingMenu: NavSection = {
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
};
