// Money is integer cents everywhere; these helpers are the only place dollars and cents meet.
import { countOf, type CountedNoun } from './text/count';

export type Cents = number;

/** The largest amount, in cents either way, a money field accepts: sums of many stay exact. */
export const MaxMoneyCents = 999_999_999_999;

export function toCents(dollars: string): Cents {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(dollars.trim());
  if (!match) throw new RangeError(`Not an amount: ${dollars}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MaxMoneyCents)
    throw new RangeError(`Amount too large: ${dollars}`);
  return sign ? -cents : cents;
}

/** What the text of a money field holds: nothing, an amount in cents, or why it is not one. */
export type MoneyEntry =
  { kind: 'empty' } | { kind: 'amount'; cents: Cents } | { kind: 'invalid'; problem: string };

/** The messages under a money field whose text is not an amount. */
export const MoneyEntryMessages = {
  invalid: 'Enter an amount in dollars and cents, like 1,234.56.',
  tooManyDecimals: 'Enter at most 2 decimals: amounts are in cents.',
  negative: 'Enter an amount of zero or more.',
  tooLarge: 'Enter an amount of at most $9,999,999,999.99.',
} as const;

/**
 * Reads the text of a money field as integer cents by string arithmetic only (the digits before
 * and after the point are put together, never multiplied as a float): `1,234.56` is 123456,
 * `$12` 1200, `0.1` 10, `.5` 50, `-5.25` and `(5.25)` -525 when negatives are allowed, `` empty.
 * Thousands commas must fall every three digits (`12,34` is refused, not read as 1234 or 12.34).
 * A third decimal is refused unless it is zero: `1.005` is refused, never rounded, so the amount
 * posted is the amount typed (`1.500` is 150).
 */
export function readMoneyEntry(
  text: string,
  options: { allowNegative?: boolean } = {},
): MoneyEntry {
  let rest = text.trim();
  if (rest === '') return { kind: 'empty' };
  const invalid = { kind: 'invalid', problem: MoneyEntryMessages.invalid } as const;
  let negative = false;
  const parenthesized = /^\((.*)\)$/.exec(rest);
  if (parenthesized) {
    negative = true;
    rest = (parenthesized[1] ?? '').trim();
  }
  // A minus before or after the dollar sign: -$5.25, $-5.25, -5.25.
  const signed = /^(-?)\s*(\$?)\s*(-?)\s*(.*)$/.exec(rest);
  if (!signed) return invalid;
  const minuses = (signed[1] ?? '').length + (signed[3] ?? '').length;
  if (minuses > 1 || (negative && minuses > 0)) return invalid;
  negative ||= minuses === 1;
  const number = /^([1-9]\d{0,2}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(signed[4] ?? '');
  const whole = (number?.[1] ?? '').replaceAll(',', '');
  const decimals = number?.[2] ?? '';
  if (!number || (whole === '' && decimals === '')) return invalid;
  if (/[^0]/.test(decimals.slice(2))) {
    return { kind: 'invalid', problem: MoneyEntryMessages.tooManyDecimals };
  }
  if (whole.replace(/^0+/, '').length > 10) {
    return { kind: 'invalid', problem: MoneyEntryMessages.tooLarge };
  }
  let cents: Cents;
  try {
    cents = toCents(`${whole || '0'}.${decimals.slice(0, 2).padEnd(2, '0')}`);
  } catch {
    return { kind: 'invalid', problem: MoneyEntryMessages.tooLarge };
  }
  if (negative && cents !== 0) {
    if (!options.allowNegative) return { kind: 'invalid', problem: MoneyEntryMessages.negative };
    cents = -cents;
  }
  return { kind: 'amount', cents };
}

/** Cents as a plain decimal, for text that is read back (a query, an edit text): 123456 is `1234.56`. */
export function centsDecimalText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a money field shows them once left: 123456 is `1,234.56`, -5 is `-0.05`. */
export function moneyEntryText(cents: Cents | null): string {
  return cents === null ? '' : formatCents(cents).replace('$', '');
}

export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Splits a whole into parts by weights; the remainder goes to the largest fractions so parts sum exactly. */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || weightSum <= 0) throw new RangeError('Weights must sum above zero');
  const exact = weights.map((w) => (total * w) / weightSum);
  const parts = exact.map((x) => Math.trunc(x));
  let remainder = total - parts.reduce((a, b) => a + b, 0);
  const step = Math.sign(remainder);
  const order = exact
    .map((x, i) => ({ i, frac: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; remainder !== 0; k = (k + 1) % order.length) {
    const slot = order[k];
    if (!slot) break;
    parts[slot.i] = (parts[slot.i] ?? 0) + step;
    remainder -= step;
  }
  return parts;
}

/**
 * What a confirmation before money moves names: how many and how much, e.g. "3 checks,
 * $1,250.00 in all" (one: "1 check, $400.00").
 */
export function countAndTotal(count: number, noun: CountedNoun, totalCents: Cents): string {
  const what = countOf(count, noun);
  return count === 1
    ? `${what}, ${formatCents(totalCents)}`
    : `${what}, ${formatCents(totalCents)} in all`;
}

/**
 * Whether paying `amountCents` out of a bank account whose book balance is `balanceCents` would
 * take it below zero; the shortfall in cents when it would, else null.
 */
export function overdraft(balanceCents: Cents, amountCents: Cents): Cents | null {
  const after = balanceCents - amountCents;
  return after < 0 ? -after : null;
}
