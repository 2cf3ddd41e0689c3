// Index-ordered paging of a broad owner search. A term that finds thousands of owners would
// otherwise have all of them sorted for one page. Instead the owners are read in the order of the
// sort's index on the read model (ownership_search_*_sort), each tested against the caller's
// communities and the term, and the read stops at the first row past the page. A broad term finds
// owners all along most orders, so the read is short; where its matches cluster (a surname's first
// letters sorted by last name, a street sorted by street) the walk gives up.
import { FullSearchMinLength } from '@hoa/domain';
import { sql, type SQL } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchCount } from './ownership-sql';
import {
  foundPage,
  onUserList,
  pageOfFoundQuery,
  type FoundPage,
  type PageRow,
} from './ownership-rows';
import {
  ownershipKinds,
  ownershipMatch,
  ownershipSortColumns,
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

/** What walkIfBroad found: the walk's page (null when it gave up), or the narrow term's rows. */
export type BroadOrNarrow =
  { broad: true; page: FoundPage | null } | { broad: false; rows: PageRow[] };

/**
 * One page of a broad owner search (isBroadTerm) over the caller's whole community list, read in
 * index order, with a row past it (found = skip + take + 1; page null when the walk gave up); the
 * rows without the sort's first key come last in its order and are left to the whole sort. A
 * narrow term (3 characters or more finding fewer than BroadTermAgents) gets the rows of `narrow`
 * (its owners sorted whole) instead, from the same statement: the term is counted first, and the
 * count lets only one of the two run. Null when this page is not walked (past MaxRowsFound).
 */
export async function walkIfBroad(
  ctx: RequestContext,
  filter: BroadFilter,
  narrow: SQL,
): Promise<BroadOrNarrow | null> {
  const walk = walkQuery(ctx, filter);
  if (walk === null) return null;
  if (filter.match.term.length < FullSearchMinLength) {
    return { broad: true, page: walkedPage(filter, await preparedSearchRows<PageRow>(ctx, walk)) };
  }
  const rows = await preparedSearchRows<PageRow & { broad: boolean }>(
    ctx,
    sql`with term as materialized (${ownerMatchCount(filter.match, 'all', BroadTermAgents)})
      select true as broad, b.* from (${walk}) b
       where (select found >= ${BroadTermAgents} from term)
      union all
      select false as broad, n.* from (${narrow}) n
       where (select found < ${BroadTermAgents} from term)
      order by ord`,
  );
  return rows[0]?.broad ? { broad: true, page: walkedPage(filter, rows) } : { broad: false, rows };
}

/** The walk's page when it found the page and a row past it; null when it gave up. */
function walkedPage(filter: BroadFilter, rows: readonly PageRow[]): FoundPage | null {
  const page = foundPage(rows);
  return page.found === filter.skip + filter.take + 1 ? page : null;
}

/**
 * The statement of the walk: the owners read in the sort's index order, tested against the
 * caller's communities and the term, until the page and a row past it. Null past MaxRowsFound.
 */
function walkQuery(ctx: RequestContext, filter: BroadFilter): SQL | null {
  const wanted = filter.skip + filter.take + 1;
  if (wanted > MaxRowsFound) return null;
  const sortKeys = ownershipSortKeys(filter.sort);
  const { columns, order } = ownershipSortColumns(filter.sort);
  return pageOfFoundQuery({
    ctes: sql`w as (select s.agent_id, s.agent_type_id::int as agent_type_id, s.property_agent_id,
        s.community_agent_id, s.names_text, s.details_text, s.phone_digits, ${columns}
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
}
