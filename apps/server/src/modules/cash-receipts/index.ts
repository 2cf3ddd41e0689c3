/**
 * Cash receipts: what owners pay (spec 3 §2 'Owner payments and cash receipts').
 *
 * The shared creation path for every kind of payment (manual 48 here; lockbox 49, scan 50 and
 * direct debit 51 from the lockbox and direct-debit modules):
 *
 *   const itemIds = await createCashReceipts(tx, companyId, receipts);   // accrued, set-based
 *   const posted = await postCashReceipts(tx, companyId, itemIds);       // applied and posted
 *
 * - createCashReceipts(tx, companyId, receipts[]) takes any number of receipts (CashReceiptInput:
 *   community, txnTypeId 48-51, owner, bank account, amount in cents, date, check number,
 *   reference, description, isDirectDebit, idempotencyKey) and makes them in a few INSERT … SELECT
 *   statements, returning their item ids in the order given. It refuses the whole batch (400) when
 *   one receipt names an owner or bank account outside its community, a bank account without a GL
 *   account, or an amount not above zero. A receipt whose idempotency key already exists (a retried
 *   request, a re-imported file) is not made again: its existing item id is returned.
 * - postCashReceipts(tx, companyId, itemIds) locks the receipts' owners, applies each receipt to its
 *   owner's open charges by the community's payment priority (assessments first, oldest first,
 *   California Civil Code 5655; an owner's receipts in item order), credits what is left over to
 *   the prepaid code, and posts through postReceivableItems. Receipts already posted are skipped.
 *
 * Both run in the caller's transaction; nothing is left half-written when either throws.
 */
export { cashReceiptsRoutes } from './routes';
export { createCashReceipts, type CashReceiptInput } from './create-cash-receipts';
export { createPostedCashReceipts, postCashReceipts } from './post-cash-receipts';
