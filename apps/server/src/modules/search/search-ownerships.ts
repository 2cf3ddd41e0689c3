import { items, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  normalizeSearchTerm,
  OwnerSearchAgentTypeIds,
  ownerTypesForSearch,
  SearchMessages,
} from '@hoa/domain';
import { requireClaim, requireCommunity, requireCommunities } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { nameSortedOwnerships } from './ownership-names';
import { sortedOwnerships, sortedOwnershipsQuery, sortedPage } from './ownership-search-page';
import { isBroadTerm, walkIfBroad, type BroadFilter } from './ownership-walk';
import { termMatch } from '../../sql/index';

type SearchOwnerships = typeof contract.search.SearchOwnerships;

// Type 3 stands for the property's primary owners (4), which may also be asked for directly.
const allowedTypes = new Set([...OwnerSearchAgentTypeIds, 4]);

/**
 * Owner search (spec 1 §7.4): 2 trimmed characters or more, 25 a page, owner sort options 1-5.
 * TotalCount is exact unless HasMore says more rows match than it counts.
 */
export async function searchOwnerships(
  ctx: RequestContext,
  input: InputOf<SearchOwnerships>,
): Promise<ResponseOf<SearchOwnerships>> {
  const q = input.query;
  requireClaim(ctx, 'owner', 'read');
  const term = normalizeSearchTerm(q.criteria);
  if (term === null) throw badRequest(SearchMessages.termTooShort);
  const agentTypeIds = q.agentTypeIds ?? OwnerSearchAgentTypeIds;
  if (agentTypeIds.some((id) => !allowedTypes.has(id))) {
    throw badRequest(SearchMessages.ownerTypesOnly);
  }
  const communityIds = q.communityIds ?? null;
  await requireCommunities(ctx, communityIds ?? []);
  if (q.itemId !== undefined) await requireItem(ctx, q.itemId);
  const match = termMatch(term);
  const ownerTypeIds = ownerTypesForSearch(agentTypeIds);
  const page = { sort: q.sortOptionId, skip: q.skip, take: q.take };
  const filter = { match, communityIds, ownerTypeIds, itemId: q.itemId ?? null, ...page };
  // Over the whole community list a broad term is read in sort order and counted only up to the
  // page's end (ownership-names.ts, ownership-walk.ts); whether it is broad is asked in the same
  // statement as the walk and the whole sort of a narrow term (walkIfBroad).
  if (communityIds === null && q.itemId === undefined) {
    const broad: BroadFilter = { match, ownerTypeIds, ...page };
    const first = await walkIfBroad(ctx, broad, sortedOwnershipsQuery(ctx, filter));
    if (first?.broad === false) return { ...sortedPage(first.rows), HasMore: false };
    if (first !== null || (await isBroadTerm(ctx, match))) {
      const found = first?.page ?? (await nameSortedOwnerships(ctx, broad));
      if (found) {
        const hasMore = found.found > q.skip + q.take;
        return {
          Results: found.Results,
          TotalCount: hasMore ? q.skip + q.take : found.found,
          HasMore: hasMore,
        };
      }
    }
  }
  return { ...(await sortedOwnerships(ctx, filter)), HasMore: false };
}

async function requireItem(ctx: RequestContext, itemId: number): Promise<void> {
  const [item] = await ctx.tx
    .select({ communityAgentId: items.communityAgentId })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) throw notFound();
  await requireCommunity(ctx, item.communityAgentId);
}
