import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { Geocoder } from './geocoder';
import { loadPlace, readable } from './map-access';
import { readPlaces } from './position-queries';
import { resolvePositions } from './resolve-positions';

type GetCommunityMap = typeof contract.map.GetCommunityMap;
type GetChildPositions = typeof contract.map.GetChildPositions;
type GetPropertyMapThumbnail = typeof contract.map.GetPropertyMapThumbnail;

/** The community and its properties, positioned by the rules of spec 1 §4. */
export async function getCommunityMap(
  ctx: RequestContext,
  input: InputOf<GetCommunityMap>,
  geocoder: Geocoder,
): Promise<ResponseOf<GetCommunityMap>> {
  const communityAgentId = input.query.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  requireClaim(ctx, 'community', 'read');
  requireClaim(ctx, 'property', 'read');
  const places = await readPlaces(
    ctx,
    sql`(a.id = ${communityAgentId} or (a.community_agent_id = ${communityAgentId}
      and a.agent_type_id = ${AgentTypeId.Property}))`,
  );
  const community = places.find((p) => p.agentId === communityAgentId);
  if (!community) throw appError('CommunityNotAvailable');
  // The community goes first, so it is geocoded before its properties.
  const properties = places.filter((p) => p !== community);
  const [own, ...rest] = await resolvePositions(ctx, geocoder, [community, ...properties]);
  if (!own) throw new Error('The community has no position row');
  return { Community: own, Properties: rest };
}

/** An agent's children (a community's properties and people, a property's owners) that the caller may read. */
export async function getChildPositions(
  ctx: RequestContext,
  input: InputOf<GetChildPositions>,
  geocoder: Geocoder,
): Promise<ResponseOf<GetChildPositions>> {
  const parent = await loadPlace(ctx, input.query.agentId, 'read');
  const children = await readPlaces(ctx, sql`a.parent_agent_id = ${parent.agentId}`);
  return resolvePositions(ctx, geocoder, readable(ctx, children));
}

/** One agent's position, for the small map on its profile. */
export async function getPropertyMapThumbnail(
  ctx: RequestContext,
  input: InputOf<GetPropertyMapThumbnail>,
  geocoder: Geocoder,
): Promise<ResponseOf<GetPropertyMapThumbnail>> {
  const place = await loadPlace(ctx, input.query.agentId, 'read');
  const [position] = await resolvePositions(ctx, geocoder, [place]);
  if (!position) throw new Error('No position resolved');
  return position;
}
