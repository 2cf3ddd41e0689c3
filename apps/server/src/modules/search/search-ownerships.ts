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
import { matchedOwnerships, sortedOwnerships, sortedPage } from './ownership-search-page';
import { walkOrSort } from './ownership-walk';
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
  // Over the whole community list a broad term is read in sort order and counted only up to a row
  // past the page (ownership-walk.ts); whether it is broad is asked in the same statement as the
  // walk and the whole sort that answers when it is not, or when the walk gives up.
  if (communityIds === null && q.itemId === undefined) {
    const matched = matchedOwnerships(ctx, filter);
    const first = await walkOrSort(ctx, { match, ownerTypeIds, ...page }, matched);
    if (first?.walked) {
      const { Results } = sortedPage(first.rows);
      return { Results, TotalCount: q.skip + q.take, HasMore: true };
    }
    if (first) return { ...sortedPage(first.rows), HasMore: false };
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
