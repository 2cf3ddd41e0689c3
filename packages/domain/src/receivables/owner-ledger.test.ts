import { describe, expect, it } from 'vitest';
import { ArReports } from './owner-ledger-reports';
import {
  balancePasses,
  OwnerLedgerMessages as M,
  removalAction,
  removalRedirectFeed,
} from './owner-ledger';

describe('removing a transaction', () => {
  it('removes a charge 40, opens the charge removal modal for 41 and 42, else removes the owner', () => {
    expect(removalAction(40)).toBe('RemoveCharge');
    expect(removalAction(41)).toBe('ChargeRemovalModal');
    expect(removalAction(42)).toBe('ChargeRemovalModal');
    for (const type of [43, 45, 46, 53, 72, 73, 39, 95]) {
      expect(removalAction(type)).toBe('RemoveOwner');
    }
  });

  it('redirects by type: add charge to AR adjustments, backout payment to cash receipts', () => {
    expect(removalRedirectFeed(45)).toBe('ArAdjustment');
    expect(removalRedirectFeed(66)).toBe('CashReceipt');
    expect(removalRedirectFeed(60)).toBe('JournalEntry');
    expect(removalRedirectFeed(40)).toBe('Charge');
    expect(removalRedirectFeed(53)).toBe('Collection');
    expect(removalRedirectFeed(64)).toBe('Community');
  });

  it('says the spec’s words', () => {
    expect(M.confirmRemove).toBe('Are you sure you want to remove this transaction?');
    expect(M.confirmDelete).toBe('Are you sure you want to delete this transaction?');
    expect(M.removed(812)).toBe('Transaction #812 was removed successfully');
    expect(M.achOwners.startsWith('Cannot delete this transaction, ')).toBe(true);
  });
});

describe('filtered owner balance', () => {
  it('compares a balance with an amount by operator id', () => {
    expect(balancePasses(50_000, 3, 50_000)).toBe(false);
    expect(balancePasses(50_000, 4, 50_000)).toBe(true);
    expect(balancePasses(-1, 5, 0)).toBe(true);
    expect(balancePasses(0, 6, 0)).toBe(true);
    expect(balancePasses(0, 2, 0)).toBe(true);
    expect(balancePasses(0, 7, 0)).toBe(false);
  });
});

describe('AR reports', () => {
  it('lists the AR family once each', () => {
    expect(ArReports.map((r) => r.Name)).toEqual([
      'AgedOwnerBalanceDetail',
      'CollectionStatus',
      'OwnerARActivity',
      'OwnerBalance',
      'FilteredOwnerBalance',
      'PrepaidOwners',
      'RecurringChargeSettings',
      'GetAccountsReceivableSummary',
      'OwnerActivity',
      'OwnerBalanceSummary',
      'OwnerCommunicationPreferences',
    ]);
  });
});
