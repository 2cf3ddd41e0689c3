import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AgentTypeId, isOwnerLikeAgentType, ProfileMessages } from '@hoa/domain';
import { loadAgent, type AgentRow } from '../../http/agent-access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

/** Whose ledger an agent shows: its community, property and billed owners. */
export interface LedgerOwners {
  agentId: number;
  communityAgentId: number;
  propertyAgentId: number | null;
  ownerAgentIds: number[];
  /** The owners' names, joined. */
  name: string;
}

/**
 * The billed owners whose ledger an agent shows (spec 3 §6: for owners the parent agent is used
 * for parent code balances). A property shows its primary owners; an owner with a ledger of its
 * own (the primary owner, a previous owner) shows it; a co-owner, renter or other owner-like agent
 * shares its property's primary owners. Read access to the agent is checked.
 */
export async function ledgerOwners(ctx: RequestContext, agentId: number): Promise<LedgerOwners> {
  const agent = await loadAgent(ctx, agentId, 'read');
  return ledgerOwnersOf(ctx.tx, agent);
}

/**
 * The billed owners whose ledger an agent shows, without an access check: for the owner portal,
 * whose calls check the property through requireOwnerProperty first.
 */
export async function ledgerOwnersOf(
  tx: Tx,
  agent: Pick<AgentRow, 'id' | 'agentTypeId' | 'parentAgentId' | 'communityAgentId'>,
): Promise<LedgerOwners> {
  const isOwner = isOwnerLikeAgentType(agent.agentTypeId);
  if (agent.agentTypeId !== AgentTypeId.Property && !isOwner) {
    throw badRequest(ProfileMessages.balancesOnlyForProperties);
  }
  const propertyId = agent.agentTypeId === AgentTypeId.Property ? agent.id : agent.parentAgentId;
  const [row] = await queryRows<{ owners: number[]; name: string | null; property: number | null }>(
    tx,
    sql`with own as (
          select ${agent.id}::bigint as id
           where ${isOwner}::boolean and (${agent.agentTypeId === AgentTypeId.PrimaryOwner}::boolean
                  or exists (select 1 from owner_code_balances b where b.owner_agent_id = ${agent.id}))
        ), shared as (
          select o.id from (${propertyPrimaryOwners(propertyId === null ? [] : [propertyId])}) o
           where not exists (select 1 from own)
        ), chosen as (select id from own union all select id from shared)
        select coalesce(array_agg(c.id::int order by c.id), '{}') as owners,
               string_agg(k.display_name, ' & ' order by c.id) as name,
               (select p.id::int from agents p where p.id = ${propertyId}::bigint
                   and p.agent_type_id = ${AgentTypeId.Property}) as property
          from chosen c left join contacts k on k.agent_id = c.id`,
  );
  return {
    agentId: agent.id,
    communityAgentId: agent.communityAgentId ?? 0,
    propertyAgentId: row?.property ?? null,
    ownerAgentIds: (row?.owners ?? []).map(Number),
    name: row?.name ?? '',
  };
}

/**
 * The billed owners of properties: each one's primary owners not deleted (`property_agent_id`,
 * `id`), for a query's from clause.
 */
export function propertyPrimaryOwners(propertyAgentIds: readonly number[]): SQL {
  return sql`select o.parent_agent_id as property_agent_id, o.id from agents o
              where o.parent_agent_id = any(${idArray(propertyAgentIds)})
                and o.agent_type_id = ${AgentTypeId.PrimaryOwner} and not o.is_deleted`;
}
