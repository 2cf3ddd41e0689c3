import { describe, expect, it } from 'vitest';
import type { ClaimGrant, PermissionClaim } from './permissions';
import {
  escapeLike,
  hiddenAgentTypeIds,
  hiddenTxnTypeIds,
  likePatterns,
  normalizeSearchTerm,
  OwnerSearchAgentTypeIds,
  OwnerSearchMaxResults,
  ownerTypesForSearch,
  phoneDigits,
  SearchDebounceMs,
  searchHitTarget,
  transactionIdOf,
  transactionScreen,
} from './search';

const read = (claim: PermissionClaim): ClaimGrant => ({
  Claim: claim,
  CanCreate: false,
  CanRead: true,
  CanUpdate: false,
  CanDelete: false,
});

describe('search term', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(normalizeSearchTerm('  a ')).toBeNull();
    expect(normalizeSearchTerm('   ')).toBeNull();
    expect(normalizeSearchTerm(undefined)).toBeNull();
    expect(normalizeSearchTerm(' ab ')).toBe('ab');
    expect(normalizeSearchTerm('  12   Main\tSt ')).toBe('12 Main St');
  });

  it('keeps the spec limits', () => {
    expect(OwnerSearchMaxResults).toBe(25);
    expect(SearchDebounceMs).toBe(750);
    expect(OwnerSearchAgentTypeIds).toEqual([3, 5, 16, 20]);
  });

  it('escapes LIKE wildcards typed by the user', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(likePatterns('10%')).toEqual(['%10\\%%']);
  });

  it('matches a substring from 3 characters and a word start with 2', () => {
    expect(likePatterns('smi')).toEqual(['%smi%']);
    expect(likePatterns('sm')).toEqual(['sm%', '% sm%']);
  });

  it('reads phone digits only from phone-like terms of 3 digits or more', () => {
    expect(phoneDigits('(609) 555-0143')).toBe('6095550143');
    expect(phoneDigits('555.01')).toBe('55501');
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('12 Main')).toBeNull();
  });

  it('reads a transaction id with or without #', () => {
    expect(transactionIdOf('#1042')).toBe(1042);
    expect(transactionIdOf('1042')).toBe(1042);
    expect(transactionIdOf('0')).toBeNull();
    expect(transactionIdOf('10 42')).toBeNull();
    expect(transactionIdOf('9999999999999999')).toBeNull();
  });

  it('turns owner search type 3 into the primary owners of the property', () => {
    expect(ownerTypesForSearch([3, 5, 16, 20])).toEqual([4, 5, 16, 20]);
    expect(ownerTypesForSearch([4, 3])).toEqual([4]);
  });
});

describe('what a caller may see', () => {
  it('hides agent types whose claim the caller cannot read, never unclaimed types', () => {
    const hidden = hiddenAgentTypeIds([read('owner'), read('property'), read('community')]);
    expect(hidden).toContain(7); // vendor
    expect(hidden).toContain(6); // bank
    expect(hidden).not.toContain(4);
    expect(hidden).not.toContain(5);
    expect(hidden).not.toContain(3);
    expect(hidden).not.toContain(12); // contact: no claim of its own
    expect(hidden).not.toContain(24); // partner
  });

  it('hides claimed transaction types without read access', () => {
    const hidden = hiddenTxnTypeIds([read('gljournalentries')]);
    expect(hidden).not.toContain(60);
    expect(hidden).toContain(56);
    expect(hidden).toContain(48);
    expect(hidden).not.toContain(64); // comments have no claim
  });
});

describe('hit routing (spec 1 §2.5)', () => {
  it('sends account hits to GL history', () => {
    expect(searchHitTarget({ HitType: 'Account', AccountId: 77, CommunityAgentId: 5 })).toEqual({
      kind: 'glHistory',
      accountId: 77,
    });
  });

  it('sends profile, address, phone, email, web address and custom field hits to the agent', () => {
    for (const HitType of [
      'Agent',
      'Address',
      'Phone',
      'Email',
      'WebAddress',
      'CustomField',
    ] as const) {
      expect(searchHitTarget({ HitType, TopsAgentId: 12, CommunityAgentId: 5 })).toEqual({
        kind: 'profile',
        agentId: 12,
      });
    }
    expect(searchHitTarget({ HitType: 'Phone', CommunityAgentId: 5 })).toBeNull();
  });

  it('routes transactions by type and status', () => {
    const hit = (TopsTxnTypeId: number, TopsStatusId: number) =>
      searchHitTarget({
        HitType: 'Transaction',
        TopsItemId: 900,
        TopsTxnTypeId,
        TopsStatusId,
        TopsAgentId: 31,
        CommunityAgentId: 5,
      });
    expect(hit(48, 4)).toEqual({
      kind: 'transaction',
      screen: 'cashReceiptSummary',
      itemId: 900,
      agentId: 31,
      communityAgentId: 5,
    });
    expect(hit(49, 3)).toMatchObject({ screen: 'cashReceiptEdit' });
    expect(hit(60, 4)).toMatchObject({ screen: 'journalEntryProfile' });
    expect(hit(60, 3)).toMatchObject({ screen: 'journalEntryEdit' });
    expect(hit(78, 13)).toMatchObject({ screen: 'messageBatchEditor' });
    expect(hit(78, 21)).toMatchObject({ screen: 'messageBatchEditor' });
    expect(hit(78, 5)).toMatchObject({ screen: 'messageBatchReview' });
    expect(hit(45, 4)).toMatchObject({ screen: 'adjustmentProfile' });
    expect(hit(46, 3)).toMatchObject({ screen: 'adjustmentReview' });
    expect(hit(66, 4)).toMatchObject({ screen: 'backoutPaymentProfile' });
    expect(hit(66, 3)).toMatchObject({ screen: 'backoutPaymentAdd' });
    expect(hit(56, 3)).toMatchObject({ screen: 'apInvoiceView' });
    expect(hit(37, 10)).toMatchObject({ screen: 'ccrViolationView' });
    expect(hit(62, 10)).toMatchObject({ screen: 'workOrderView' });
    expect(hit(63, 10)).toMatchObject({ screen: 'serviceRequestView' });
    expect(hit(64, 1)).toMatchObject({ screen: 'noteView' });
    expect(hit(65, 10)).toMatchObject({ screen: 'taskView' });
    expect(hit(61, 5)).toMatchObject({ screen: 'letterDetail' });
    expect(hit(40, 4)).toMatchObject({ screen: 'transactionProfile' });
    expect(transactionScreen(96, 10)).toBe('ticketView');
    expect(transactionScreen(97, 10)).toBe('architecturalRequestView');
    expect(transactionScreen(97, 5)).toBe('architecturalRequestView');
  });
});
