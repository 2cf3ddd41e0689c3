// Property resale and split ledger (spec 3 §3 'Split ledger: propertyAgentId, splitDate,
// balanceAsOfToday'; §7 POST /Resale/SplitLedger, ProcessResale; §8 the split ledger message).
//
// A resale hands a property's ledger from its prior owners to the new primary owner on a date:
// every owner line dated on or after the split date belongs to the new owner (charges, payments
// and adjustments the prior owners received after the sale). What the prior owners owed before the
// date stays with them, unless the resale carries their balances to the new owner. Moving a
// balance is a transfer of open charges: the seller's code balance goes down by what the buyer's
// goes up, so the receivable accounts of the general ledger do not change.

export const ResaleMessages = {
  /** Spec 3 §8, verbatim. */
  splitLedgerFailed: 'An error ocurred while saving your split ledger request',
  notProperty: 'Choose a property of the community.',
  noNewOwner: 'The property has no primary owner to split the ledger to; process the resale first.',
  nothingToSplit: 'The prior owners have no transactions on or after the split date to move.',
  newOwnerRequired: 'Enter the new owner’s first or last name.',
  saved: (moved: number) =>
    moved === 0
      ? 'The resale was processed; no balance was moved.'
      : `The resale was processed; ${String(moved)} balance line${moved === 1 ? '' : 's'} moved to the new owner.`,
  splitSaved: (moved: number) =>
    `The ledger was split; ${String(moved)} balance line${moved === 1 ? '' : 's'} moved to the new owner.`,
} as const;

/** What happens to the prior owners' balance before the resale date. */
export const BalanceDispositionId = {
  /** The new owner takes over the prior owners' balances (the buyer assumes them at closing). */
  CarryToNewOwner: 1,
  /** The prior owners keep (and settle) what they owed before the resale date. */
  LeaveWithPriorOwner: 2,
} as const;
export type BalanceDispositionIdValue =
  (typeof BalanceDispositionId)[keyof typeof BalanceDispositionId];

export const BalanceDispositions: readonly { Id: BalanceDispositionIdValue; Name: string }[] = [
  { Id: BalanceDispositionId.CarryToNewOwner, Name: 'Carry the balance to the new owner' },
  { Id: BalanceDispositionId.LeaveWithPriorOwner, Name: 'Leave the balance with the prior owner' },
];

/** A prior owner's position on one code: the whole balance and the part dated on/after the split. */
export interface PriorOwnerCodeBalance {
  ownerAgentId: number;
  codeId: number;
  /** Every owner line of the code, in cents (+ owed). */
  totalCents: number;
  /** The lines dated on or after the split date. */
  fromSplitDateCents: number;
}

/** One code's amount moved from a prior owner to the new owner, in cents (+ the buyer owes more). */
export interface BalanceTransfer {
  fromOwnerAgentId: number;
  codeId: number;
  amountCents: number;
}

/**
 * What moves to the new owner, per prior owner and code: the lines dated on or after the split
 * date always; with CarryToNewOwner the whole balance. Zero amounts are left out; the order is the
 * input's (owner, then code).
 */
export function balanceTransfers(
  balances: readonly PriorOwnerCodeBalance[],
  disposition: BalanceDispositionIdValue,
): BalanceTransfer[] {
  return balances
    .map((b) => ({
      fromOwnerAgentId: b.ownerAgentId,
      codeId: b.codeId,
      amountCents:
        disposition === BalanceDispositionId.CarryToNewOwner ? b.totalCents : b.fromSplitDateCents,
    }))
    .filter((t) => t.amountCents !== 0);
}

/** One owner line of the transfer item: signed cents on a code (+ the owner owes more). */
export interface TransferLine {
  ownerAgentId: number;
  codeId: number;
  signedCents: number;
}

/**
 * The owner lines of the transfer: each prior owner's amount taken off (negated), and the new
 * owner's one line per code (the sum over the prior owners). The lines sum to zero per code, so
 * the hold lines on the codes' receivable accounts net to zero in the general ledger.
 */
export function transferLines(
  transfers: readonly BalanceTransfer[],
  newOwnerAgentId: number,
): TransferLine[] {
  const sellers = transfers.map((t) => ({
    ownerAgentId: t.fromOwnerAgentId,
    codeId: t.codeId,
    signedCents: -t.amountCents,
  }));
  const byCode = new Map<number, number>();
  for (const t of transfers) byCode.set(t.codeId, (byCode.get(t.codeId) ?? 0) + t.amountCents);
  const buyer = [...byCode]
    .filter(([, cents]) => cents !== 0)
    .map(([codeId, cents]) => ({ ownerAgentId: newOwnerAgentId, codeId, signedCents: cents }));
  return [...sellers, ...buyer];
}

/**
 * The transfer's post date: the split date, or with balanceAsOfToday today (not before the split
 * date); and never before the latest line it moves, so no owner's balance as of a date between
 * shows a line taken off before it was posted.
 */
export function transferPostDate(
  splitDate: string,
  balanceAsOfToday: boolean,
  today: string,
  latestMovedLineDate: string | null,
): string {
  const base = balanceAsOfToday && today > splitDate ? today : splitDate;
  return latestMovedLineDate !== null && latestMovedLineDate > base ? latestMovedLineDate : base;
}
