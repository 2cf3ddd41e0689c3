import { describe, expect, it } from 'vitest';
import { cardIssuer, cardProblem, CardMessages, passesLuhn } from './card-rules';

describe('cardIssuer (spec 3 §5: issuer by prefix)', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5105105105105100', 'MasterCard'],
    ['5500000000000004', 'MasterCard'],
    ['2221000000000009', 'MasterCard'],
    ['2720990000000007', 'MasterCard'],
    ['6011111111111117', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['378282246310005', 'Amex'],
    ['341111111111111', 'Amex'],
  ])('%s is %s', (number, brand) => {
    expect(cardIssuer(number)).toBe(brand);
  });

  it.each([
    '5000000000000009',
    '2220990000000000',
    '2721000000000000',
    '6012000000000000',
    '3530111333300000',
    'abc',
  ])('%s has no accepted issuer', (number) => {
    expect(cardIssuer(number)).toBeNull();
  });

  it('reads numbers typed with spaces or hyphens', () => {
    expect(cardIssuer('4111 1111-1111 1111')).toBe('Visa');
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
  });
});

describe('cardProblem (spec 3 §5: a valid month, a date after today)', () => {
  const visa = { number: '4111111111111111', expiryMonth: 12, expiryYear: 2026 };
  it('takes a card good after today', () => {
    expect(cardProblem(visa, '2026-11-30')).toBeNull();
  });
  it('refuses a card whose month ends today or earlier', () => {
    expect(cardProblem({ ...visa, expiryMonth: 11 }, '2026-11-30')).toBe(CardMessages.expiry);
    expect(cardProblem({ ...visa, expiryYear: 2025 }, '2026-11-30')).toBe(CardMessages.expiry);
  });
  it('refuses month 0 and month 13', () => {
    expect(cardProblem({ ...visa, expiryMonth: 0 }, '2026-01-01')).toBe(CardMessages.expiry);
    expect(cardProblem({ ...visa, expiryMonth: 13 }, '2026-01-01')).toBe(CardMessages.expiry);
  });
  it('refuses a number failing the Luhn check, then one of no accepted issuer', () => {
    expect(cardProblem({ ...visa, number: '4111111111111112' }, '2026-01-01')).toBe(
      CardMessages.number,
    );
    expect(cardProblem({ ...visa, number: '3530111333300000' }, '2026-01-01')).toBe(
      CardMessages.issuer,
    );
  });
});
