// What other features use of this one; they import it only from here (eslint.config.js).
// The owner ledger's routes open the page with the ledger's chunk (the sign-in entry is at its budget).
export { OwnerMergePage } from './owner-merge-page';
