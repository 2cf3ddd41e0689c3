import { isValidIsoDate, type IsoDate } from '@hoa/domain';

// GL history's optional date range in the URL, ?from=YYYY-MM-DD&to=YYYY-MM-DD, as the chart of
// accounts and the reports link to it. A bad value is dropped, not fatal. Read without zod: the
// router validates search parameters on the sign-in screen too.

export interface HistorySearch {
  from?: IsoDate;
  to?: IsoDate;
}

const day = (value: unknown): IsoDate | undefined =>
  typeof value === 'string' && isValidIsoDate(value) ? value : undefined;

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const from = day(search.from);
  const to = day(search.to);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
