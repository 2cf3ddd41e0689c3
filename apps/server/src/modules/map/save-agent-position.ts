import { agentPositions, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { attemptsFor } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { loadPlace } from './map-access';

type SaveAgentPosition = typeof contract.map.SaveAgentPosition;

/** Places an agent by hand at the given point for its current address; attempts are kept. */
export async function saveAgentPosition(
  ctx: RequestContext,
  input: InputOf<SaveAgentPosition>,
): Promise<ResponseOf<SaveAgentPosition>> {
  const body = input.body;
  const place = await loadPlace(ctx, body.AgentId, 'update');
  const attempts = place.address === null ? 0 : attemptsFor(place.stored, place.address);
  const values = {
    accuracy: body.Accuracy,
    attempts,
    latitude: String(body.Latitude),
    longitude: String(body.Longitude),
    address: place.address,
    resolvedAddress: body.ResolvedAddress,
    updatedAt: sql`now()`,
  };
  await ctx.tx
    .insert(agentPositions)
    .values({ ...values, agentId: place.agentId, companyId: ctx.user.companyId })
    .onConflictDoUpdate({ target: agentPositions.agentId, set: values });
  return {
    AgentId: place.agentId,
    TopsAgentTypeId: place.agentTypeId,
    DisplayName: place.displayName,
    Accuracy: body.Accuracy,
    Attempts: attempts,
    Latitude: body.Latitude,
    Longitude: body.Longitude,
    Address: place.address,
    ResolvedAddress: body.ResolvedAddress,
    Status: 'Located',
    ErrorMessage: null,
  };
}
