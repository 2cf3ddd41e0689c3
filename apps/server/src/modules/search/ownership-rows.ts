// What both ways of paging the ownership read model share: which owners are in scope, and the
// columns of a page's rows. A page's rows (alias page) carry agent_id, agent_type_id,
// property_agent_id, community_agent_id and sort_balance (null unless sorted by balance).
import { sql, type SQL } from '@hoa/db';
import type { OwnershipRow } from '@hoa/contract';
import { agentTypeLabel, formatPhone, hiddenAgentTypeIds } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { propertyAddressJoin, propertyBalance } from './ownership-sql';
import { idArray, pageQuery, userCommunities } from '../../sql/index';

/** Owners (alias o) of the types asked for that the caller may read and that are not deleted. */
export function ownerKinds(ctx: RequestContext, ownerTypeIds: readonly number[]): SQL {
  return sql`not o.is_deleted
    and o.agent_type_id = any(${idArray(ownerTypeIds)})
    and o.agent_type_id <> all(${idArray(hiddenAgentTypeIds(ctx.user.grants))})`;
}

/**
 * A join that keeps the rows whose community is on the caller's list, one index lookup each, in
 * the order they come (a semi-join could be hashed and lose it).
 */
export function onUserList(ctx: RequestContext, communityId: SQL): SQL {
  return sql`join lateral (select 1 from ${userCommunities(ctx)} uc(id)
    where uc.id = ${communityId} limit 1) on_list on true`;
}

/** Columns computed for a page's rows only, with the joins they need. */
export const pageColumns = {
  select: sql`oc.display_name, oc.first_name, oc.last_name, oc.primary_email_address as email,
    pd.account_number, pd.lot_number, pa.street_number, pa.street_name, pa.unit, pa.city,
    coalesce(page.sort_balance, ${propertyBalance(sql`page.property_agent_id`)}) as balance,
    cc.display_name as community_name, ph.area_code, ph.phone_number`,
  joins: sql`left join contacts oc on oc.agent_id = page.agent_id
    left join property_details pd on pd.agent_id = page.property_agent_id
    ${propertyAddressJoin(sql`page.property_agent_id`)}
    left join contacts cc on cc.agent_id = page.community_agent_id
    left join lateral (select area_code, phone_number from phones
      where agent_id = page.agent_id order by is_primary desc, id limit 1) ph on true`,
};

export interface PageRow {
  agent_id: string | number;
  agent_type_id: number;
  property_agent_id: string | number;
  community_agent_id: string | number;
  community_name: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  area_code: string | null;
  phone_number: string | null;
  account_number: string | null;
  lot_number: string | null;
  street_number: string | null;
  street_name: string | null;
  unit: string | null;
  city: string | null;
  balance: string | number;
  total_count: number;
  ord: string | number | null;
}

export function toOwnershipRow(row: PageRow): OwnershipRow {
  return {
    TopsAgentId: Number(row.agent_id),
    TopsAgentTypeId: row.agent_type_id,
    AgentTypeName: agentTypeLabel(row.agent_type_id),
    PropertyAgentId: Number(row.property_agent_id),
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name,
    DisplayName: row.display_name,
    FirstName: row.first_name,
    LastName: row.last_name,
    PrimaryEmailAddress: row.email,
    Phone:
      row.area_code === null
        ? null
        : formatPhone({ AreaCode: row.area_code, PhoneNumber: row.phone_number ?? '' }),
    AccountNumber: row.account_number,
    LotNumber: row.lot_number,
    StreetNumber: row.street_number,
    StreetName: row.street_name,
    Unit: row.unit,
    City: row.city,
    Balance: Number(row.balance),
  };
}

/**
 * One page of owners in sort order, and their number: `rows` (agent_id, agent_type_id,
 * property_agent_id, community_agent_id and the sort's key columns, which `order` names with
 * agent_id last) numbered in that order. When `rows` holds only those up to the page's end,
 * `counted` is the relation of every row, which the total counts.
 */
export function ownerPageQuery(parts: {
  ctes?: SQL;
  rows: SQL;
  counted?: SQL;
  order: SQL;
  skip: number;
  take: number;
}): SQL {
  return pageQuery({
    ...(parts.ctes === undefined ? {} : { ctes: parts.ctes }),
    filtered: sql`select agent_id, agent_type_id, property_agent_id, community_agent_id,
        null::bigint as sort_balance, row_number() over (order by ${parts.order}) as ord
      from ${parts.rows}`,
    ...(parts.counted === undefined ? {} : { counted: parts.counted }),
    skip: parts.skip,
    take: parts.take,
    ...pageColumns,
  });
}
