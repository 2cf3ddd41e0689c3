import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { feedFilterTxnTypeIds, filterIncludesAccountingNotes } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { communityFeedScope } from './feed-scope';

type GetItemFeed = typeof contract.activity.GetItemFeed;

/** The item feed widget's call: a community's items, or one agent's in it, by filter group. */
export async function getItemFeed(
  ctx: RequestContext,
  input: InputOf<GetItemFeed>,
): Promise<ResponseOf<GetItemFeed>> {
  const q = input.query;
  return readFeed(
    ctx,
    {
      ...(await communityFeedScope(ctx, q)),
      txnTypeIds: feedFilterTxnTypeIds(q.filter),
      includeAccountingNotes: filterIncludesAccountingNotes(q.filter),
      agentId: q.agentId === q.communityAgentId ? undefined : q.agentId,
    },
    { skip: q.skip, take: q.take },
  );
}
