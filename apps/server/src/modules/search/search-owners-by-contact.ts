import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  normalizeSearchTerm,
  OwnerLikeAgentTypeIds,
  OwnerSearchMaxResults,
  OwnerSortOptionId,
  SearchMessages,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchIds } from './ownership-sql';
import { ownershipPage } from './ownership-page';
import { termMatch } from '../../sql/index';

type SearchOwnersByContact = typeof contract.search.SearchOwnersByContact;

/** Owner-like agents whose own name, email or phone matches; at most 25, by last name. */
export async function searchOwnersByContact(
  ctx: RequestContext,
  input: InputOf<SearchOwnersByContact>,
): Promise<ResponseOf<SearchOwnersByContact>> {
  requireClaim(ctx, 'owner', 'read');
  const term = normalizeSearchTerm(input.query.searchTerm);
  if (term === null) throw badRequest(SearchMessages.termTooShort);
  const community = input.query.communityAgentId;
  if (community !== undefined) await requireCommunity(ctx, community);
  const page = await ownershipPage(ctx, {
    communityIds: community === undefined ? null : [community],
    ownerTypeIds: OwnerLikeAgentTypeIds,
    matchIds: ownerMatchIds(termMatch(term), 'contact'),
    matchThroughProperty: false,
    sort: OwnerSortOptionId.LastName,
    skip: 0,
    take: OwnerSearchMaxResults,
  });
  return page.Results;
}
