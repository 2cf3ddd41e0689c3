// The ownership read model behind owner search and the owner portfolio: owner-like agents with the
// property they hold, filtered, sorted by an owner sort option and paged in one statement.
import { sql, type SQL } from '@hoa/db';
import type { OwnershipRow } from '@hoa/contract';
import { OwnerSortOptionId, type OwnerSortOptionIdValue } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import {
  ownerOrderBy,
  propertyAddressJoin,
  propertyBalance,
  propertyChildIds,
} from './ownership-sql';
import { ownerKinds, pageColumns, toOwnershipRow, type PageRow } from './ownership-rows';
import { inUserCommunities, pageQuery, pageRows, searchRows } from '../../sql/index';

export interface OwnershipFilter {
  /** Communities already checked against the caller's list; null for the whole list. */
  communityIds: readonly number[] | null;
  ownerTypeIds: readonly number[];
  /** Ids of matched agents (ownerMatchIds); null lists every owner in scope. */
  matchIds: SQL | null;
  /** An owner is also found through its property (account number, street line). */
  matchThroughProperty: boolean;
  sort: OwnerSortOptionIdValue;
  skip: number;
  take: number;
}

export async function ownershipPage(
  ctx: RequestContext,
  filter: OwnershipFilter,
): Promise<{ Results: OwnershipRow[]; TotalCount: number }> {
  const byBalance = filter.sort === OwnerSortOptionId.Balance;
  // A term drives the query from the few agents it matched (CTE m), each looked up and scoped
  // in a lateral fenced by offset 0, so the planner cannot start from every owner in scope.
  const source = filter.matchIds
    ? sql`(select agent_id as id from m
        ${filter.matchThroughProperty ? sql`union ${propertyChildIds('m')}` : sql``}) k
      cross join lateral (select * from agents o where o.id = k.id and ${ownerScope(ctx, filter)}
        offset 0) o`
    : sql`agents o`;
  const order = ownerOrderBy(filter.sort, {
    firstName: sql`oc.first_name`,
    lastName: sql`oc.last_name`,
  });
  const rows = await searchRows<PageRow>(
    ctx,
    pageQuery({
      ...(filter.matchIds ? { ctes: sql`m as (${filter.matchIds})` } : {}),
      filtered: sql`select o.id as agent_id, o.agent_type_id::int as agent_type_id,
          p.id as property_agent_id, o.community_agent_id,
          ${byBalance ? sql`bal.balance` : sql`null::bigint`} as sort_balance,
          row_number() over (order by ${order}, o.id) as ord
        from ${source}
        join agents p on p.id = o.parent_agent_id and not p.is_deleted
        ${sortJoins(filter.sort)}
        where ${filter.matchIds ? sql`true` : ownerScope(ctx, filter)}`,
      skip: filter.skip,
      take: filter.take,
      ...pageColumns,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map(toOwnershipRow),
  };
}

/**
 * Only the tables the sort reads are joined for every row in scope; the page's 25 rows get the
 * rest (names, account, address, community, phone, balance).
 */
function sortJoins(sort: OwnerSortOptionIdValue): SQL {
  switch (sort) {
    case OwnerSortOptionId.FirstName:
    case OwnerSortOptionId.LastName:
      return sql`join contacts oc on oc.agent_id = o.id`;
    case OwnerSortOptionId.StreetNumber:
    case OwnerSortOptionId.StreetName:
      return propertyAddressJoin(sql`p.id`);
    case OwnerSortOptionId.Balance:
      return sql`cross join lateral (select ${propertyBalance(sql`p.id`)} as balance) bal`;
    case OwnerSortOptionId.AccountNumber:
    case OwnerSortOptionId.LotNumber:
      return sql`left join property_details pd on pd.agent_id = p.id`;
  }
}

/** The owners in scope: of the types asked for and readable, in the communities asked for. */
function ownerScope(ctx: RequestContext, filter: OwnershipFilter): SQL {
  return sql`${ownerKinds(ctx, filter.ownerTypeIds)}
    and ${inUserCommunities(ctx, sql`o.community_agent_id`, { asked: filter.communityIds, live: true })}`;
}
