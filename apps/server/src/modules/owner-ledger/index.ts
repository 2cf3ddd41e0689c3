export { ownerLedgerRoutes } from './routes';
export { agedBalancesSql } from './aged-balances';
export { ownerActivity } from './owner-activity';
export { ledgerOwners } from './ledger-owners';
export {
  securityDepositBalance,
  ownerCodeBalances,
  WithPrepaidCodeTypeIds,
} from './owner-balances';
export { txnTypeName } from './owner-activity';
export { requireRemovable } from './removal-checks';
