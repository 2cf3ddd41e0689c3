export { insertLedgerLines, postEntries } from './post-entries';
export {
  postReceivableItems,
  reverseReceivableItemAgents,
  reverseReceivableItems,
} from './post-receivable-items';
export { withLargeBatchPlan } from './large-batch-plan';
