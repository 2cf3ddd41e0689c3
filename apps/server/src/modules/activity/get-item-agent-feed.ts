import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { feedStatusIds, KpiFeedSize } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { agentScope, hiddenTypes } from './feed-scope';

type GetItemAgentFeed = typeof contract.activity.GetItemAgentFeed;

/** One agent's items; a preview is the KPI feed's 5; open tasks can be put first. */
export async function getItemAgentFeed(
  ctx: RequestContext,
  input: InputOf<GetItemAgentFeed>,
): Promise<ResponseOf<GetItemAgentFeed>> {
  const q = input.query;
  const scope = await agentScope(ctx, q.agentId);
  return readFeed(
    ctx,
    {
      communityIds: scope.communityIds,
      agentId: scope.agentId,
      statusIds: feedStatusIds(q.statusIdsStr),
      hiddenTxnTypeIds: hiddenTypes(ctx),
      txnTypeIds: q.txnTypeIdsStr ?? null,
      underItemId: q.itemId,
      prioritizeOpenTasks: q.prioritizeOpenTasks,
    },
    q.isPreview ? { skip: 0, take: KpiFeedSize } : { skip: q.skip, take: q.take },
  );
}
