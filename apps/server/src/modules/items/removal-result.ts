import type { RemoveItemResult, RemoveItemsResult } from '@hoa/contract';
import { isWhole, type Removal } from '../owner-ledger/index';

/**
 * The answer of a removal of several items or owners: what was removed when it went through,
 * nothing when a rule violation came back for the user.
 */
export function removalAnswer(
  result: RemoveItemResult,
  removals: readonly Removal[],
): RemoveItemsResult {
  if (!result.IsRemoved) return { ...result, RemovedItemIds: [], RemovedItemAgentIds: [] };
  return {
    ...result,
    RemovedItemIds: removals.filter(isWhole).map((r) => r.item.id),
    RemovedItemAgentIds: removals.flatMap(({ item, ownerAgentIds }) =>
      item.owners.flatMap((o) =>
        o.itemAgentId !== null && ownerAgentIds.includes(o.agentId) ? [o.itemAgentId] : [],
      ),
    ),
  };
}
