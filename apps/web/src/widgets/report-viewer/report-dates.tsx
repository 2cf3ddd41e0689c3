/** What a report screen says while a date it needs is empty or not a date. */
export function missingDatesMessage(labels: readonly string[]): string | null {
  return labels.length === 0
    ? null
    : `Enter the ${labels.join(' and ')} (MM/DD/YYYY) to see the report.`;
}
