export { insertLedgerLines, postEntries } from './post-entries';
export {
  postReceivableItems,
  reverseReceivableItemAgents,
  reverseReceivableItems,
} from './post-receivable-items';
export { withHashJoinPlan, withLargeBatchPlan } from './large-batch-plan';
export type { PostedOwnerItem } from './owner-lines';
