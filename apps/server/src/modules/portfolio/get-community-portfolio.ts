import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { nameFilter } from './list-sql';
import { idArray, inUserCommunities, pageQuery, pageRows, searchRows } from '../../sql/index';

type GetCommunityPortfolio = typeof contract.portfolio.GetCommunityPortfolio;

interface Row {
  id: string | number;
  display_name: string;
  alias: string | null;
  community_type: string | null;
  is_active: boolean;
  is_setup_complete: boolean;
  city: string | null;
  state_id: number | null;
  count_properties: number;
  count_owners: number;
  total_count: number;
  ord: string | number | null;
}

/** The caller's communities by name, a page at a time, with their property and owner counts. */
export async function getCommunityPortfolio(
  ctx: RequestContext,
  input: InputOf<GetCommunityPortfolio>,
): Promise<ResponseOf<GetCommunityPortfolio>> {
  requireClaim(ctx, 'community', 'read');
  const q = input.query;
  const count = (types: number[]) =>
    sql`(select count(*)::int from agents x where x.community_agent_id = page.id
          and x.agent_type_id = any(${idArray(types)}) and not x.is_deleted)`;
  const rows = await searchRows<Row>(
    ctx,
    pageQuery({
      filtered: sql`select a.id, c.display_name, c.alias, a.community_type, a.is_active,
          a.is_setup_complete, row_number() over (order by lower(c.display_name), a.id) as ord
        from agents a
        join contacts c on c.agent_id = a.id
        where a.agent_type_id = ${AgentTypeId.Community} and not a.is_deleted
          and ${inUserCommunities(ctx, sql`a.id`, { live: true })}
          ${q.includeInactive ? sql`` : sql`and a.is_active`}
          ${nameFilter(q.searchTerm, sql`c.display_name`)}`,
      skip: q.skip,
      take: q.take,
      select: sql`ad.city, ad.state_id,
        ${count([AgentTypeId.Property])} as count_properties,
        ${count([AgentTypeId.PrimaryOwner, AgentTypeId.Owner])} as count_owners`,
      joins: sql`left join lateral (select city, state_id from addresses where agent_id = page.id
        order by is_primary desc, id limit 1) ad on true`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((row) => ({
      CommunityAgentId: Number(row.id),
      DisplayName: row.display_name,
      Alias: row.alias,
      CommunityType: row.community_type,
      IsActive: row.is_active,
      IsSetupComplete: row.is_setup_complete,
      City: row.city,
      StateId: row.state_id,
      CountProperties: row.count_properties,
      CountOwners: row.count_owners,
    })),
  };
}
