// Map positions of the demo's homes, so that the map shows them without a geocoder (the default
// setup makes no outside request). The communities are invented: their homes are laid out in rows
// near their towns, a street a row, a building's units in a small block, as a geocoder would
// have placed them (ROOFTOP, at the address the server geocodes).
import { AgentTypeId, storedAddressText, type StoredAddress } from '@hoa/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../rows';
import type { Tx } from '../types';

/** Where each demo town is: the centre its homes are laid around. */
export const DemoTownCentres: Readonly<Record<string, readonly [number, number]>> = {
  'West Windsor': [40.2985, -74.6206],
  Stamford: [41.0412, -73.5405],
  'Forest Hills': [40.7196, -73.8448],
};

/** About 120 m between streets and 55 m between houses, 12 m between a building's units. */
const streetSpacing = 0.0011;
const houseSpacing = 0.00065;
const unitSpacing = 0.00011;

interface HomeRow extends StoredAddress {
  id: number | string;
  community: number | string;
}

interface PlacedHome {
  agentId: number;
  address: string;
  latitude: number;
  longitude: number;
}

/** Offsets of n items around 0, `step` apart. */
const centred = (index: number, count: number, step: number) => (index - (count - 1) / 2) * step;

/** The homes of one community: streets in rows, houses along them, a building's units as a block. */
export function layOutHomes(
  centre: readonly [number, number],
  homes: readonly { agentId: number; streetName: string; streetNumber: string; address: string }[],
): PlacedHome[] {
  const streets = [...new Set(homes.map((home) => home.streetName))];
  const placed: PlacedHome[] = [];
  for (const [row, street] of streets.entries()) {
    const onStreet = homes.filter((home) => home.streetName === street);
    const buildings = [...new Set(onStreet.map((home) => home.streetNumber))];
    for (const [column, number] of buildings.entries()) {
      const units = onStreet.filter((home) => home.streetNumber === number);
      const side = Math.ceil(Math.sqrt(units.length));
      const baseLatitude = centre[0] - centred(row, streets.length, streetSpacing);
      // A building's block, and a lawn beside it, before the next.
      const buildingSpacing = Math.max(houseSpacing, side * unitSpacing * 1.3 * 1.8);
      const baseLongitude = centre[1] + centred(column, buildings.length, buildingSpacing);
      for (const [i, home] of units.entries()) {
        placed.push({
          agentId: home.agentId,
          address: home.address,
          latitude: baseLatitude - centred(Math.floor(i / side), side, unitSpacing),
          longitude: baseLongitude + centred(i % side, side, unitSpacing * 1.3),
        });
      }
    }
  }
  return placed;
}

/** Writes a position for every demo property whose town has a centre. */
export async function seedPositions(tx: Tx, companyId: number): Promise<void> {
  const rows = await queryRows<HomeRow>(
    tx,
    sql`select a.id, a.community_agent_id as community, ad.street_number as "streetNumber",
        ad.street_name as "streetName", ad.city, ad.state_id as "stateId",
        ad.postal_code as "postalCode", ad.country_id as "countryId"
      from agents a
      join lateral (select * from addresses x where x.agent_id = a.id
        order by x.is_primary desc, x.id limit 1) ad on true
      where a.company_id = ${companyId} and a.agent_type_id = ${AgentTypeId.Property}
        and not a.is_deleted
      order by a.community_agent_id, a.id`,
  );
  const byCommunity = new Map<string, HomeRow[]>();
  for (const row of rows) {
    const key = String(row.community);
    byCommunity.set(key, [...(byCommunity.get(key) ?? []), row]);
  }
  const placed: PlacedHome[] = [];
  for (const homes of byCommunity.values()) {
    const centre = DemoTownCentres[homes[0]?.city ?? ''];
    if (!centre) continue;
    const located = homes.flatMap((row) => {
      const address = storedAddressText(row);
      return address && row.streetName && row.streetNumber
        ? [
            {
              agentId: Number(row.id),
              streetName: row.streetName,
              streetNumber: row.streetNumber,
              address,
            },
          ]
        : [];
    });
    placed.push(...layOutHomes(centre, located));
  }
  if (placed.length === 0) return;
  const values = sql.join(
    placed.map(
      (home) =>
        sql`(${home.agentId}::bigint, ${companyId}::bigint, 'ROOFTOP', 1::smallint,
          ${home.latitude.toFixed(7)}::numeric, ${home.longitude.toFixed(7)}::numeric,
          ${home.address}::varchar, ${home.address}::varchar)`,
    ),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`insert into agent_positions (agent_id, company_id, accuracy, attempts, latitude, longitude,
        address, resolved_address) values ${values}`,
  );
}
