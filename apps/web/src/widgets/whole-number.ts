// A Mantine NumberInput gives a number, or a string while its text is empty or not a number; a
// form over a contract body reads a count, day or sequence from it with these.

/** The whole number the input holds, or null while it is empty or holds anything else. */
export function wholeNumberOf(value: number | string): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/**
 * Why the input's value is not a whole number from `min` to `max`, or null when it is one (or is
 * empty and `optional`).
 */
export function wholeNumberProblem(
  value: number | string,
  { min, max, optional = false }: { min: number; max: number; optional?: boolean },
): string | null {
  if (optional && value === '') return null;
  const whole = wholeNumberOf(value);
  return whole !== null && whole >= min && whole <= max
    ? null
    : `Enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
}
