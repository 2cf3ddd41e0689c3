import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

export interface ImportAgent {
  agentId: number;
  agentTypeId: number;
  name: string;
}

export interface ImportProperty {
  property: ImportAgent;
  /** The property's primary owner (type 4), the first one when there are several. */
  owner: ImportAgent | null;
}

interface AgentRow {
  id: number | string;
  type: number;
  name: string | null;
}

const toAgent = (row: AgentRow): ImportAgent => ({
  agentId: Number(row.id),
  agentTypeId: row.type,
  name: row.name ?? '',
});

/** The file's agents by id that belong to the community (or are it). */
export async function agentsById(
  ctx: RequestContext,
  communityAgentId: number,
  ids: readonly number[],
): Promise<Map<number, ImportAgent>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<AgentRow>(
    ctx.tx,
    sql`select a.id, a.agent_type_id as type, c.display_name as name
      from agents a left join contacts c on c.agent_id = a.id
      where a.id in (${list}) and not a.is_deleted
        and (a.community_agent_id = ${communityAgentId} or a.id = ${communityAgentId})`,
  );
  return new Map(rows.map((r) => [Number(r.id), toAgent(r)]));
}

/** The community's properties by account number, with their primary owners. */
export async function propertiesByAccount(
  ctx: RequestContext,
  communityAgentId: number,
  accountNumbers: readonly string[],
): Promise<Map<string, ImportProperty>> {
  if (accountNumbers.length === 0) return new Map();
  const list = sql.join(
    [...new Set(accountNumbers)].map((n) => sql`${n}`),
    sql`, `,
  );
  const rows = await queryRows<
    AgentRow & { account: string; ownerId: number | string | null; ownerName: string | null }
  >(
    ctx.tx,
    sql`select p.id, p.agent_type_id as type, pc.display_name as name, pd.account_number as account,
        o.id as "ownerId", oc.display_name as "ownerName"
      from agents p
      join property_details pd on pd.agent_id = p.id
      left join contacts pc on pc.agent_id = p.id
      left join lateral (select a.id from agents a
        where a.parent_agent_id = p.id and a.agent_type_id = ${AgentTypeId.PrimaryOwner}
          and not a.is_deleted
        order by a.id limit 1) o on true
      left join contacts oc on oc.agent_id = o.id
      where p.community_agent_id = ${communityAgentId} and p.agent_type_id = ${AgentTypeId.Property}
        and not p.is_deleted and pd.account_number in (${list})`,
  );
  return new Map(
    rows.map((r) => [
      r.account,
      {
        property: toAgent(r),
        owner:
          r.ownerId === null
            ? null
            : {
                agentId: Number(r.ownerId),
                agentTypeId: AgentTypeId.PrimaryOwner,
                name: r.ownerName ?? '',
              },
      },
    ]),
  );
}
