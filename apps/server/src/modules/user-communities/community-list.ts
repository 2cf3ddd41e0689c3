import { agents, and, eq, inArray, queryRows, sql, type Tx } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { notFound } from '../../http/errors';

/**
 * The communities of the caller's company among the ids given, each once; an id that is no
 * community of theirs (another company's is hidden by row-level security) is not found.
 */
export async function companyCommunities(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        inArray(agents.id, wanted),
        eq(agents.agentTypeId, AgentTypeId.Community),
        eq(agents.isDeleted, false),
      ),
    );
  if (found.length !== wanted.length) throw notFound();
  return found.map((row) => Number(row.id));
}

/** A user of the caller's company (row-level security hides the others): their id, else 404. */
export async function companyUser(tx: Tx, userId: number): Promise<number> {
  const [found] = await queryRows<{ id: number }>(
    tx,
    sql`select id::int8 as id from users where id = ${userId}::bigint`,
  );
  if (!found) throw notFound();
  return Number(found.id);
}
