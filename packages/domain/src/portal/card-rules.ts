// Card rules (spec 3 §5 "Other"): the issuer by the number's prefix, the expiry after today.

/** A card issuer's name, as CardBrands (static data) names it. */
export type CardBrandName = 'Visa' | 'MasterCard' | 'Discover' | 'Amex';

/** Card expiry years offered: 15 from now (spec 3 §8). */
export const CardExpiryYears = 15;

/**
 * The issuer by prefix: Visa 4; MasterCard 51–55 and 222100–272099; Discover 64, 65 and 6011;
 * Amex 34 and 37. Null for any other number.
 */
export function cardIssuer(cardNumber: string): CardBrandName | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  if (two >= 51 && two <= 55) return 'MasterCard';
  const six = Number(digits.slice(0, 6));
  if (digits.length >= 6 && six >= 222100 && six <= 272099) return 'MasterCard';
  if (digits.startsWith('6011') || two === 64 || two === 65) return 'Discover';
  if (two === 34 || two === 37) return 'Amex';
  return null;
}

/** The Luhn check every card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CardMessages = {
  number: 'The card number is not valid.',
  issuer: 'Only Visa, MasterCard, Discover and American Express cards are accepted.',
  expiry: 'The card has expired or its expiration date is not valid.',
} as const;

/**
 * What is wrong with a card (number, issuer, expiry month and year), or null: the expiry must be a
 * valid month and the card good after today (a card is good through the last day of its month).
 */
export function cardProblem(
  card: { number: string; expiryMonth: number; expiryYear: number },
  today: string,
): string | null {
  if (!passesLuhn(card.number)) return CardMessages.number;
  if (cardIssuer(card.number) === null) return CardMessages.issuer;
  return cardExpiryProblem(card.expiryMonth, card.expiryYear, today);
}

/** The expiry rule alone (a saved card is checked again when it pays): a valid month, good after today. */
export function cardExpiryProblem(month: number, year: number, today: string): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year))
    return CardMessages.expiry;
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return lastDay > today ? null : CardMessages.expiry;
}
