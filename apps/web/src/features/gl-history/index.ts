// What other features use of this one; they import it only from here (eslint.config.js).
export { ItemLedgerView } from './item-ledger-view';
export { openGlLinesDrawer } from './gl-lines-drawer';
