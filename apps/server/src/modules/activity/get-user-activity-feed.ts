import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { feedStatusIds } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { hiddenTypes } from './feed-scope';

type GetUserActivityFeed = typeof contract.activity.GetUserActivityFeed;

/**
 * A user's feed (spec 1 §7): the items the user entered, in the caller's communities or in the
 * one asked (off the caller's list: 403). Another company's user matches nothing (row security).
 */
export async function getUserActivityFeed(
  ctx: RequestContext,
  input: InputOf<GetUserActivityFeed>,
): Promise<ResponseOf<GetUserActivityFeed>> {
  const q = input.query;
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  return readFeed(
    ctx,
    {
      communityIds: q.communityAgentId === undefined ? null : [q.communityAgentId],
      statusIds: feedStatusIds(q.statusIdsStr),
      hiddenTxnTypeIds: hiddenTypes(ctx),
      txnTypeIds: null,
      createdByUserAgentId: q.userAgentId,
      startDate: q.startDate,
      endDate: q.endDate,
      ids: q.ids,
      timeZoneOffset: q.timeZoneOffset,
    },
    { skip: q.skip, take: q.take },
  );
}
