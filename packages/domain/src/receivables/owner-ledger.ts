// The owner ledger (spec 3 §4 'Removing a transaction', §8 error catalogue, §6 'for owners the
// parent agent is used for parent code balances'): what removing a transaction does by type,
// where the screen goes after it, and the messages. Texts in quotes in the spec are verbatim.
import { CommunityFeeds, type CommunityFeedKind } from '../activity-feed';
import { ComparisonOperatorId } from '../static-data/report-enums';
import {
  AdjustmentTxnTypeIds,
  ApplyChargeGroupTxnTypeIds,
  OwnerPaymentTxnTypeIds,
} from '../static-data/txn-type-groups';
import { TxnTypeId } from '../static-data/txn-types';

export const OwnerLedgerMessages = {
  confirmDelete: 'Are you sure you want to delete this transaction?',
  confirmRemove: 'Are you sure you want to remove this transaction?',
  removed: (itemId: number) => `Transaction #${itemId} was removed successfully`,
  achOwners:
    'Cannot delete this transaction, it contains owners who pay by ACH direct debit. Remove the direct debit first.',
  reversedPayment:
    'Cannot delete this transaction, it has a backout payment or an NSF return. Remove that first.',
  directDebitSent:
    'Cannot delete this transaction, a direct debit request has already been sent for this charge.',
  negativeCodeBalance:
    'Removing this transaction would leave a negative code balance for the owners below. Do you want to remove it with validation bypass?',
  relatedTransactions: 'This transaction has related transactions that stay in place.',
  closedFiscalYear: 'This transaction is in a closed fiscal year and cannot be removed.',
  closedPeriod: 'This transaction is in a closed accounting period and cannot be removed.',
  alreadyRemoved: 'This transaction has already been removed.',
  ownerNotOnTransaction: 'The owner is not on this transaction.',
  notOwnerTransaction: 'Only owner transactions are removed here.',
} as const;

/** Owner transactions the owner ledger removes: charges, collections, adjustments, payments. */
export const OwnerLedgerTxnTypeIds: readonly number[] = [
  ...ApplyChargeGroupTxnTypeIds,
  TxnTypeId.Collection,
  TxnTypeId.PaymentAdjustment,
  TxnTypeId.BeginningBalance,
  TxnTypeId.RecurringCredits,
  ...AdjustmentTxnTypeIds,
  ...OwnerPaymentTxnTypeIds,
];

/** What the remove action does for a transaction type (spec 3 §4 'Removing a transaction'). */
export type RemovalAction = 'RemoveCharge' | 'ChargeRemovalModal' | 'RemoveOwner';

export function removalAction(txnTypeId: number): RemovalAction {
  if (txnTypeId === TxnTypeId.ApplyCharges) return 'RemoveCharge';
  if (txnTypeId === TxnTypeId.LateFee || txnTypeId === TxnTypeId.Interest) {
    return 'ChargeRemovalModal';
  }
  return 'RemoveOwner';
}

// Spec 3 §8: add charge to AR adjustment activity, backout payment to cash receipt activity.
const redirectOrder: readonly CommunityFeedKind[] = [
  'ArAdjustment',
  'CashReceipt',
  'Collection',
  'Charge',
  'JournalEntry',
];

/** The community activity feed a removed transaction's screen goes to. */
export function removalRedirectFeed(txnTypeId: number): CommunityFeedKind {
  for (const kind of redirectOrder) {
    const feed = CommunityFeeds.find((f) => f.Kind === kind);
    if (feed?.TxnTypeIds?.includes(txnTypeId)) return kind;
  }
  return 'Community';
}

/** The balance comparisons a filtered owner balance offers (spec 3 §9 comparison operators). */
export const BalanceComparisonIds = [
  ComparisonOperatorId.Equals,
  ComparisonOperatorId.GreaterThan,
  ComparisonOperatorId.GreaterThanOrEquals,
  ComparisonOperatorId.LessThan,
  ComparisonOperatorId.LessThanOrEquals,
  ComparisonOperatorId.NotEquals,
] as const;

export type BalanceComparisonId = (typeof BalanceComparisonIds)[number];

/** Whether a balance passes the filter `balance {operator} amount`. */
export function balancePasses(
  balanceCents: number,
  operatorId: BalanceComparisonId,
  amountCents: number,
): boolean {
  switch (operatorId) {
    case ComparisonOperatorId.Equals:
      return balanceCents === amountCents;
    case ComparisonOperatorId.GreaterThan:
      return balanceCents > amountCents;
    case ComparisonOperatorId.GreaterThanOrEquals:
      return balanceCents >= amountCents;
    case ComparisonOperatorId.LessThan:
      return balanceCents < amountCents;
    case ComparisonOperatorId.LessThanOrEquals:
      return balanceCents <= amountCents;
    case ComparisonOperatorId.NotEquals:
      return balanceCents !== amountCents;
  }
}
