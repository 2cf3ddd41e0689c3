// The permission walk (permission-walk.ts) fails on an action shown outside the MayCall widget,
// unless it is listed here: an action that makes no call of its own (it changes the page, and the
// call is made by another action, shown through MayCall). Routes have their ids as ':id'.
// Listing an action here is a decision to review: an action that calls the server is wrapped in
// MayCall (or its call given with calledWith), so that it shows only when the server will take it.
export const LocalActions: readonly string[] = [
  // The transfer history grid's sort header (its label starts with 'Transfer'); it sorts the rows.
  '#/community-transfer/history: Transfer date↕',
  // Adds a code to the batch being prepared; Post batch adjustment sends it.
  '#/community/:id/batch-adjustments: Add code',
  // Adds a distribution line to the invoice form; Save and submit sends it.
  '#/community/:id/ap/invoices/add: Add line',
];
