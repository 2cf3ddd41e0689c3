export { postEntries } from './post-entries';
export {
  postReceivableItems,
  reverseReceivableItemAgents,
  reverseReceivableItems,
} from './post-receivable-items';
