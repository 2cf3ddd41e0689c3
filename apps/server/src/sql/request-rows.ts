// What general and service requests share when one is read: the columns naming its item, community,
// property and owner, and the check that the caller may use it.
import { queryRows, sql, type generalRequests, type serviceRequests } from '@hoa/db';
import { StatusId, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../http/access';
import { notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';

/** The columns a request's row starts with. */
export interface RequestPartiesRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  property_agent_id: string | number | null;
  property_name: string | null;
  owner_agent_id: string | number | null;
  owner_name: string | null;
}

export const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** Those columns as a request answers them. */
export function requestParties(row: RequestPartiesRow) {
  return {
    TopsItemId: Number(row.item_id),
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name ?? '',
    PropertyAgentId: idOrNull(row.property_agent_id),
    PropertyName: row.property_name,
    OwnerAgentId: idOrNull(row.owner_agent_id),
    OwnerName: row.owner_name,
  };
}

/**
 * A request (of the table, keyed by its item) the caller may use at the level: 403 without the
 * servicerequests claim, 404 when the caller's company has none with the id (row-level security
 * hides other companies) or it is deleted, 403 off the community list. The row is locked for a
 * change.
 */
export async function requireRequestAccess(
  ctx: RequestContext,
  table: typeof generalRequests | typeof serviceRequests,
  itemId: number,
  level: AccessLevel,
): Promise<void> {
  requireClaim(ctx, 'servicerequests', level);
  const lock = level === 'read' ? sql`` : sql`for update of r`;
  const [found] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select i.community_agent_id as community from ${table} r
          join items i on i.id = r.item_id
         where r.item_id = ${itemId} and i.status_id <> ${StatusId.Deleted} ${lock}`,
  );
  if (!found) throw notFound();
  await requireCommunity(ctx, Number(found.community));
}
