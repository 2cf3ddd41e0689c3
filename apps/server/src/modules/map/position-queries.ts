import { queryRows, sql, type SQL } from '@hoa/db';
import { storedAddressText, type StoredAddress, type StoredPosition } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

export interface PlaceRow {
  agentId: number;
  agentTypeId: number;
  communityAgentId: number | null;
  displayName: string;
  /** The address to geocode, or null when the agent has none. */
  address: string | null;
  stored: (StoredPosition & { resolvedAddress: string | null }) | null;
}

interface Row extends StoredAddress {
  id: number | string;
  type: number;
  community: number | string | null;
  name: string | null;
  hasPosition: boolean;
  accuracy: string | null;
  attempts: number | null;
  latitude: number | null;
  longitude: number | null;
  geocoded: string | null;
  resolved: string | null;
}

function toPlace(r: Row): PlaceRow {
  return {
    agentId: Number(r.id),
    agentTypeId: r.type,
    communityAgentId: r.community === null ? null : Number(r.community),
    displayName: r.name ?? '',
    address: storedAddressText(r),
    stored: r.hasPosition
      ? {
          accuracy: r.accuracy,
          attempts: r.attempts ?? 0,
          latitude: r.latitude === null ? null : Number(r.latitude),
          longitude: r.longitude === null ? null : Number(r.longitude),
          address: r.geocoded,
          resolvedAddress: r.resolved,
        }
      : null,
  };
}

/** Agents (not deleted) matching the condition on `a`, each with its main address and position. */
export async function readPlaces(ctx: RequestContext, where: SQL): Promise<PlaceRow[]> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select a.id, a.agent_type_id as type, a.community_agent_id as community,
        c.display_name as name, ad.street_number as "streetNumber", ad.street_name as "streetName",
        ad.city, ad.state_id as "stateId", ad.postal_code as "postalCode",
        ad.country_id as "countryId", p.agent_id is not null as "hasPosition", p.accuracy,
        p.attempts, -- latitude and longitude are fractional: numeric(10,7)
        p.latitude::float8 as latitude, p.longitude::float8 as longitude,
        p.address as geocoded, p.resolved_address as resolved
      from agents a
      left join contacts c on c.agent_id = a.id
      left join lateral (select * from addresses x where x.agent_id = a.id
        order by x.is_primary desc, x.id limit 1) ad on true
      left join agent_positions p on p.agent_id = a.id
      where not a.is_deleted and ${where}
      order by c.display_name, a.id`,
  );
  return rows.map(toPlace);
}
