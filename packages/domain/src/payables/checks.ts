// Printed checks (spec 2 §2 'print checks, void checks'): the amount in words, the MICR line and
// check numbering, and how a check run groups invoices into checks.

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const scales = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ones[hundreds] ?? ''} Hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(
      unit === 0
        ? (tens[Math.floor(rest / 10)] ?? '')
        : `${tens[Math.floor(rest / 10)] ?? ''}-${ones[unit] ?? ''}`,
    );
  } else if (rest > 0) {
    parts.push(ones[rest] ?? '');
  }
  return parts.join(' ');
}

/** Whole dollars in words: 1234 -> 'One Thousand Two Hundred Thirty-Four'; 0 -> 'Zero'. */
export function dollarsInWords(dollars: number): string {
  if (!Number.isSafeInteger(dollars) || dollars < 0) throw new RangeError('Bad amount');
  if (dollars === 0) return 'Zero';
  const groups: string[] = [];
  let rest = dollars;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0) {
      const name = scales[scale];
      if (name === undefined) throw new RangeError('Amount too large');
      groups.unshift(name === '' ? underThousand(group) : `${underThousand(group)} ${name}`);
    }
  }
  return groups.join(' ');
}

/** The check's written amount: 123456 cents -> 'One Thousand Two Hundred Thirty-Four and 56/100 Dollars'. */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('Bad amount');
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${dollarsInWords(dollars)} and ${rest}/100 Dollars`;
}

/** E-13B symbols: transit ⑆ (U+2446) around the routing number, on-us ⑈ (U+2448). */
export const MicrSymbols = { transit: '\u2446', onUs: '\u2448' } as const;
/** Where no MICR font is at hand the symbols print as the letters MICR fonts map them to. */
export const MicrTextSubstitutes = { transit: 'A', onUs: 'C' } as const;

export interface MicrInput {
  checkNumber: string;
  routingNumber: string;
  accountNumber: string;
}

/**
 * The MICR line: ⑈check⑈ ⑆routing⑆ account⑈. The check number is zero-padded to 6 digits; only
 * digits (and dashes of the account) are kept.
 */
export function micrLine(
  input: MicrInput,
  symbols: { transit: string; onUs: string } = MicrSymbols,
): string {
  const digits = (s: string) => s.replace(/[^0-9]/g, '');
  const check = digits(input.checkNumber).padStart(6, '0');
  const routing = digits(input.routingNumber);
  const account = input.accountNumber.replace(/[^0-9-]/g, '');
  const { transit: t, onUs: o } = symbols;
  return `${o}${check}${o} ${t}${routing}${t} ${account}${o}`;
}

/** The largest check number a bank account can reach (check number max 25 characters, spec 2 §5). */
export const MaxCheckNumber = 2_147_483_647;

/** The check numbers of a run of `count` checks starting at `start`: 1000, 1001, … */
export function checkNumbers(start: number, count: number): string[] {
  if (!Number.isSafeInteger(start) || start < 1) throw new RangeError('Bad check number');
  if (start + count - 1 > MaxCheckNumber) throw new RangeError('Check numbers exhausted');
  return Array.from({ length: count }, (_, i) => String(start + i));
}

export interface PayableInvoice {
  itemId: number;
  vendorAgentId: number;
  vendorName: string;
  /** 56 bill, 90 separate check. */
  txnTypeId: number;
  invoiceNumber: string;
  amountCents: number;
}

export interface PlannedCheck<T extends PayableInvoice = PayableInvoice> {
  vendorAgentId: number;
  vendorName: string;
  /** 57 print checks, or 90 separate check for an invoice paid on its own check. */
  txnTypeId: number;
  invoices: T[];
  amountCents: number;
}

/**
 * One check per vendor: the vendor's bills combined on one check, each separate-check invoice
 * (type 90) on its own. Checks are ordered by vendor name, then vendor, the combined check first.
 */
export function planChecks<T extends PayableInvoice>(invoices: readonly T[]): PlannedCheck<T>[] {
  const combined = new Map<number, PlannedCheck<T>>();
  const alone: PlannedCheck<T>[] = [];
  for (const inv of invoices) {
    if (inv.txnTypeId === 90) {
      alone.push({
        vendorAgentId: inv.vendorAgentId,
        vendorName: inv.vendorName,
        txnTypeId: 90,
        invoices: [inv],
        amountCents: inv.amountCents,
      });
      continue;
    }
    const check = combined.get(inv.vendorAgentId) ?? {
      vendorAgentId: inv.vendorAgentId,
      vendorName: inv.vendorName,
      txnTypeId: 57,
      invoices: [],
      amountCents: 0,
    };
    check.invoices.push(inv);
    check.amountCents += inv.amountCents;
    combined.set(inv.vendorAgentId, check);
  }
  const order = (a: PlannedCheck<T>, b: PlannedCheck<T>) =>
    a.vendorName.localeCompare(b.vendorName) ||
    a.vendorAgentId - b.vendorAgentId ||
    a.txnTypeId - b.txnTypeId;
  return [...combined.values(), ...alone].sort(order);
}

/** The memo of a check: its invoice numbers, cut to fit one line. */
export function checkMemo(invoiceNumbers: readonly string[], max = 120): string {
  const text = `Inv ${invoiceNumbers.join(', ')}`;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export interface OpenCredit {
  creditItemId: number;
  openCents: number;
}

export interface CreditSplit {
  /** What the check pays in cash, per invoice (invoices settled by credit alone are left out). */
  cash: { itemId: number; amountCents: number }[];
  applications: { creditItemId: number; invoiceItemId: number; amountCents: number }[];
  creditCents: number;
}

/**
 * Takes a vendor's open credits (oldest first, each in full) off its check while they total less
 * than the check, so a check is always left to print; the credit settles the invoices in order.
 */
export function applyCredits(
  invoices: readonly { itemId: number; amountCents: number }[],
  credits: readonly OpenCredit[],
): CreditSplit {
  const total = invoices.reduce((sum, inv) => sum + inv.amountCents, 0);
  const used: OpenCredit[] = [];
  let creditCents = 0;
  for (const credit of credits) {
    if (creditCents + credit.openCents >= total) break;
    used.push(credit);
    creditCents += credit.openCents;
  }
  const applications: CreditSplit['applications'] = [];
  const cash: CreditSplit['cash'] = [];
  let c = 0;
  let left = used[0]?.openCents ?? 0;
  for (const inv of invoices) {
    let owed = inv.amountCents;
    while (owed > 0 && c < used.length) {
      const credit = used[c];
      if (!credit) break;
      const take = Math.min(owed, left);
      applications.push({
        creditItemId: credit.creditItemId,
        invoiceItemId: inv.itemId,
        amountCents: take,
      });
      owed -= take;
      left -= take;
      if (left === 0) {
        c += 1;
        left = used[c]?.openCents ?? 0;
      }
    }
    if (owed > 0) cash.push({ itemId: inv.itemId, amountCents: owed });
  }
  return { cash, applications, creditCents };
}
