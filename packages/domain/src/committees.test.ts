import { describe, expect, it } from 'vitest';
import {
  canSitOnCommittee,
  CommitteeMessages,
  expirationFromMonthYear,
  ExpirationMonths,
  expirationYears,
  formatExpiration,
  isValidMemberContact,
  monthYearOfExpiration,
} from './committees';

describe('committee member expiration', () => {
  it('offers ten years from the current one and twelve months', () => {
    expect(expirationYears(2025)).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
    ]);
    expect(ExpirationMonths).toHaveLength(12);
    expect(ExpirationMonths[1]).toEqual({ value: 2, label: 'February' });
  });
  it('needs both month and year, or neither', () => {
    expect(expirationFromMonthYear(null, null)).toEqual({ ok: true, expirationDate: null });
    expect(expirationFromMonthYear(6, undefined)).toEqual({
      ok: false,
      message: 'incomplete expiration',
    });
    expect(expirationFromMonthYear(null, 2027)).toEqual({
      ok: false,
      message: CommitteeMessages.incompleteExpiration,
    });
  });
  it('expires at the end of the month', () => {
    expect(expirationFromMonthYear(2, 2028)).toEqual({ ok: true, expirationDate: '2028-02-29' });
    expect(expirationFromMonthYear(2, 2027)).toEqual({ ok: true, expirationDate: '2027-02-28' });
    expect(expirationFromMonthYear(12, 2026)).toEqual({ ok: true, expirationDate: '2026-12-31' });
  });
  it('reads a stored date back as month and year, and shows MM/YYYY', () => {
    expect(monthYearOfExpiration('2026-06-30')).toEqual({ month: 6, year: 2026 });
    expect(monthYearOfExpiration(null)).toEqual({ month: null, year: null });
    expect(formatExpiration('2026-06-30')).toBe('06/2026');
    expect(formatExpiration(null)).toBe('');
  });
});

describe('committee member contact', () => {
  it('needs a first name for a new contact', () => {
    expect(isValidMemberContact({ FirstName: 'Ana' })).toBe(true);
    expect(isValidMemberContact({ FirstName: '   ' })).toBe(false);
    expect(isValidMemberContact({ FirstName: null })).toBe(false);
    expect(isValidMemberContact(undefined)).toBe(false);
    expect(CommitteeMessages.invalidContact).toBe('Invalid contact information');
  });
  it('seats owners, renters and contacts only', () => {
    expect([4, 5, 11, 12, 16, 20].every(canSitOnCommittee)).toBe(true);
    expect([2, 3, 6, 10, 13].some(canSitOnCommittee)).toBe(false);
  });
});
