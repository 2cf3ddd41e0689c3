import type { contract, InputOf, OwnerCodeBalance } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { ownerCodeBalances, WithPrepaidCodeTypeIds } from '../owner-ledger/index';

// GetOwnerCodeBalances and GetSharedOwnerCodeBalances take the same query.
type BalanceInput = { query: InputOf<typeof contract.crm.GetOwnerCodeBalances>['query'] };

/**
 * One row per charge code of the property's community (for an owner, its property's billed
 * owner, see the owner ledger), as of the date.
 */
export function getOwnerCodeBalances(
  ctx: RequestContext,
  input: BalanceInput,
): Promise<OwnerCodeBalance[]> {
  const q = input.query;
  return ownerCodeBalances(ctx, q.propertyAgentId, q.asOfDate, WithPrepaidCodeTypeIds);
}
