// Which of an owner's charges of a code are open on a date, and since when: the one rule that late
// fees (spec 3 §5 'exclusion days'), interest ('delinquency days', 'paid within the exclusion
// days'), the aged owner balance and AR summary (spec 3 §7 'Reports') and the charges a new
// payment pays read.
//  - Lines dated after the date do not count yet. Removed transactions are not passed: their lines
//    and the lines that undid them cancel.
//  - A payment reversed on or before the date by an NSF (44) or a backout payment (66, spec 1
//    §3.3) counts, with its reversal, as one transaction on the reversal's date: their lines net.
//    What the reversal put back is then no charge of its own: the charges the payment had paid are
//    open again with their own dates. Only what it adds beyond the payment (an NSF fee) is a
//    charge of the reversal's date. A reversal dated after the date is not seen yet.
//  - Every other positive line is a charge and every negative line a credit. Credits pay the
//    oldest charges first (post date, then the order given); what is left of each charge is open
//    since its post date, and credits beyond every charge are an unapplied credit.
// The server reads the same in SQL (apps/server/src/modules/owner-ledger/open-balance-sql.ts).
import type { IsoDate } from '../dates';

export interface OwnerCodeLine {
  PostDate: IsoDate;
  /** Signed: + the owner owes more (a charge), − less (a payment, a waive). */
  AmountCents: number;
  /** The transaction (item) the line belongs to; needed for payments that may be reversed. */
  ItemId?: number | null;
  /** On the lines of an NSF (44) or a backout payment (66): the payment item it reverses. */
  ReversesItemId?: number | null;
}

/** What is left of one charge: its cents still owed, open since its post date. */
export interface OpenAmount {
  PostDate: IsoDate;
  Cents: number;
}

export interface OpenBalance {
  /** The charges not paid in full, oldest first, with what is left of each. */
  Open: OpenAmount[];
  /** Credits beyond every charge (the owner is ahead), ≥ 0. */
  UnappliedCreditCents: number;
}

/** One owner's balance of one code on `asOf` as open charges and an unapplied credit. */
export function openBalance(lines: readonly OwnerCodeLine[], asOf: IsoDate): OpenBalance {
  const seen = lines.filter((l) => l.PostDate <= asOf);
  const reversedOn = new Map<number, IsoDate>();
  for (const l of seen) {
    if (l.ReversesItemId != null) reversedOn.set(l.ReversesItemId, l.PostDate);
  }
  const netted = new Map<number, OwnerCodeLine>();
  const counted: OwnerCodeLine[] = [];
  for (const l of seen) {
    const payment =
      l.ReversesItemId ?? (l.ItemId != null && reversedOn.has(l.ItemId) ? l.ItemId : null);
    const date = payment === null ? undefined : reversedOn.get(payment);
    if (payment === null || date === undefined) {
      counted.push(l);
      continue;
    }
    const pair = netted.get(payment);
    if (pair) pair.AmountCents += l.AmountCents;
    else {
      const line = { PostDate: date, AmountCents: l.AmountCents };
      netted.set(payment, line);
      counted.push(line);
    }
  }
  const charges = counted
    .filter((l) => l.AmountCents > 0)
    .map((l, order) => ({ ...l, order }))
    .sort((a, b) => a.PostDate.localeCompare(b.PostDate) || a.order - b.order);
  let credit = counted.filter((l) => l.AmountCents < 0).reduce((sum, l) => sum - l.AmountCents, 0);
  const open: OpenAmount[] = [];
  for (const charge of charges) {
    const paid = Math.min(credit, charge.AmountCents);
    credit -= paid;
    if (charge.AmountCents > paid)
      open.push({ PostDate: charge.PostDate, Cents: charge.AmountCents - paid });
  }
  return { Open: open, UnappliedCreditCents: credit };
}

/** The open cents of the charges posted from `from` (null: from the first) through `to`. */
export function openCentsBetween(balance: OpenBalance, from: IsoDate | null, to: IsoDate): number {
  return balance.Open.filter(
    (o) => o.PostDate <= to && (from === null || o.PostDate >= from),
  ).reduce((sum, o) => sum + o.Cents, 0);
}
