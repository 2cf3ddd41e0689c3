export { journalEntriesRoutes } from './routes';
// Year close stores its closing and undo items the way journal entries are stored.
export { insertLedgerItems, type NewLedgerItem, type StoredLedgerItem } from './ledger-items';
export { communityPeriods, postingDateProblem } from './ledger-periods';
export { saveJournalEntry } from './save-journal-entry';
export { removeJournalEntry } from './remove-journal-entry';
