import { queryRows, sql, type Tx } from '@hoa/db';
import { notFound } from '../../http/errors';
import type { OwnerContext } from './owner-context';

/**
 * The properties an owner access account sees: the property its owner belongs to, then the other
 * properties of that property's group ownership. This is the one place that answers it; every
 * portal call reads a property only through requireOwnerProperty or this list.
 */
export async function ownerPropertyIds(tx: Tx, ownerAgentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with own as (
          select p.id from agents o join agents p on p.id = o.parent_agent_id
           where o.id = ${ownerAgentId} and not p.is_deleted)
        select id, 0 as rank from own
        union all
        select g.property_agent_id, 1 from own
          join group_ownership_properties m on m.property_agent_id = own.id
          join group_ownership_properties g on g.group_ownership_id = m.group_ownership_id
          join agents p on p.id = g.property_agent_id and not p.is_deleted
         where g.property_agent_id <> own.id
         order by rank, id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The properties a session sees: the owner's (ownerPropertyIds); a household member's or renter's,
 * only the one they were invited to, while the owner still sees it.
 */
export async function sessionPropertyIds(
  tx: Tx,
  ownerAgentId: number,
  member: { propertyAgentId: number } | null,
): Promise<number[]> {
  const ids = await ownerPropertyIds(tx, ownerAgentId);
  return member === null ? ids : ids.filter((id) => id === member.propertyAgentId);
}

/** A property the signed-in owner sees, else 404 (as if it did not exist). */
export function requireOwnerProperty(ctx: OwnerContext, propertyAgentId: number): void {
  if (!ctx.owner.propertyAgentIds.includes(propertyAgentId)) throw notFound();
}
