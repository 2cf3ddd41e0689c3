// What other features use of this one; they import it only from here (eslint.config.js).
export { AccountRangesPanel } from './account-ranges-panel';
export { AccountsPanel } from './accounts-panel';
export { chartQuery, requiredAccountsQuery } from './gl-queries';
