/**
 * Property resale (spec 3 §2 'property resale', §7 Resale calls): search, the buyer's processing
 * with the balances moved through the receivable posting builder, and the split ledger.
 */
export { resaleRoutes } from './routes';
