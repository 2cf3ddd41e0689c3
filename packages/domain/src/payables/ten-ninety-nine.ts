// The 1099 report (GetVendorsTenNinetyNine, spec 2 §7): payments per vendor in a calendar year.

/** The minimum paid in the year for a vendor to be listed, cents (600.00). */
export const TenNinetyNineMinimumCents = 60_000;

/** The year the report shows by default: the calendar year before today's. */
export function defaultTenNinetyNineYear(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}

/** The year's first and last days. */
export function calendarYearRange(year: number): { startDate: string; endDate: string } {
  const y = String(year).padStart(4, '0');
  return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
}

/** The minimum in cents from a dollar amount given on the query (600 by default). */
export function tenNinetyNineMinimumCents(minimumAmount: number | undefined): number {
  return minimumAmount === undefined ? TenNinetyNineMinimumCents : Math.round(minimumAmount * 100);
}

/** Whether a vendor paid this much in the year is reportable. */
export function isTenNinetyNineReportable(paidCents: number, minimumCents: number): boolean {
  return paidCents > 0 && paidCents >= minimumCents;
}
