// Paging of a broad owner search sorted by name when the index-ordered walk gave up. A term
// that finds owners by their names finds them where the sort puts those names, maybe far into
// the order (a surname's letters sorted by last name). The term's agents are sorted by their
// contacts' names instead, and only the first of them are looked up and scoped, until the page
// and a row after it are found.
import { sql, type SQL } from '@hoa/db';
import { FullSearchMinLength, OwnerSortOptionId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchIds, ownerNamesMatch, propertyChildIds } from './ownership-sql';
import { onUserList, ownerKinds, pageOfFound, type FoundPage } from './ownership-rows';
import type { BroadFilter } from './ownership-walk';

/**
 * The candidates (CTE c: agent_id, k1, k2, sorted): under 3 characters the contacts whose names
 * match, read with their names; from 3 characters the agents the term finds and the agents under
 * the properties it finds, each with its contact's names.
 */
function candidates(filter: BroadFilter, k1: SQL, k2: SQL, order: SQL): SQL {
  if (filter.match.term.length < FullSearchMinLength) {
    return sql`c as (select agent_id, lower(${k1}) as k1, lower(${k2}) as k2
      from contacts where ${ownerNamesMatch(filter.match)}
      order by ${order} offset 0),`;
  }
  return sql`m as materialized (${ownerMatchIds(filter.match, 'all')}),
    c as (select k.id as agent_id, lower(oc.${k1}) as k1, lower(oc.${k2}) as k2
      from (select agent_id as id from m union ${propertyChildIds('m')}) k
      cross join lateral (select first_name, last_name from contacts oc
        where oc.agent_id = k.id offset 0) oc
      order by ${order} offset 0),`;
}

/**
 * One page of a broad owner search (isBroadTerm) by first or last name over the caller's whole
 * community list, with a row past it when more match (found = skip + take + 1); found is the
 * exact count when smaller. Null for another sort.
 */
export async function nameSortedOwnerships(
  ctx: RequestContext,
  filter: BroadFilter,
): Promise<FoundPage | null> {
  const byFirst = filter.sort === OwnerSortOptionId.FirstName;
  if (!byFirst && filter.sort !== OwnerSortOptionId.LastName) return null;
  const [k1, k2] = byFirst ? [sql`first_name`, sql`last_name`] : [sql`last_name`, sql`first_name`];
  // ownerOrderBy's keys: lower(first or last name) nulls last, lower(the other), then the id.
  const order = sql`k1 nulls last, k2, agent_id`;
  return pageOfFound(ctx, {
    ctes: sql`${candidates(filter, k1, k2, order)}
      found as (select o.id as agent_id, o.agent_type_id::int as agent_type_id,
          p.id as property_agent_id, o.community_agent_id, c.k1, c.k2
        from c
        join lateral (select * from agents o where o.id = c.agent_id
          and ${ownerKinds(ctx, filter.ownerTypeIds)} offset 0) o on true
        join lateral (select p.id from agents p where p.id = o.parent_agent_id
          and not p.is_deleted offset 0) p on true
        ${onUserList(ctx, sql`o.community_agent_id`)}
        order by ${order}
        limit ${filter.skip + filter.take + 1})`,
    order,
    skip: filter.skip,
    take: filter.take,
  });
}
