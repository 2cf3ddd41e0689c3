import { queryRows, sql } from '@hoa/db';
import type { AgentPosition } from '@hoa/contract';
import { attemptsFor, decidePosition, MapMessages } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import type { GeocodeOutcome, Geocoder } from './geocoder';
import type { PlaceRow } from './position-queries';

/** A call geocodes at most this many addresses; the rest answer Pending until asked again. */
export const MaxGeocodesPerCall = 20;
const concurrency = 4;

interface Geocoded {
  place: PlaceRow;
  address: string;
  outcome: GeocodeOutcome;
}

async function geocodeAll(geocoder: Geocoder, due: readonly PlaceRow[]): Promise<Geocoded[]> {
  const results: Geocoded[] = [];
  for (let i = 0; i < due.length; i += concurrency) {
    const batch = due.slice(i, i + concurrency);
    results.push(
      ...(await Promise.all(
        batch.map(async (place) => {
          const address = place.address ?? '';
          return { place, address, outcome: await geocoder.geocode(address) };
        }),
      )),
    );
  }
  return results;
}

/** Saves every answered attempt in one statement: the place found, or none, and the count. */
async function saveAttempts(ctx: RequestContext, answered: readonly Geocoded[]): Promise<void> {
  if (answered.length === 0) return;
  const rows = sql.join(
    answered.map(({ place, address, outcome }) => {
      const found = outcome.kind === 'found' ? outcome.result : null;
      return sql`(${place.agentId}::bigint, ${ctx.user.companyId}::bigint, ${found?.accuracy ?? null}::varchar,
        ${attemptsFor(place.stored, address) + 1}::smallint, ${found?.latitude ?? null}::numeric,
        ${found?.longitude ?? null}::numeric, ${address}::varchar, ${found?.resolvedAddress ?? null}::varchar)`;
    }),
    sql`, `,
  );
  await queryRows(
    ctx.tx,
    sql`insert into agent_positions (agent_id, company_id, accuracy, attempts, latitude, longitude,
        address, resolved_address)
      values ${rows}
      on conflict (agent_id) do update set accuracy = excluded.accuracy,
        attempts = excluded.attempts, latitude = excluded.latitude, longitude = excluded.longitude,
        address = excluded.address, resolved_address = excluded.resolved_address, updated_at = now()`,
  );
}

function triedFor(place: PlaceRow): number {
  return place.address === null ? 0 : attemptsFor(place.stored, place.address);
}

function toPosition(place: PlaceRow, over: Partial<AgentPosition>): AgentPosition {
  return {
    AgentId: place.agentId,
    TopsAgentTypeId: place.agentTypeId,
    DisplayName: place.displayName,
    Accuracy: place.stored?.accuracy ?? null,
    Attempts: place.stored?.attempts ?? 0,
    Latitude: null,
    Longitude: null,
    Address: place.address,
    ResolvedAddress: place.stored?.resolvedAddress ?? null,
    Status: 'Error',
    ErrorMessage: MapMessages.loadError,
    ...over,
  };
}

function fromGeocode({ place, address, outcome }: Geocoded): AgentPosition {
  if (outcome.kind === 'unavailable') return toPosition(place, {});
  const attempts = attemptsFor(place.stored, address) + 1;
  if (outcome.kind === 'notFound') return toPosition(place, { Attempts: attempts, Accuracy: null });
  const r = outcome.result;
  return toPosition(place, {
    Accuracy: r.accuracy,
    Attempts: attempts,
    Latitude: r.latitude,
    Longitude: r.longitude,
    ResolvedAddress: r.resolvedAddress,
    Status: 'Located',
    ErrorMessage: null,
  });
}

/**
 * Spec 1 §4 for a set of agents: ROOFTOP positions are used directly; others are geocoded again
 * while attempts are under 4 (each answered attempt is counted and saved); else the map's error.
 */
export async function resolvePositions(
  ctx: RequestContext,
  geocoder: Geocoder,
  places: readonly PlaceRow[],
): Promise<AgentPosition[]> {
  const decisions = places.map((place) => ({
    place,
    decision: decidePosition(place.stored, place.address),
  }));
  // Addresses tried least come first, so none waits behind others' retries.
  const due = decisions
    .filter((d) => d.decision === 'geocode')
    .map((d) => d.place)
    .sort((x, y) => triedFor(x) - triedFor(y));
  const now = geocoder.configured ? due.slice(0, MaxGeocodesPerCall) : [];
  const geocoded = await geocodeAll(geocoder, now);
  await saveAttempts(
    ctx,
    geocoded.filter((g) => g.outcome.kind !== 'unavailable'),
  );
  const byAgent = new Map(geocoded.map((g) => [g.place.agentId, g]));
  return decisions.map(({ place, decision }) => {
    const done = byAgent.get(place.agentId);
    if (done) return fromGeocode(done);
    if (decision === 'use') {
      return toPosition(place, {
        Latitude: place.stored?.latitude ?? null,
        Longitude: place.stored?.longitude ?? null,
        Status: 'Located',
        ErrorMessage: null,
      });
    }
    // Due but left for a later call (only when a geocoder can take it).
    if (decision === 'geocode' && geocoder.configured) {
      return toPosition(place, { Status: 'Pending', ErrorMessage: null });
    }
    return toPosition(place, {});
  });
}
