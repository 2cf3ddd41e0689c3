// Reading an invoice's facts from the text of a captured PDF (spec 2 'upload invoice', OCR
// drafts): invoice number, invoice date, due date, amount and which vendor sent it.

export interface ParsedInvoiceText {
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  amountCents: number | null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const datePattern = String.raw`(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[\/.-]\d{1,2}[\/.-]\d{2,4}|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Za-z]{3,9}\.?,?\s+\d{4})`;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function monthOf(name: string): number {
  return months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** A date as written on an invoice (2026-03-05, 03/05/2026, 3/5/26, March 5, 2026, 5 Mar 2026). */
export function parseInvoiceDate(text: string): string | null {
  const value = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(value);
  if (m) {
    const year = Number(m[3]);
    return isoOf(year < 100 ? 2000 + year : year, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (m) return isoOf(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2]));
  m = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(value);
  if (m) return isoOf(Number(m[3]), monthOf(m[2] ?? ''), Number(m[1]));
  return null;
}

/** A money amount as written ($1,234.56, 1234.5, 1,234) in cents, or null. */
export function parseMoneyCents(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number((m[1] ?? '').replace(/,/g, ''));
  const fraction = Number((m[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

function firstMatch(text: string, labels: readonly string[], value: string): string | null {
  for (const label of labels) {
    const m = new RegExp(String.raw`(?:^|[^A-Za-z])${label}\s*[:#]?\s*${value}`, 'im').exec(text);
    if (m?.[1]) return m[1];
  }
  return null;
}

function firstDate(text: string, labels: readonly string[]): string | null {
  for (const label of labels) {
    const found = firstMatch(text, [label], datePattern);
    const date = found === null ? null : parseInvoiceDate(found);
    if (date) return date;
  }
  return null;
}

const numberLabels = [
  String.raw`invoice\s*(?:number|num\.?|no\.?|#)`,
  String.raw`inv\.?\s*(?:no\.?|#)`,
  String.raw`bill\s*(?:number|no\.?|#)`,
];
const invoiceDateLabels = [
  String.raw`invoice\s+date`,
  String.raw`date\s+of\s+invoice`,
  String.raw`bill\s+date`,
  String.raw`date`,
];
const dueDateLabels = [
  String.raw`due\s+date`,
  String.raw`payment\s+due(?:\s+date)?`,
  String.raw`due\s+(?:by|on)`,
  String.raw`pay\s+by`,
];
const amountLabels = [
  String.raw`total\s+due`,
  String.raw`amount\s+due`,
  String.raw`balance\s+due`,
  String.raw`invoice\s+total`,
  String.raw`total\s+amount`,
  String.raw`grand\s+total`,
  String.raw`total`,
];

/** The facts of an invoice found in its text; what is not found is null. */
export function parseInvoiceText(text: string): ParsedInvoiceText {
  const number = firstMatch(text, numberLabels, String.raw`([A-Za-z0-9][A-Za-z0-9\-/.]*)`);
  const amount = firstMatch(text, amountLabels, String.raw`(\$?\s*[\d,]+(?:\.\d{1,2})?)`);
  return {
    invoiceNumber: number === null ? null : number.replace(/[.]$/, '').slice(0, 25),
    invoiceDate: firstDate(text, invoiceDateLabels.slice(0, 3)) ?? firstDate(text, ['date']),
    dueDate: firstDate(text, dueDateLabels),
    amountCents: amount === null ? null : parseMoneyCents(amount),
  };
}

export interface NamedVendor {
  readonly id: number;
  readonly name: string;
}

/** The vendor whose name appears in the text (the longest such name), ignoring case and spacing. */
export function matchVendorByName(
  text: string,
  vendors: readonly NamedVendor[],
): NamedVendor | null {
  const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  const haystack = squash(text);
  let best: NamedVendor | null = null;
  for (const vendor of vendors) {
    const name = squash(vendor.name);
    if (name.length < 3 || !haystack.includes(name)) continue;
    if (!best || name.length > squash(best.name).length) best = vendor;
  }
  return best;
}
