import { describe, expect, it } from 'vitest';
import {
  FeatureFlagKeys,
  FeatureFlags,
  SubscriptionTiers,
  isFeatureFlagKey,
  paywallTier2,
  paywallTier3,
} from './feature-flags';

describe('FeatureFlags', () => {
  it('label each flag in plain words, without code names', () => {
    for (const flag of FeatureFlags) {
      expect(flag.Label, flag.Key).toMatch(/^[A-Z][A-Za-z ,]+$/);
      expect(flag.Label.toLowerCase(), flag.Key).not.toMatch(/\bv\d|endpoint|route|flag/);
    }
  });

  it('lists the flags of the three specs in their words', () => {
    expect(FeatureFlags.map((row) => [row.Spec, row.Name])).toEqual([
      ['1', 'car insurance cleanup'],
      ['1', 'foreign addresses'],
      ['1', 'owner arrows'],
      ['1', 'group owner label'],
      ['1', 'lockbox'],
      ['1', 'CCR attachment dates'],
      ['1', 'new AP transaction profile route'],
      ['1', 'owners balance report info'],
      ['1', 'include prior period'],
      ['1', 'reconciliation bank field rename'],
      ['1', 'hide accrued invoices'],
      ['1', 'collection status filter'],
      ['1', 'digital invoices'],
      ['1', 'recurring credit'],
      ['2', 'digital-invoice filters'],
      ['2', 'no-card view'],
      ['2', 'rejected-invoice activity feed'],
      ['2', 'drag and drop'],
      ['2', 'accrued-invoice type update'],
      ['2', 'AP preset default distribution'],
      ['2', 'lockbox notification alerts'],
      ['2', 'lockbox v2 endpoint'],
      ['3', 'multi-bank reconciliation report'],
      ['3', 'owner adjustment import'],
    ]);
  });

  it('has unique camelCase keys', () => {
    expect(new Set(FeatureFlagKeys).size).toBe(FeatureFlags.length);
    for (const key of FeatureFlagKeys) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(isFeatureFlagKey('lockboxV2Endpoint')).toBe(true);
    expect(isFeatureFlagKey('paywallTier3')).toBe(false);
  });
});

describe('paywall tiers', () => {
  it('opens tier 2 from 2 and tier 3 from 3', () => {
    expect(SubscriptionTiers).toEqual([1, 2, 3]);
    expect(SubscriptionTiers.map(paywallTier2)).toEqual([false, true, true]);
    expect(SubscriptionTiers.map(paywallTier3)).toEqual([false, false, true]);
  });
});
