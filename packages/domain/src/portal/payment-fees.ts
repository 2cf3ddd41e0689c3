// Owners' one-time payments from the portal (issue 23 part 3): the community's convenience fee,
// shown before the owner pays and never posted to the owner's ledger, and the amount's limits.

export type PortalPaymentKind = 'ach' | 'card';

/** A community's convenience fees: card in hundredths of a percent, bank account a flat amount. */
export interface ConvenienceFees {
  cardFeeBasisPoints: number;
  achFeeCents: number;
}

/** The fee on a payment of amountCents: a card's percentage rounded half up to the cent, or ACH's flat fee. */
export function convenienceFeeCents(
  kind: PortalPaymentKind,
  amountCents: number,
  fees: ConvenienceFees,
): number {
  if (kind === 'ach') return fees.achFeeCents;
  return Math.floor((amountCents * fees.cardFeeBasisPoints + 5000) / 10000);
}

export const PortalPaymentMessages = {
  amount: 'Enter an amount greater than zero.',
  overBalance: 'The amount cannot be more than your balance.',
} as const;

/** What is wrong with the amount an owner pays, or null: above zero, at most the balance unless prepaying is allowed. */
export function portalPaymentAmountProblem(
  amountCents: number,
  balanceCents: number,
  allowsPrepayment: boolean,
): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return PortalPaymentMessages.amount;
  if (!allowsPrepayment && amountCents > balanceCents) return PortalPaymentMessages.overBalance;
  return null;
}
