// Assessment methods (spec 1 §3.5, spec 3 §3): the amount each property's owner is charged. Rates
// are decimals of six places (codes.rate, property_details.percent_ownership), read exactly as
// millionths so no amount passes through a float. The charge run computes the same formulas in
// SQL (apps/server/src/modules/charges/calculators); a test proves the two agree.
import type { Cents } from '../money';
import { MethodId } from '../static-data/code-methods';

const million = 1_000_000n;

/** A decimal text of up to six places ('1.25', '33.333333') as integer millionths. */
export function toMillionths(decimal: string | null): bigint {
  if (decimal === null) return 0n;
  const m = /^(-)?(\d+)(?:\.(\d{1,6})\d*)?$/.exec(decimal.trim());
  if (!m) throw new RangeError(`Not a decimal: ${decimal}`);
  const value = BigInt(m[2] ?? '0') * million + BigInt((m[3] ?? '').padEnd(6, '0'));
  return m[1] ? -value : value;
}

/** Half away from zero, as PostgreSQL rounds numeric. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  return (sign * (sign * numerator * 2n + denominator)) / (2n * denominator);
}

export interface AssessmentCode {
  readonly MethodId: number | null;
  /** Cents: the flat amount, or the total shared by percent ownership. */
  readonly Amount: Cents;
  /** Percent of property value, or dollars per square foot. */
  readonly Rate: string | null;
}

export interface AssessedProperty {
  readonly AssessedValueCents: Cents | null;
  readonly SquareFeet: number | null;
  readonly PercentOwnership: string | null;
}

/**
 * Methods 1 flat dollar (the amount), 2 percent of property value (value × rate / 100), 3 square
 * feet × rate in dollars, rounded to the cent half away from zero; no method is flat. Method 4 is
 * shared over a community's properties: see `shareByOwnership`.
 */
export function assessmentCents(code: AssessmentCode, property: AssessedProperty): Cents {
  const rate = toMillionths(code.Rate);
  switch (code.MethodId) {
    case MethodId.PercentOfPropertyValue:
      return Number(divideRounded(BigInt(property.AssessedValueCents ?? 0) * rate, 100n * million));
    case MethodId.SquareFeetTimesRate:
      return Number(divideRounded(BigInt(property.SquareFeet ?? 0) * rate * 100n, million));
    default:
      return code.Amount;
  }
}

/**
 * Method 4, total × percent ownership: each part is the truncated share; the cents left over
 * (the rounded total of the shares less the parts) go one each to the largest remainders, the
 * earlier property first on a tie, so parts sum to the total when the percents sum to 100.
 */
export function shareByOwnership(total: Cents, percents: readonly (string | null)[]): Cents[] {
  const hundredPercent = 100n * million;
  const exact = percents.map((p) => BigInt(total) * toMillionths(p));
  const parts = exact.map((x) => x / hundredPercent);
  const sum = exact.reduce((a, b) => a + b, 0n);
  let left = divideRounded(sum, hundredPercent) - parts.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((x, i) => ({ i, remainder: x % hundredPercent }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/**
 * Prepaids (43): an owner's prepaid credit paid onto the balances of the run's codes, in the
 * order given (by alias): each gets the smaller of its balance and the credit still left.
 */
export function applyPrepaidCredit(creditCents: Cents, balances: readonly Cents[]): Cents[] {
  let before = 0;
  return balances.map((balance) => {
    const owed = Math.max(balance, 0);
    const applied = Math.max(0, Math.min(owed, creditCents - before));
    before += owed;
    return applied;
  });
}
