// Charge runs (spec 3 §5 'Apply charges…', 'Code accrual frequency rule', §6): which codes may be
// accrued on a date, which are selected by default, and which run types a user is offered.
import { formatDate, MonthNames, type IsoDate } from '../dates';
import { hasAccess, type GrantLike } from '../permissions';
import { addDays, addMonths } from '../ledger/periods';
import { CodeTypeId, FrequencyId } from '../static-data/codes';
import { claimForTxnType } from '../static-data/txn-type-claims';
import { TxnTypeId } from '../static-data/txn-types';

export const ChargeMessages = {
  noCodeSelected: 'At least one Code must be selected.',
  endDatePassed: (code: string) =>
    `Cannot post charges based on specified End Date for the code ${code}`,
  // Ours: the spec names no text for these.
  nothingToAccrue: 'No charges are due for the selected codes on this date.',
  codeNotOffered: 'A selected code is not one this charge run can apply.',
  runNotAccrued: 'The charge run is not accrued, so it cannot be changed or posted.',
  postDateRequired: 'Post Date is required.',
  postDateToSeeCodes: 'Enter the Post Date (MM/DD/YYYY) to see the codes due on it.',
  accountNotInCommunity: 'The account belongs to another community.',
  notChargeRun: 'The transaction type is not a charge run.',
  noOpenPeriod: (date: string) =>
    `No open accounting period holds ${formatDate(date)}; open one or choose another date.`,
} as const;

/** What a charge run found nothing due for, with what the user knows that explains it. */
export interface NothingDue {
  txnTypeId: number;
  postDate: IsoDate;
  /** When the run's codes were last applied (the charge runs), or null. */
  lastApplied: IsoDate | null;
  /** Days a charge stays unpaid before a late fee or interest applies (exclusion days), or null. */
  graceDays: number | null;
}

/**
 * Why a charge run accrued nothing, in words the user can act on (issue 18): already applied in
 * the post date's month; no balance past the grace days (late fees, interest); else the general
 * message.
 */
export function nothingDueReason(run: NothingDue): string {
  const month = run.postDate.slice(0, 7);
  if (run.lastApplied !== null && run.lastApplied.slice(0, 7) === month) {
    const name = MonthNames[Number(month.slice(5, 7)) - 1] ?? month;
    return `Already applied for ${name} ${month.slice(0, 4)} (last applied ${formatDate(run.lastApplied)}).`;
  }
  const grace =
    run.graceDays === null ? 'the grace days' : `the ${String(run.graceDays)} grace days`;
  if (run.txnTypeId === TxnTypeId.LateFee)
    return `No late fee is due on ${formatDate(run.postDate)}: no owner has an unpaid balance past ${grace}, or this month’s late fees are charged already.`;
  if (run.txnTypeId === TxnTypeId.Interest)
    return `No interest is due on ${formatDate(run.postDate)}: no owner has an unpaid balance past ${grace}, or this month’s interest is charged already.`;
  if (run.txnTypeId === TxnTypeId.RecurringCredits)
    return `No recurring credit is due on ${formatDate(run.postDate)}: none is assigned to an owner, or this period’s credits are applied already.`;
  return ChargeMessages.nothingToAccrue;
}

/** The charge runs of the apply-charges screens (spec 3 §2), each a fixed transaction type. */
export const ChargeRunTxnTypeIds: readonly number[] = [
  TxnTypeId.ApplyCharges,
  TxnTypeId.LateFee,
  TxnTypeId.Interest,
  TxnTypeId.Prepaids,
  TxnTypeId.Collection,
];

/**
 * The charge runs whose posting moves their codes' last applied date, and whose removal takes it
 * back; prepaids (43) apply what is already charged and leave the date to the charge runs.
 */
export const LastAppliedTxnTypeIds: readonly number[] = [
  TxnTypeId.ApplyCharges,
  TxnTypeId.LateFee,
  TxnTypeId.Interest,
  TxnTypeId.Collection,
  TxnTypeId.RecurringCredits,
];

/**
 * Spec 3 §6: a type that maps to a claim is offered only with create access to the claim; a type
 * without a claim is always offered.
 */
export function offeredChargeTxnTypes(
  txnTypeIds: readonly number[],
  grants: readonly GrantLike[],
): number[] {
  return txnTypeIds.filter((id) => {
    const claim = claimForTxnType(id);
    return claim === undefined || hasAccess(grants, claim, 'create');
  });
}

const F = FrequencyId;

/**
 * The date a code is next due after it was last applied, by frequency id: 3 two months later and
 * 4 one month later (the day kept, clamped to the month's length), 5 91 days later, 6 the same
 * date, 7 January 1 of the next year. Null: no rule (no or another frequency).
 */
export function nextDueDate(lastApplied: IsoDate, frequencyId: number | null): IsoDate | null {
  switch (frequencyId) {
    case F.BiMonthly:
      return addMonths(lastApplied, 2);
    case F.Monthly:
      return addMonths(lastApplied, 1);
    case F.Quarterly:
      return addDays(lastApplied, 91);
    case F.SemiYearly:
      return lastApplied;
    case F.Yearly:
      return `${String(Number(lastApplied.slice(0, 4)) + 1).padStart(4, '0')}-01-01`;
    default:
      return null;
  }
}

export interface FrequencyFacts {
  readonly LastApplied: IsoDate | null;
  readonly FrequencyId: number | null;
}

/** The code accrual frequency rule: accrued only on or after its next due date. */
export function isAccrualAllowed(code: FrequencyFacts, accrueDate: IsoDate): boolean {
  if (code.LastApplied === null) return true;
  const due = nextDueDate(code.LastApplied, code.FrequencyId);
  return due === null || accrueDate >= due;
}

/** Charges violate frequency when any code was last applied in the post date's month. */
export function violatesFrequency(
  codes: readonly Pick<FrequencyFacts, 'LastApplied'>[],
  postDate: IsoDate,
): boolean {
  return codes.some((code) => code.LastApplied?.slice(0, 7) === postDate.slice(0, 7));
}

export interface AutoSelectFacts extends FrequencyFacts {
  readonly TopsCodeTypeId: number;
  readonly StartDate: IsoDate | null;
  readonly EndDate: IsoDate | null;
}

const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const dueAfterDays: Partial<Record<number, number>> = {
  [F.Weekly]: 7,
  [F.BiWeekly]: 7,
  [F.BiMonthly]: 60,
  [F.Quarterly]: 91,
  [F.Yearly]: 365,
};

/**
 * The auto-select due rules: only assessment (1) and special assessment (2) codes, a special one
 * only inside its start and end dates; due when never applied, or frequencies 1 and 2 after 7
 * days, 3 after 60, 5 after 91, 7 after 365, 4 from the next accounting period's start.
 * `periodStarts` are the community's accounting period start dates.
 */
export function isAutoSelected(
  code: AutoSelectFacts,
  date: IsoDate,
  periodStarts: readonly IsoDate[],
): boolean {
  if (code.TopsCodeTypeId !== CodeTypeId.Assessment) {
    if (code.TopsCodeTypeId !== CodeTypeId.SpecialAssessment) return false;
    if (code.StartDate !== null && date < code.StartDate) return false;
    if (code.EndDate !== null && date > code.EndDate) return false;
  }
  const last = code.LastApplied;
  if (last === null) return true;
  if (code.FrequencyId === F.Monthly) {
    const next = [...periodStarts].sort().find((start) => start > last);
    return next !== undefined && date >= next;
  }
  const days = code.FrequencyId === null ? undefined : dueAfterDays[code.FrequencyId];
  return days !== undefined && daysBetween(last, date) >= days;
}

export interface SelectedCode {
  readonly CodeAlias: string;
  readonly EndDate: IsoDate | null;
}

/** Spec 3 §5: a run needs a code; a code whose end date is on or before the post date blocks it. */
export function chargeRunProblem(
  codes: readonly SelectedCode[],
  postDate: IsoDate,
  noCodeMessage: string = ChargeMessages.noCodeSelected,
): string | null {
  if (codes.length === 0) return noCodeMessage;
  const ended = codes.find((code) => code.EndDate !== null && code.EndDate <= postDate);
  return ended ? ChargeMessages.endDatePassed(ended.CodeAlias) : null;
}
