// The directory lists (vendors, banks, organizations, amenities, partners): agents by name with
// their first address and phone, paged.
import { sql, type SQL } from '@hoa/db';
import type { AgentListRow } from '@hoa/contract';
import { formatPhone } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { nameFilter, optionalNumber } from './list-sql';
import { idArray, pageQuery, pageRows, searchRows, visibleAgent } from '../../sql/index';

export interface AgentListFilter {
  agentTypeIds: readonly number[];
  /** Company-wide agents and those of this community; otherwise of any of the caller's. */
  communityAgentId: number | undefined;
  searchTerm: string | undefined;
  includeInactive: boolean;
  skip: number;
  take: number;
}

interface Row {
  id: string | number;
  agent_type_id: number;
  display_name: string;
  company_name: string | null;
  email: string | null;
  community_agent_id: string | number | null;
  community_name: string | null;
  is_active: boolean;
  is_registered_vendor: boolean;
  city: string | null;
  state_id: number | null;
  area_code: string | null;
  phone_number: string | null;
  total_count: number;
  ord: string | number | null;
}

export async function agentListPage(
  ctx: RequestContext,
  filter: AgentListFilter,
): Promise<{ Results: AgentListRow[]; TotalCount: number }> {
  const inCommunity: SQL =
    filter.communityAgentId === undefined
      ? sql``
      : sql`and (a.community_agent_id is null or a.community_agent_id = ${filter.communityAgentId})`;
  const rows = await searchRows<Row>(
    ctx,
    pageQuery({
      filtered: sql`select a.id, a.agent_type_id::int as agent_type_id, c.display_name,
          c.company_name, c.primary_email_address as email, a.community_agent_id,
          a.is_active, a.is_registered_vendor,
          row_number() over (order by lower(c.display_name), a.id) as ord
        from agents a
        join contacts c on c.agent_id = a.id
        where a.agent_type_id = any(${idArray(filter.agentTypeIds)}) and ${visibleAgent(ctx, 'a')}
          ${inCommunity}
          ${filter.includeInactive ? sql`` : sql`and a.is_active`}
          ${nameFilter(filter.searchTerm, sql`c.display_name`)}`,
      skip: filter.skip,
      take: filter.take,
      select: sql`cc.display_name as community_name, ad.city, ad.state_id, ph.area_code,
        ph.phone_number`,
      joins: sql`left join contacts cc on cc.agent_id = page.community_agent_id
        left join lateral (select city, state_id from addresses where agent_id = page.id
          order by is_primary desc, id limit 1) ad on true
        left join lateral (select area_code, phone_number from phones where agent_id = page.id
          order by is_primary desc, id limit 1) ph on true`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((row) => ({
      TopsAgentId: Number(row.id),
      TopsAgentTypeId: row.agent_type_id,
      DisplayName: row.display_name,
      CompanyName: row.company_name,
      PrimaryEmailAddress: row.email,
      Phone:
        row.area_code === null
          ? null
          : formatPhone({ AreaCode: row.area_code, PhoneNumber: row.phone_number ?? '' }),
      City: row.city,
      StateId: row.state_id,
      CommunityAgentId: optionalNumber(row.community_agent_id),
      CommunityName: row.community_name,
      IsActive: row.is_active,
      IsRegisteredVendor: row.is_registered_vendor,
    })),
  };
}
