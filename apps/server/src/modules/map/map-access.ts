import { sql } from '@hoa/db';
import type { AccessLevel } from '@hoa/domain';
import { readableAgentTypeIds, requireAgentAccess } from '../../http/agent-access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readPlaces, type PlaceRow } from './position-queries';

/** One agent's place, when the caller holds its type's claim and its community is on their list. */
export async function loadPlace(
  ctx: RequestContext,
  agentId: number,
  level: AccessLevel,
): Promise<PlaceRow> {
  const [place] = await readPlaces(ctx, sql`a.id = ${agentId}`);
  if (!place) throw notFound();
  await requireAgentAccess(
    ctx,
    { id: place.agentId, agentTypeId: place.agentTypeId, communityAgentId: place.communityAgentId },
    level,
  );
  return place;
}

/** Places of agent types the caller may read. */
export function readable(ctx: RequestContext, places: readonly PlaceRow[]): PlaceRow[] {
  const types = new Set(readableAgentTypeIds(ctx));
  return places.filter((p) => types.has(p.agentTypeId));
}
