import { queryRows, sql, type Tx } from '@hoa/db';
import { notFound } from '../../http/errors';
import type { OwnerContext } from './owner-context';

/**
 * The properties an owner access account sees: the property its owner belongs to. This is the one
 * place that answers it (group ownership adds the group's properties here); every portal call
 * reads a property only through requireOwnerProperty or this list.
 */
export async function ownerPropertyIds(tx: Tx, ownerAgentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select p.id from agents o join agents p on p.id = o.parent_agent_id
        where o.id = ${ownerAgentId} and not p.is_deleted`,
  );
  return rows.map((r) => Number(r.id));
}

/** A property the signed-in owner sees, else 404 (as if it did not exist). */
export function requireOwnerProperty(ctx: OwnerContext, propertyAgentId: number): void {
  if (!ctx.owner.propertyAgentIds.includes(propertyAgentId)) throw notFound();
}
