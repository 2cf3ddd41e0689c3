import { daysInMonth, formatDate, MonthNames, toIsoDate, type IsoDate } from './dates';

// Board packets (issue 24 item 6): for a community and a month, a close checklist (every bank
// account reconciled through the month's end, the month's AP entered, charges and late fees
// posted, the month's journal entries posted) and the packet: the community's report package
// rendered as one PDF, sealed (SHA-256 of the file's bytes with who and when), kept per version,
// and published to the board, and as a homeowner edition that identifies no owner to owners
// (homeowner-edition.ts).

/** A month as the API takes it: YYYY-MM. */
export const BoardPacketMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MaxOverrideReasonLength = 500;

/** The first and last day of a YYYY-MM month (null when it is not one). */
export function monthBounds(month: string): { startDate: IsoDate; endDate: IsoDate } | null {
  const m = BoardPacketMonthPattern.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const mm = Number(m[2]);
  return { startDate: toIsoDate(year, mm, 1), endDate: toIsoDate(year, mm, daysInMonth(year, mm)) };
}

/** 'June 2026' for '2026-06'. */
export function monthLabel(month: string): string {
  const m = BoardPacketMonthPattern.exec(month);
  if (!m) return month;
  return `${MonthNames[Number(m[2]) - 1] ?? ''} ${m[1] ?? ''}`;
}

/** The `count` months up to the one of `today` (YYYY-MM-DD), newest first, as YYYY-MM. */
export function recentMonths(today: IsoDate, count: number): string[] {
  const first = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = first - i;
    return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export const CloseCheckKeys = [
  'BankAccountsReconciled',
  'PayablesEntered',
  'ChargesPosted',
  'LateFeesPosted',
  'JournalEntriesPosted',
] as const;
export type CloseCheckKey = (typeof CloseCheckKeys)[number];

export const CloseCheckNames: Readonly<Record<CloseCheckKey, string>> = {
  BankAccountsReconciled: 'Every bank account reconciled',
  PayablesEntered: 'AP invoices entered',
  ChargesPosted: 'Charges posted',
  LateFeesPosted: 'Late fees posted',
  JournalEntriesPosted: 'Journal entries posted',
};

/** What the modules' tables say about a community's month, read by the server. */
export interface CloseFacts {
  endDate: IsoDate;
  /** The community's bank accounts (not removed) and the statement date of their last finished reconciliation. */
  bankAccounts: readonly { Name: string; ReconciledThrough: IsoDate | null }[];
  /** Invoices dated in the month still in the exception inbox, the AP inbox, approval or rejection pending. */
  unenteredInvoices: readonly { Vendor: string; InvoiceNumber: string; InboxState: string }[];
  /** Whether the community has recurring charges assigned to owners. */
  hasRecurringCharges: boolean;
  /** Apply-charges runs dated in the month: posted and still accrued. */
  chargeRuns: { posted: number; accrued: number };
  /** Whether late fees are set up (codes chosen) for the community. */
  lateFeesSetUp: boolean;
  lateFeeRuns: { posted: number; accrued: number };
  /** Journal entries dated in the month not posted (templates aside). */
  unpostedJournalEntries: readonly { Reference: string; Date: IsoDate }[];
}

export interface CloseCheck {
  Key: CloseCheckKey;
  Name: string;
  Passed: boolean;
  /** What is missing, one line each; empty when it passed. */
  Missing: string[];
}

function check(Key: CloseCheckKey, Missing: string[]): CloseCheck {
  return { Key, Name: CloseCheckNames[Key], Passed: Missing.length === 0, Missing };
}

function runMissing(
  what: string,
  runs: { posted: number; accrued: number },
  required: boolean,
  monthEnd: IsoDate,
): string[] {
  const missing: string[] = [];
  if (runs.accrued > 0) {
    missing.push(`${runs.accrued} ${what} run(s) accrued but not posted`);
  }
  if (required && runs.posted === 0 && runs.accrued === 0) {
    missing.push(`No ${what} run posted for the month ending ${formatDate(monthEnd)}`);
  }
  return missing;
}

/** The checklist of a month from its facts, in the order the close is done. */
export function closeChecklist(f: CloseFacts): CloseCheck[] {
  const end = formatDate(f.endDate);
  return [
    check(
      'BankAccountsReconciled',
      f.bankAccounts
        .filter((a) => a.ReconciledThrough === null || a.ReconciledThrough < f.endDate)
        .map((a) =>
          a.ReconciledThrough === null
            ? `${a.Name}: never reconciled`
            : `${a.Name}: reconciled through ${formatDate(a.ReconciledThrough)}, not ${end}`,
        ),
    ),
    check(
      'PayablesEntered',
      f.unenteredInvoices.map(
        (i) =>
          `${i.Vendor || 'No vendor'} invoice ${i.InvoiceNumber || '(no number)'}: ${i.InboxState}`,
      ),
    ),
    check('ChargesPosted', runMissing('charge', f.chargeRuns, f.hasRecurringCharges, f.endDate)),
    check('LateFeesPosted', runMissing('late fee', f.lateFeeRuns, f.lateFeesSetUp, f.endDate)),
    check(
      'JournalEntriesPosted',
      f.unpostedJournalEntries.map(
        (j) =>
          `Journal entry ${j.Reference || '(no reference)'} of ${formatDate(j.Date)} not posted`,
      ),
    ),
  ];
}

/** The names of the checks that failed, for the refusal and the override's record. */
export function openChecks(checks: readonly CloseCheck[]): CloseCheckKey[] {
  return checks.filter((c) => !c.Passed).map((c) => c.Key);
}

/** The inbox states of an invoice not yet entered (ap_invoices.inbox_state 1-4). */
export const UnenteredInboxStates: Readonly<Record<number, string>> = {
  1: 'in the exception inbox',
  2: 'in the AP inbox',
  3: 'in approval',
  4: 'rejection pending',
};

export const BoardPacketEditions = ['Board', 'Homeowner'] as const;
export type BoardPacketEdition = (typeof BoardPacketEditions)[number];

/** Who a version may be published to: only the latest version, once per audience. */
export function publishProblem(
  packet: { Version: number; PublishedAt: string | null },
  latestVersion: number,
):
  | { code: 'BoardPacketNotLatest'; latest: number }
  | { code: 'BoardPacketAlreadyPublished' }
  | null {
  if (packet.Version !== latestVersion)
    return { code: 'BoardPacketNotLatest', latest: latestVersion };
  if (packet.PublishedAt !== null) return { code: 'BoardPacketAlreadyPublished' };
  return null;
}

/** The file name of an edition: 'Board Packet Oak Ridge 2026-06 v2.pdf'. */
export function boardPacketFileName(
  community: string,
  month: string,
  version: number,
  edition: BoardPacketEdition,
): string {
  const safe = community.replace(/[^\p{L}\p{N} .-]/gu, '').trim() || 'Community';
  const suffix = edition === 'Homeowner' ? ' Homeowner Edition' : '';
  return `Board Packet ${safe} ${month} v${version}${suffix}.pdf`;
}
