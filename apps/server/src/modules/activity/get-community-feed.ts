import type { activityFeeds, FeedPage, InputOf } from '@hoa/contract';
import { findCommunityFeed, type CommunityFeedKind } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { communityFeedScope } from './feed-scope';

export type CommunityFeedEndpoint = (typeof activityFeeds)[CommunityFeedKind];

/** A per-community feed (spec 1 §2.3), optionally of the items of one agent. */
export function communityFeed(kind: CommunityFeedKind) {
  const feed = findCommunityFeed(kind);
  if (!feed) throw new Error(`No feed ${kind}`);
  return async (ctx: RequestContext, input: InputOf<CommunityFeedEndpoint>): Promise<FeedPage> => {
    const q = input.query;
    return readFeed(
      ctx,
      {
        ...(await communityFeedScope(ctx, q)),
        txnTypeIds: feed.TxnTypeIds,
        agentTypeIds: feed.AgentTypeIds,
        agentId: q.agentIdFilterForItemAgents,
      },
      { skip: q.skip, take: q.take },
    );
  };
}
