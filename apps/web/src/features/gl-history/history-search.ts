import { isValidIsoDate, type IsoDate } from '@hoa/domain';

// GL history's optional date range and cost center in the URL, ?from=YYYY-MM-DD&to=YYYY-MM-DD&cc=7,
// as the chart of accounts and the reports link to it. A bad value is dropped, not fatal. Read
// without zod: the router validates search parameters on the sign-in screen too.

export interface HistorySearch {
  from?: IsoDate;
  to?: IsoDate;
  /** Only this cost center's lines. */
  cc?: number;
}

const day = (value: unknown): IsoDate | undefined =>
  typeof value === 'string' && isValidIsoDate(value) ? value : undefined;

const id = (value: unknown): number | undefined => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const from = day(search.from);
  const to = day(search.to);
  const cc = id(search.cc);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(cc ? { cc } : {}) };
}
