// Autopay that fits association billing (issue 23 part 4): an owner's draft on the community's
// draft day takes exactly the charges due in the draft's month by each code's frequency, never more
// than the owner owes, capped by the owner's optional cap; the first draft may add the past due when
// the owner chose to pay it now; a draft over the R19 amount limit is not taken. The part of a charge
// a pending draft will pay takes no late fee. Pure rules; the server feeds them the owner's assigned
// codes and balances.
import { R19AmountLimitCents } from '../bank-files/return-codes';
import { daysInMonth, formatDate, toIsoDate, type IsoDate } from '../dates';
import { formatCents } from '../money';
import { addMonths } from '../ledger/periods';
import { CodeTypeId, FrequencyId } from '../static-data/codes';

/** The draft notice goes out this many days before the draft. */
export const AutopayNoticeDays = 3;

export const AutopayMessages = {
  capPositive: 'The cap must be more than $0.00.',
  notEnrolled: 'Autopay is not on for this account.',
  portalOff: 'Autopay is not offered for this community yet.',
  accountNumber: 'Enter the bank account number (4 to 17 digits).',
  nameOnAccount: 'Enter the name on the bank account.',
  /** R19AmountLimitCents in words (a literal: the messages load with every page). */
  overLimit:
    'The draft is over the $25,000.00 a direct debit may take (R19), so it will not be drafted. Set a cap of $25,000.00 or less, or pay another way.',
} as const;

/** A charge code assigned to the owner's property, with what the owner owes on it now. */
export interface AutopayCharge {
  readonly codeId: number;
  readonly codeTypeId: number;
  readonly frequencyId: number | null;
  /** One instalment of the code: what a charge run bills for it. */
  readonly instalmentCents: number;
  /** The code's first billing date (its start date, else when it was last applied); null: unknown. */
  readonly anchorDate: IsoDate | null;
  readonly startDate: IsoDate | null;
  readonly endDate: IsoDate | null;
  /** The owner's balance on the code (negative: a credit). */
  readonly openCents: number;
}

/** The codes autopay drafts: assessments and special assessment instalments. */
export function isAutopayCode(codeTypeId: number): boolean {
  return codeTypeId === CodeTypeId.Assessment || codeTypeId === CodeTypeId.SpecialAssessment;
}

const monthIndex = (iso: IsoDate) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

const everyMonths: Partial<Record<number, number>> = {
  [FrequencyId.Monthly]: 1,
  [FrequencyId.BiMonthly]: 2,
  [FrequencyId.Quarterly]: 3,
  [FrequencyId.SemiYearly]: 6,
  [FrequencyId.Yearly]: 12,
};

/**
 * Whether an instalment of the charge falls due in the month of the draft: monthly every month,
 * bi-monthly, quarterly, semi-yearly and yearly every 2, 3, 6 and 12 months from the anchor's
 * month, once only in the anchor's month; a special assessment only from its start to its end date.
 * Shorter frequencies (weekly, daily) and a charge without an anchor are due every draft.
 */
export function isInstalmentDue(charge: AutopayCharge, draftDate: IsoDate): boolean {
  if (!isAutopayCode(charge.codeTypeId)) return false;
  const monthStart = `${draftDate.slice(0, 7)}-01`;
  const monthEnd = toIsoDate(
    Number(draftDate.slice(0, 4)),
    Number(draftDate.slice(5, 7)),
    daysInMonth(Number(draftDate.slice(0, 4)), Number(draftDate.slice(5, 7))),
  );
  if (charge.startDate !== null && charge.startDate > monthEnd) return false;
  if (charge.endDate !== null && charge.endDate < monthStart) return false;
  if (charge.anchorDate === null) return true;
  const months = monthIndex(draftDate) - monthIndex(charge.anchorDate);
  if (months < 0) return false;
  if (charge.frequencyId === FrequencyId.Once) return months === 0;
  const every = charge.frequencyId === null ? 1 : (everyMonths[charge.frequencyId] ?? 1);
  return months % every === 0;
}

export interface DraftLine {
  readonly codeId: number;
  readonly dueCents: number;
}

/**
 * What a draft pays on one autopay code, for the late fee: the code's open balance is its past due
 * (the oldest part) then the instalment due (the newest part); the draft pays some of each.
 */
export interface DraftCover {
  readonly codeId: number;
  /** The code's open balance beyond its instalment due: the older charges. */
  readonly pastDueCents: number;
  /** What the draft pays of that past due (oldest first); zero unless the owner chose it. */
  readonly pastDueCoveredCents: number;
  /** What the draft pays of the instalment due. */
  readonly dueCoveredCents: number;
}

export interface AutopayDraft {
  /** The instalments due in the draft's month, each at most what is open on its code. */
  readonly lines: readonly DraftLine[];
  readonly dueCents: number;
  /** What the owner owes beyond the instalments due (taken only when chosen). */
  readonly pastDueCents: number;
  /**
   * What the draft takes: due (plus past due when chosen), at most the balance, capped; zero when
   * that is over the R19 amount limit (the draft is not taken).
   */
  readonly amountCents: number;
  /** The cap cut the draft. */
  readonly isCapped: boolean;
  /** What the draft would take over the R19 amount limit, so it is not taken; 0 otherwise. */
  readonly overLimitCents: number;
  /** What the draft pays on each autopay code with a balance (nothing when not taken). */
  readonly covers: readonly DraftCover[];
}

export interface DraftInput {
  readonly draftDate: IsoDate;
  readonly charges: readonly AutopayCharge[];
  /** The owner's whole balance (all codes; negative: a credit). */
  readonly balanceCents: number;
  /** The owner's cap per draft in cents; null: no cap. */
  readonly capCents: number | null;
  /** The owner chose to pay the past due with this draft. */
  readonly payPastDue: boolean;
}

/**
 * The draft of one owner on a draft date (integer cents throughout). Like any live debit of a
 * direct debit file, a draft over the R19 amount limit is left out (the bank would return it R19);
 * the owner's cap keeps it within.
 */
export function autopayDraft(input: DraftInput): AutopayDraft {
  const lines = input.charges
    .filter((c) => isInstalmentDue(c, input.draftDate))
    .map((c) => ({
      codeId: c.codeId,
      dueCents: Math.max(0, Math.min(c.instalmentCents, c.openCents)),
    }))
    .filter((l) => l.dueCents > 0);
  const owed = Math.max(0, input.balanceCents);
  const dueCents = Math.min(
    owed,
    lines.reduce((sum, l) => sum + l.dueCents, 0),
  );
  const pastDueCents = owed - dueCents;
  const wanted = dueCents + (input.payPastDue ? pastDueCents : 0);
  const capped = input.capCents === null ? wanted : Math.min(wanted, input.capCents);
  const isOverLimit = capped > R19AmountLimitCents;
  const amountCents = isOverLimit ? 0 : capped;
  return {
    lines,
    dueCents,
    pastDueCents,
    amountCents,
    isCapped: capped < wanted,
    overLimitCents: isOverLimit ? capped : 0,
    covers: draftCovers(input.charges, lines, { amountCents, dueCents }),
  };
}

/**
 * What the draft pays on each autopay code: its amount pays the instalments due first (in the
 * order of the lines), and what is left of it (the past due the owner chose to pay) the past due
 * of the codes in order. The past due on other codes (a fine, a late fee) is not an autopay charge:
 * it is never counted as covered.
 */
function draftCovers(
  charges: readonly AutopayCharge[],
  lines: readonly DraftLine[],
  amount: { amountCents: number; dueCents: number },
): DraftCover[] {
  const dueOf = new Map(lines.map((l) => [l.codeId, l.dueCents]));
  let dueLeft = Math.min(amount.amountCents, amount.dueCents);
  let pastDueLeft = amount.amountCents - dueLeft;
  return charges
    .filter((c) => isAutopayCode(c.codeTypeId) && c.openCents > 0)
    .map((c) => {
      const due = dueOf.get(c.codeId) ?? 0;
      const dueCoveredCents = Math.min(dueLeft, due);
      dueLeft -= dueCoveredCents;
      const pastDueCents = c.openCents - due;
      const pastDueCoveredCents = Math.min(pastDueLeft, pastDueCents);
      pastDueLeft -= pastDueCoveredCents;
      return { codeId: c.codeId, pastDueCents, pastDueCoveredCents, dueCoveredCents };
    });
}

/**
 * The past due the owner chose to pay now, taken alone by a direct debit file before the month's
 * draft day (the instalments of the month wait for the draft): at most the cap; nothing when over
 * the R19 amount limit.
 */
export function pastDueNowCents(draft: AutopayDraft, capCents: number | null): number {
  const cents = capCents === null ? draft.pastDueCents : Math.min(draft.pastDueCents, capCents);
  return cents > R19AmountLimitCents ? 0 : cents;
}

/**
 * The next draft date on or after `today` for a community drafting on day `draftDay` (1–28): the
 * following month's when this month's draft was taken already (`lastDraftOn`).
 */
export function nextDraftDate(
  today: IsoDate,
  draftDay: number,
  lastDraftOn: IsoDate | null = null,
): IsoDate {
  const thisMonth = `${today.slice(0, 7)}-${String(draftDay).padStart(2, '0')}`;
  const next = thisMonth >= today ? thisMonth : addMonths(thisMonth, 1);
  return lastDraftOn !== null && lastDraftOn.slice(0, 7) >= next.slice(0, 7)
    ? addMonths(next, 1)
    : next;
}

export interface PendingDraftFacts {
  /** The owner's autopay is on. */
  readonly isAutopayOn: boolean;
  /** The date of the owner's last autopay draft, or null before one. */
  readonly lastDraftOn: IsoDate | null;
  /** The late fee run's date. */
  readonly lateFeeDate: IsoDate;
}

/**
 * An autopay draft is pending on a late fee date: the owner's autopay is on and no draft was taken
 * yet in the late fee's month (the draft is still to come, or its file is still to be made). The
 * pending draft is the owner's next draft (nextDraftDate from the late fee date), the one the
 * portal shows.
 */
export function isDraftPending(facts: PendingDraftFacts): boolean {
  if (!facts.isAutopayOn) return false;
  return (
    facts.lastDraftOn === null || facts.lastDraftOn.slice(0, 7) < facts.lateFeeDate.slice(0, 7)
  );
}

/**
 * What a late fee is computed on for one code of an owner whose draft is pending: the code's aged
 * unpaid (the oldest `unpaidCents` of its open balance: the charges posted by the late fee cutoff)
 * less the part of it the pending draft pays (`cover`, from autopayDraft; null: no pending draft).
 * The past due the draft pays is the oldest; the instalment it pays comes after the whole past due.
 * So a cap below what is due, a past due not chosen, a draft over the R19 limit (it pays nothing)
 * or a code outside the draft leaves an uncovered part, and the late fee is computed on it; a flat
 * late fee is charged when any uncovered part is left.
 */
export function lateFeeUnpaidCents(unpaidCents: number, cover: DraftCover | null): number {
  if (cover === null) return unpaidCents;
  const paidPastDue = Math.min(unpaidCents, cover.pastDueCoveredCents);
  const paidDue = Math.max(
    0,
    Math.min(unpaidCents, cover.pastDueCents + cover.dueCoveredCents) - cover.pastDueCents,
  );
  return Math.max(0, unpaidCents - paidPastDue - paidDue);
}

/**
 * The notice mailed three days before a draft, with its amount; a draft over the R19 amount limit
 * (`overLimitCents`) is not taken, and the notice says so and why.
 */
export function autopayNoticeMail(
  name: string,
  draft: {
    draftDate: IsoDate;
    amountCents: number;
    overLimitCents: number;
    last4: string;
    community: string;
  },
): { subject: string; body: string } {
  const on = formatDate(draft.draftDate);
  const close =
    'To change your cap or stop autopay, sign in to the owner portal before the draft date.';
  if (draft.overLimitCents > 0)
    return {
      subject: `Autopay: no draft will be taken on ${on}`,
      body: [
        `Dear ${name},`,
        '',
        `Your autopay for ${draft.community} would draft ${formatCents(draft.overLimitCents)} on ${on}. ${AutopayMessages.overLimit}`,
        'A late fee may be charged on charges left unpaid.',
        close,
      ].join('\n'),
    };
  const amount = formatCents(draft.amountCents);
  return {
    subject: `Autopay: ${amount} will be drafted on ${on}`,
    body: [
      `Dear ${name},`,
      '',
      `Your autopay for ${draft.community} will draft ${amount} from your bank account ending in ${draft.last4} on ${on}.`,
      'No late fee is charged on the part of your charges the draft pays while it is pending.',
      close,
    ].join('\n'),
  };
}
