// Index-ordered paging of a broad owner search. A term that finds thousands of owners would
// otherwise have all of them sorted for one page. Instead the owners are read in the order of the
// sort's index on the read model (ownership_search_*_sort), each tested against the caller's
// communities and the term, and the read stops at the first row past the page. A broad term finds
// owners all along most orders, so the read is short; where its matches cluster (a surname's first
// letters sorted by last name, a street sorted by street) the walk gives up, and the same
// statement sorts the matches whole instead.
import { FullSearchMinLength } from '@hoa/domain';
import { sql, type SQL } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { pageOfMatched } from './ownership-search-page';
import { onUserList, ownerPageQuery, type PageRow } from './ownership-rows';
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
 * From 3 characters a term is broad when it finds this many owners in the caller's scope; fewer
 * are sorted whole.
 */
const BroadTermOwners = 1000;

export interface BroadFilter {
  match: TermMatch;
  ownerTypeIds: readonly number[];
  sort: SearchSort;
  skip: number;
  take: number;
}

/** The owners of `matched` (matchedOwnerships), counted up to BroadTermOwners. */
const broadTermCount = sql`select count(*)::int as found
  from (select 1 from matched limit ${BroadTermOwners}) m`;

/** A page of owners from walkOrSort: walked (counted to a row past it) or sorted whole. */
export interface WalkedOrSorted {
  walked: boolean;
  rows: PageRow[];
}

/**
 * One page of an owner search over the caller's whole community list, in one statement. A broad
 * term (under 3 characters, or finding BroadTermOwners in scope, counted first) is walked in the
 * sort's index order up to a row past the page (walked: its total is that count); the rows
 * without the sort's first key come last in its order and are left to the whole sort. When the
 * term is narrow, or the walk gave up, the page is `matched` sorted whole (the CTE of
 * matchedOwnerships, counted exactly), reading on from the matches the count read. Null when
 * this page is not walked (past MaxRowsFound): the caller sorts it whole.
 */
export async function walkOrSort(
  ctx: RequestContext,
  filter: BroadFilter,
  matched: SQL,
): Promise<WalkedOrSorted | null> {
  const walk = walkQuery(ctx, filter);
  if (walk === null) return null;
  const wanted = filter.skip + filter.take + 1;
  const full = filter.match.term.length >= FullSearchMinLength;
  // A term of 3 characters or more is walked only when broad; a shorter one always.
  const broad = full ? sql`where (select found >= ${BroadTermOwners} from term)` : sql``;
  const walkedAll = sql`(select coalesce(max(total_count), 0) = ${wanted} from walked)`;
  const rows = await preparedSearchRows<PageRow & { walked: boolean }>(
    ctx,
    sql`with ${matched},
      ${full ? sql`term as materialized (${broadTermCount}),` : sql``}
      walked as materialized (select * from (${walk}) w ${broad})
      select true as walked, w.* from walked w where ${walkedAll}
      union all
      select false as walked, n.* from (${pageOfMatched(filter)}) n where not ${walkedAll}
      order by ord`,
  );
  return { walked: rows[0]?.walked ?? false, rows };
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
  return ownerPageQuery({
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
    rows: sql`found`,
    order,
    skip: filter.skip,
    take: filter.take,
  });
}
