// Exact percentage arithmetic for late fees and interest: rates are decimals (never floats), the
// amounts integer cents, and every fee rounds to the cent half up (…0.5 cents go up: 0.5 → 1).

/** Decimal places a rate keeps: codes.rate is numeric(14,6). */
export const RateScale = 6;
const scale = 10n ** BigInt(RateScale);

/** A non-negative rate ('18', '1.5', 2.25) as an integer of millionths; null when not a rate. */
export function rateMillionths(rate: string | number): bigint | null {
  const text = typeof rate === 'number' ? rate.toFixed(RateScale) : rate.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > RateScale) return null;
  return BigInt(whole) * scale + BigInt(fraction.padEnd(RateScale, '0').slice(0, RateScale));
}

/** numerator ÷ denominator rounded half up, for non-negative numerators. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `percent` % of `cents`, to the cent, half up: 5 % of $100.10 is $5.01 (500.5 cents → 501). */
export function percentOfCents(cents: number, percent: string | number): number {
  const rate = rateMillionths(percent);
  if (rate === null || cents <= 0) return 0;
  return Number(divideHalfUp(BigInt(cents) * rate, 100n * scale));
}
