// Pure helpers of the app's charts (axes and labels); drawing is in the chart components.

/** Up to about five round ticks from 0 that reach `max` (steps of 1, 2, 2.5 or 5 × 10^n). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Cents as a short dollar label for an axis or a bar ($950, $1.2K, $3.4M): display only, never
 * for sums (money stays integer cents).
 */
export function compactCents(cents: number): string {
  return compact.format(cents / 100);
}

/** An estimate of a label's width in pixels at a font size (digits and capitals average 0.6 em). */
export function labelWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.62;
}

/** 'YYYY-MM' as 'Mar 26'. */
export function monthLabel(month: string): string {
  const [year = '', m = '1'] = month.split('-');
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(m) - 1
  ];
  return `${name ?? m} ${year.slice(2)}`;
}
