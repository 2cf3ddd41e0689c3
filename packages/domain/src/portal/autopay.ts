// Autopay that fits association billing (issue 23 part 4): an owner's draft on the community's
// draft day takes exactly the charges due in the draft's month by each code's frequency, never more
// than the owner owes, capped by the owner's optional cap; the first draft may add the past due when
// the owner chose to pay it now. A charge whose draft is pending takes no late fee. Pure rules; the
// server feeds them the owner's assigned codes and balances.
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

export interface AutopayDraft {
  /** The instalments due in the draft's month, each at most what is open on its code. */
  readonly lines: readonly DraftLine[];
  readonly dueCents: number;
  /** What the owner owes beyond the instalments due (taken only when chosen). */
  readonly pastDueCents: number;
  /** What the draft takes: due (plus past due when chosen), at most the balance, capped. */
  readonly amountCents: number;
  /** The cap cut the draft. */
  readonly isCapped: boolean;
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

/** The draft of one owner on a draft date (integer cents throughout). */
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
  const amountCents = input.capCents === null ? wanted : Math.min(wanted, input.capCents);
  return { lines, dueCents, pastDueCents, amountCents, isCapped: amountCents < wanted };
}

/**
 * The past due the owner chose to pay now, taken alone by a direct debit file before the month's
 * draft day (the instalments of the month wait for the draft): at most the cap.
 */
export function pastDueNowCents(draft: AutopayDraft, capCents: number | null): number {
  return capCents === null ? draft.pastDueCents : Math.min(draft.pastDueCents, capCents);
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

export interface LateFeeFacts {
  /** The owner's autopay is on. */
  readonly isAutopayOn: boolean;
  /** The date of the owner's last autopay draft, or null before one. */
  readonly lastDraftOn: IsoDate | null;
  /** The late fee run's date. */
  readonly lateFeeDate: IsoDate;
  readonly codeTypeId: number;
}

/**
 * No late fee on a charge whose autopay draft is pending: the owner's autopay is on, the code is
 * one autopay drafts, and no draft was taken yet in the late fee's month (the month's draft is
 * still to come, or its file is still to be made).
 */
export function isLateFeeSuppressed(facts: LateFeeFacts): boolean {
  if (!facts.isAutopayOn || !isAutopayCode(facts.codeTypeId)) return false;
  return (
    facts.lastDraftOn === null || facts.lastDraftOn.slice(0, 7) < facts.lateFeeDate.slice(0, 7)
  );
}

/** The notice mailed three days before a draft, with its amount. */
export function autopayNoticeMail(
  name: string,
  draft: { draftDate: IsoDate; amountCents: number; last4: string; community: string },
): { subject: string; body: string } {
  const amount = formatCents(draft.amountCents);
  const on = formatDate(draft.draftDate);
  return {
    subject: `Autopay: ${amount} will be drafted on ${on}`,
    body: [
      `Dear ${name},`,
      '',
      `Your autopay for ${draft.community} will draft ${amount} from your bank account ending in ${draft.last4} on ${on}.`,
      'No late fee is charged on these charges while the draft is pending.',
      'To change your cap or stop autopay, sign in to the owner portal before the draft date.',
    ].join('\n'),
  };
}
