// Money is integer cents everywhere; these helpers are the only place dollars and cents meet.
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
