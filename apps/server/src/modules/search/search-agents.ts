import { sql } from '@hoa/db';
import type { AgentSearchResult, contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  agentTypeLabel,
  normalizeSearchTerm,
  OwnerSearchMaxResults,
  SearchMessages,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAgentGraphs } from '../crm/index';
import { idArray, ilikeAny, searchRows, termMatch, visibleAgent } from '../../sql/index';

type Search = typeof contract.search.Search;

interface Row {
  id: string | number;
  agent_type_id: number;
  parent_agent_id: string | number | null;
  community_agent_id: string | number | null;
  community_name: string | null;
  display_name: string;
  email: string | null;
  is_active: boolean;
}

const optionalId = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Agent search (Crm/Search): agents whose display name matches, at most 25, by name. With
 * onlyCommunitiesInUserCommunityList, company-wide agents (no community) are left out; agents of
 * communities off the caller's list never show.
 */
export async function searchAgents(
  ctx: RequestContext,
  input: InputOf<Search>,
): Promise<ResponseOf<Search>> {
  const q = input.query;
  const term = normalizeSearchTerm(q.searchTerm);
  if (term === null) throw badRequest(SearchMessages.termTooShort);
  const filters = [
    q.agentTypes ? sql`and a.agent_type_id = any(${idArray(q.agentTypes)})` : sql``,
    q.agentParentId === undefined ? sql`` : sql`and a.parent_agent_id = ${q.agentParentId}`,
    q.onlyCommunitiesInUserCommunityList ? sql`and a.community_agent_id is not null` : sql``,
    q.excludeInactiveAgents ? sql`and a.is_active` : sql``,
  ];
  const rows = await searchRows<Row>(
    ctx,
    sql`select a.id, a.agent_type_id::int as agent_type_id, a.parent_agent_id, a.community_agent_id,
          cc.display_name as community_name, c.display_name, c.primary_email_address as email,
          a.is_active
        from contacts c
        join agents a on a.id = c.agent_id
        left join contacts cc on cc.agent_id = a.community_agent_id
        where ${ilikeAny(sql`c.display_name`, termMatch(term).patterns)} and ${visibleAgent(ctx, 'a')}
          ${sql.join(filters, sql` `)}
        order by c.display_name, a.id
        limit ${OwnerSearchMaxResults}`,
  );
  const ids = rows.map((row) => Number(row.id));
  const graphs = q.getProfile ? await readAgentGraphs(ctx.tx, ids) : [];
  return rows.map((row, index): AgentSearchResult => ({
    TopsAgentId: Number(row.id),
    TopsAgentTypeId: row.agent_type_id,
    AgentTypeName: agentTypeLabel(row.agent_type_id),
    TopsAgentParentId: optionalId(row.parent_agent_id),
    CommunityAgentId: optionalId(row.community_agent_id),
    CommunityName: row.community_name,
    DisplayName: row.display_name,
    PrimaryEmailAddress: row.email,
    IsActive: row.is_active,
    Profile: graphs[index] ?? null,
  }));
}
