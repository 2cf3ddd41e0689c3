// Default distributions (spec 2 §3 'Default distribution', §5 'Default distributions', §9): a
// vendor's bill for a community split across GL accounts by percentage, 3 decimals, totalling 100.

export const DefaultDistributionMessages = {
  totalPercentage: 'Total percentage should be 100%',
  communityRequired: 'Community is required',
  vendorRequired: 'Vendor is required',
  accountRequired: 'Distributions must have an account selected',
  valueRequired: 'Distributions must have a value',
} as const;

/** Transaction types a default distribution may be for: 56 bill, 90 bill - separate check. */
export const DefaultDistributionTxnTypes = [56, 90] as const;
export const MaxDistributionPercentage = 100;
export const DistributionPercentageDecimals = 3;

/** A percentage in thousandths (33.333 -> 33333); 100% is 100000. */
export function percentageThousandths(percentage: number): number {
  return Math.round(percentage * 10 ** DistributionPercentageDecimals);
}

export interface DistributionLineDraft {
  readonly accountId: number | null;
  readonly percentage: number | null;
}

export interface DefaultDistributionDraft {
  readonly communityId: number | null;
  readonly vendorId: number | null;
  readonly lines: readonly DistributionLineDraft[];
}

/** The first problem of a default distribution, in the spec's words, or null. */
export function defaultDistributionProblem(draft: DefaultDistributionDraft): string | null {
  const M = DefaultDistributionMessages;
  if (!draft.communityId) return M.communityRequired;
  if (!draft.vendorId) return M.vendorRequired;
  if (draft.lines.some((line) => !line.accountId)) return M.accountRequired;
  if (draft.lines.some((line) => line.percentage === null || !(line.percentage > 0))) {
    return M.valueRequired;
  }
  const total = draft.lines.reduce(
    (sum, line) => sum + percentageThousandths(line.percentage ?? 0),
    0,
  );
  if (draft.lines.length === 0 || total !== percentageThousandths(MaxDistributionPercentage)) {
    return M.totalPercentage;
  }
  return null;
}

/**
 * Splits a total (cents) by percentages (3 decimals) so the parts sum to the total exactly: each
 * part is the floor of its share, and the cents left over go one each to the parts with the
 * largest remainders (earlier parts first on ties). 10000 at 33.333/33.333/33.334 -> 3333, 3333,
 * 3334.
 */
export function splitByPercentages(totalCents: number, percentages: readonly number[]): number[] {
  if (percentages.length === 0) return [];
  const shares = percentages.map((p) => BigInt(percentageThousandths(p)));
  const whole = shares.reduce((sum, share) => sum + share, 0n);
  if (whole <= 0n) throw new RangeError('Percentages must total above 0');
  const total = BigInt(totalCents);
  const sign = total < 0n ? -1n : 1n;
  const magnitude = total * sign;
  const parts = shares.map((share) => (magnitude * share) / whole);
  const remainders = shares.map((share, index) => ({
    index,
    rest: (magnitude * share) % whole,
  }));
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part * sign));
}
