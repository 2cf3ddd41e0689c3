// Index-ordered paging of a broad owner search. A term that finds thousands of owners would
// otherwise have each of them looked up, scoped and sorted for one page. Instead the owners are
// read in the order of the sort's index (migration 0016_owner_sort_indexes), each tested against
// the caller's communities and the term, and the read stops at the first row past the page. A
// broad term finds owners all along most orders, so the read is short; where its matches cluster
// (a surname's first letters sorted by last name, a street sorted by street) the walk gives up.
import { sql, type SQL } from '@hoa/db';
import {
  AgentTypeId,
  FullSearchMinLength,
  OwnerSortOptionId,
  type OwnerSortOptionIdValue,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { leadingNumber, ownerMatchCount, ownerMatchIds, ownerMatchProbes } from './ownership-sql';
import { onUserList, ownerKinds, pageOfFound, type FoundPage } from './ownership-rows';
import { searchRows, type TermMatch } from './search-sql';

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
  sort: OwnerSortOptionIdValue;
  skip: number;
  take: number;
}

/** Where a sort's order is read from (alias pk), the rows that have its first key, its keys. */
interface WalkSource {
  from: SQL;
  present: SQL;
  keys: SQL[];
}

const ownersOf = (key: SQL) =>
  sql`${key} join agents p on p.id = pk.agent_id join agents o on o.parent_agent_id = p.id`;
/** The property's address the sort reads: its primary one, else its first (propertyAddressJoin). */
const chosenAddress = sql`pk.id = (select a.id from addresses a where a.agent_id = pk.agent_id
  order by a.is_primary desc, a.id limit 1)`;
const streetNumber = leadingNumber('pk.street_number');

const named = sql`contacts pk join agents o on o.id = pk.agent_id
  join agents p on p.id = o.parent_agent_id`;

/**
 * The walk of each sort option: keys equal to ownerOrderBy's for the rows with a first key, which
 * come before the others (nulls last); rows without one are left to the whole sort.
 */
function walkSource(sort: OwnerSortOptionIdValue): WalkSource | null {
  switch (sort) {
    case OwnerSortOptionId.LastName:
      return {
        from: named,
        present: sql`pk.last_name is not null`,
        keys: [sql`lower(pk.last_name)`, sql`lower(pk.first_name)`],
      };
    case OwnerSortOptionId.FirstName:
      return {
        from: named,
        present: sql`pk.first_name is not null`,
        keys: [sql`lower(pk.first_name)`, sql`lower(pk.last_name)`],
      };
    case OwnerSortOptionId.AccountNumber:
      return {
        from: ownersOf(sql`property_details pk`),
        present: sql`pk.account_number is not null`,
        keys: [sql`pk.account_number`],
      };
    case OwnerSortOptionId.StreetNumber:
      return {
        from: ownersOf(sql`addresses pk`),
        present: sql`pk.street_number is not null and ${streetNumber} is not null and ${chosenAddress}`,
        keys: [streetNumber, sql`pk.street_number`, sql`lower(pk.street_name)`, sql`pk.unit`],
      };
    case OwnerSortOptionId.StreetName:
      return {
        from: ownersOf(sql`addresses pk`),
        present: sql`pk.street_name is not null and ${chosenAddress}`,
        keys: [sql`lower(pk.street_name)`, streetNumber, sql`pk.street_number`, sql`pk.unit`],
      };
    default:
      return null;
  }
}

/** Whether a term is broad: under 3 characters always, else when it finds many agents. */
export async function isBroadTerm(ctx: RequestContext, match: TermMatch): Promise<boolean> {
  if (match.term.length < FullSearchMinLength) return true;
  const [row] = await searchRows<{ found: number }>(
    ctx,
    ownerMatchCount(match, 'all', BroadTermAgents),
  );
  return (row?.found ?? 0) >= BroadTermAgents;
}

/**
 * How a walked row (alias w) is tested against the term. Under 3 characters only its contact's
 * names count: each row's contact is looked up. From 3 characters the term's agents (CTE m) are
 * found first through their trigram indexes and each row looked up in them.
 */
function termTest(match: TermMatch): { ctes: SQL; join: SQL; where: SQL } {
  if (match.term.length < FullSearchMinLength) {
    const probes = sql.join(ownerMatchProbes(match, 'all', sql`w.agent_id`), sql` union all `);
    return {
      ctes: sql``,
      join: sql`join lateral (${probes} limit 1) matched on true`,
      where: sql`true`,
    };
  }
  return {
    ctes: sql`m as materialized (${ownerMatchIds(match, 'all')}),`,
    join: sql``,
    // A property's match finds its owners too, as in the whole sort.
    where: sql`(w.agent_id in (select agent_id from m)
      or (w.property_type_id = ${AgentTypeId.Property}
        and w.property_agent_id in (select agent_id from m)))`,
  };
}

/**
 * One page of a broad owner search (isBroadTerm) over the caller's whole community list, read in
 * index order, with a row past it (found = skip + take + 1); null when the walk gave up (or the
 * sort is by balance or lot number, which search does not offer).
 */
export async function walkOwnerships(
  ctx: RequestContext,
  filter: BroadFilter,
): Promise<FoundPage | null> {
  const source = walkSource(filter.sort);
  const wanted = filter.skip + filter.take + 1;
  if (!source || wanted > MaxRowsFound) return null;
  const keys = source.keys.map((_, i) => sql.raw(`k${i + 1}`));
  const order = sql.join([...keys, sql`agent_id`], sql`, `);
  const term = termTest(filter.match);
  const page = await pageOfFound(ctx, {
    ctes: sql`${term.ctes} w as (select o.id as agent_id, o.agent_type_id::int as agent_type_id,
        p.id as property_agent_id, p.agent_type_id as property_type_id, o.community_agent_id,
        ${sql.join(
          source.keys.map((key, i) => sql`${key} as ${keys[i]}`),
          sql`, `,
        )}
      from ${source.from}
      where ${source.present} and ${ownerKinds(ctx, filter.ownerTypeIds)} and not p.is_deleted
      order by ${order}
      limit ${wanted * ReadsPerRowFound}),
    found as (select w.* from w
      ${onUserList(ctx, sql`w.community_agent_id`)}
      ${term.join}
      where ${term.where}
      order by ${order}
      limit ${wanted})`,
    order,
    skip: filter.skip,
    take: filter.take,
  });
  return page.found === wanted ? page : null;
}
