// Index-ordered paging of a broad owner search. A term that finds thousands of owners would
// otherwise have all of them sorted for one page. Instead the owners are read in the order of the
// sort's index on the read model (ownership_search_*_sort), each tested against the caller's
// communities and the term, and the read stops at the first row past the page. A broad term finds
// owners all along most orders, so the read is short; where its matches cluster (a surname's first
// letters sorted by last name, a street sorted by street) the walk gives up.
import { FullSearchMinLength } from '@hoa/domain';
import { sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchCount } from './ownership-sql';
import { onUserList, pageOfFound, type FoundPage } from './ownership-rows';
import {
  ownershipKinds,
  ownershipMatch,
  ownershipSortKeys,
  type SearchSort,
} from './ownership-search-sql';
import { preparedSearchRows, type TermMatch } from '../../sql/index';

/** A walk reads at most this many owners for each row it must find: one owner in 80 must match. */
const ReadsPerRowFound = 80;
/**
 * A walk finds at most this many rows (skip included), the first four pages of 25; a deeper page
 * costs less sorted whole than read through.
 */
const MaxRowsFound = 101;
/**
 * From 3 characters a term is broad when its trigram indexes find this many agents; fewer are
 * sorted whole, which also counts them.
 */
const BroadTermAgents = 1000;

export interface BroadFilter {
  match: TermMatch;
  ownerTypeIds: readonly number[];
  sort: SearchSort;
  skip: number;
  take: number;
}

/** Whether a term is broad: under 3 characters always, else when it finds many agents. */
export async function isBroadTerm(ctx: RequestContext, match: TermMatch): Promise<boolean> {
  if (match.term.length < FullSearchMinLength) return true;
  const [row] = await preparedSearchRows<{ found: number }>(
    ctx,
    ownerMatchCount(match, 'all', BroadTermAgents),
  );
  return (row?.found ?? 0) >= BroadTermAgents;
}

/**
 * One page of a broad owner search (isBroadTerm) over the caller's whole community list, read in
 * index order, with a row past it (found = skip + take + 1); null when the walk gave up. The rows
 * without the sort's first key come last in its order and are left to the whole sort.
 */
export async function walkOwnerships(
  ctx: RequestContext,
  filter: BroadFilter,
): Promise<FoundPage | null> {
  const wanted = filter.skip + filter.take + 1;
  if (wanted > MaxRowsFound) return null;
  const sortKeys = ownershipSortKeys(filter.sort);
  const keys = sortKeys.map((_, i) => sql.raw(`k${i + 1}`));
  const order = sql.join([...keys, sql`agent_id`], sql`, `);
  const page = await pageOfFound(ctx, {
    ctes: sql`w as (select s.agent_id, s.agent_type_id::int as agent_type_id, s.property_agent_id,
        s.community_agent_id, s.names_text, s.details_text, s.phone_digits,
        ${sql.join(
          sortKeys.map((key, i) => sql`${key} as ${keys[i]}`),
          sql`, `,
        )}
      from ownership_search s
      where ${sortKeys[0]} is not null and ${ownershipKinds(ctx, filter.ownerTypeIds)}
      order by ${sql.join([...sortKeys, sql`s.agent_id`], sql`, `)}
      limit ${wanted * ReadsPerRowFound}),
    found as (select s.* from w s
      ${onUserList(ctx, sql`s.community_agent_id`)}
      where ${ownershipMatch(filter.match)}
      order by ${order}
      limit ${wanted})`,
    order,
    skip: filter.skip,
    take: filter.take,
  });
  return page.found === wanted ? page : null;
}
