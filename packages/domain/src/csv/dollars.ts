/**
 * Cents as dollars text with two decimals and no thousands separators, as bank files write them:
 * 12345 -> "123.45", -5 -> "-0.05". Integer arithmetic only, exact for every safe integer.
 */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - rest) / 100}.${String(rest).padStart(2, '0')}`;
}
