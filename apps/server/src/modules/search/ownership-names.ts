// Paging of a broad owner search sorted by name when the index-ordered walk gave up. A term that
// finds owners by their names finds them where the sort puts those names, maybe far into the
// order (a surname's letters sorted by last name). The owners the term finds are read through the
// read model's trigram indexes instead and sorted, until the page and a row after it.
import { sql } from '@hoa/db';
import { OwnerSortOptionId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { pageOfFound, type FoundPage } from './ownership-rows';
import { ownershipKinds, ownershipMatch, ownershipSortColumns } from './ownership-search-sql';
import type { BroadFilter } from './ownership-walk';
import { inUserCommunities } from '../../sql/index';

/**
 * One page of a broad owner search (isBroadTerm) by first or last name over the caller's whole
 * community list, with a row past it when more match (found = skip + take + 1); found is the
 * exact count when smaller. Null for another sort.
 */
export async function nameSortedOwnerships(
  ctx: RequestContext,
  filter: BroadFilter,
): Promise<FoundPage | null> {
  if (filter.sort !== OwnerSortOptionId.FirstName && filter.sort !== OwnerSortOptionId.LastName) {
    return null;
  }
  const { columns, order } = ownershipSortColumns(filter.sort);
  // The matches are found apart (offset 0), so the planner cannot read a name index in order
  // instead, as far as the matches lie.
  return pageOfFound(ctx, {
    ctes: sql`found as (select s.agent_id, s.agent_type_id::int as agent_type_id,
        s.property_agent_id, s.community_agent_id, ${columns}
      from (select * from ownership_search s where ${ownershipMatch(filter.match)} offset 0) s
      where ${ownershipKinds(ctx, filter.ownerTypeIds)}
        and ${inUserCommunities(ctx, sql`s.community_agent_id`, { live: true })}
      order by ${order}
      limit ${filter.skip + filter.take + 1})`,
    order,
    skip: filter.skip,
    take: filter.take,
  });
}
