// The ledger's write path: one posting function for what the builders (`<document>-posting.ts`)
// build, the receivable posting of owner items, and one reversal. docs/posting-builders.md.
export { postEntries, type LedgerLineQuery, type Posting } from './post-entries';
export { reversePosting, type Reversal } from './reversal';
export {
  postMovedOwnerLines,
  postOwnerItems,
  postReceivableItems,
  type PostingItem,
  ownerPairs,
  ownersLinesOnItems,
  reverseOwnersOnItems,
  type OwnersOnItem,
  reverseReceivableItems,
} from './post-receivable-items';
export { withJoinedReferences, type JoinedReference } from './joined-references';
export {
  largeBatch,
  withHashJoinPlan,
  withKeyLookupPlan,
  withLargeBatchPlan,
} from './large-batch-plan';
export type { PostedOwnerItem } from './owner-lines';
export { rollUpLedgerBalances } from './roll-up-balances';
