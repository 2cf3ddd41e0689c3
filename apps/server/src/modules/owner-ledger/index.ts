export { ownerLedgerRoutes } from './routes';
export { agedBalancesSql, agedOwnersFirstSql, agedPairCountSql } from './aged-balances';
export { AgingBuckets, communityAging, type AgingBucket } from './community-aging';
// The one rule of which charges are open on a date and since when (late fees, interest, aging).
export { liveOwnerLine, openBalanceLines, openPartSql } from './open-balance-sql';
export { ownerActivity } from './owner-activity';
export { ledgerOwners, ledgerOwnersOf, type LedgerOwners } from './ledger-owners';
export {
  securityDepositBalance,
  codeBalancesOf,
  propertyCodeBalances,
  ownerCodeBalances,
  WithPrepaidCodeTypeIds,
} from './owner-balances';
export { txnTypeName } from './owner-activity';
export { removalViolation, requireRemovable } from './removal-checks';
export { removeRunLines, setItemLineAmounts, type ItemLineAmount } from './item-line-writes';
export {
  applyRemoval,
  isWhole,
  liveOwners,
  lockRemovableItem,
  removeTogether,
  type RemovableItem,
  type RemovableOwner,
  type Removal,
} from './remove-item';
