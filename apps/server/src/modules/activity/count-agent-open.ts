import type { InputOf, kpiCounts } from '@hoa/contract';
import { kpiFeed, type KpiFeedKind } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { countFeed } from './feed-query';
import { agentScope, hiddenTypes } from './feed-scope';

export type KpiCountEndpoint = (typeof kpiCounts)[KpiFeedKind];

/** Item/CountAgentOpen…: an agent's open items of one KPI kind in one community. */
export function countAgentOpen(kind: KpiFeedKind) {
  const feed = kpiFeed(kind);
  return async (ctx: RequestContext, input: InputOf<KpiCountEndpoint>): Promise<number> => {
    const q = input.query;
    await requireCommunity(ctx, q.communityAgentId);
    const scope = await agentScope(ctx, q.agentId);
    return countFeed(ctx, {
      communityIds: (scope.communityIds ?? [q.communityAgentId]).filter(
        (id) => id === q.communityAgentId,
      ),
      agentId: scope.agentId,
      statusIds: feed.StatusIds,
      hiddenTxnTypeIds: hiddenTypes(ctx),
      txnTypeIds: feed.TxnTypeIds,
    });
  };
}
