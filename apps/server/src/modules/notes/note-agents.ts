import { queryRows, sql, type Tx } from '@hoa/db';
import { NoteMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';

interface AgentRow {
  id: string | number;
  community_agent_id: string | number | null;
  is_user: boolean;
}

/**
 * Refuses agents a note of this community cannot name: those of another community (or company,
 * hidden by row-level security) and deleted ones. Users' agents belong to no community and may be
 * named anywhere.
 */
export async function checkNoteAgents(
  tx: Tx,
  communityAgentId: number,
  agentIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(agentIds)];
  if (ids.length === 0) return;
  const rows = await queryRows<AgentRow>(
    tx,
    sql`select a.id, a.community_agent_id,
          exists (select 1 from users u where u.user_agent_id = a.id) as is_user
        from agents a
        where a.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and not a.is_deleted`,
  );
  const allowed = rows.filter(
    (row) =>
      row.is_user ||
      Number(row.id) === communityAgentId ||
      Number(row.community_agent_id) === communityAgentId,
  );
  if (allowed.length !== ids.length) throw badRequest(NoteMessages.agentNotInCommunity);
}
