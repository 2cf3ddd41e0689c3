import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addresses, eq } from '@hoa/db';
import { AgentTypeId, MapMessages, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { insertAgent, insertHome, type PlaceAddress } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { place, useFakeGeocoder } from '../../../test/map-factories';
import { MaxGeocodesPerCall } from './resolve-positions';

const m = contract.map;
const at = (StreetNumber: string, StreetName: string): PlaceAddress => ({
  StreetNumber,
  StreetName,
  City: 'Austin',
  StateId: 57,
  PostalCode: '78701',
});

describe.each(testDatabases())('map positions with a geocoder on $name', (testDb) => {
  const geocoder = useFakeGeocoder();
  const h = useApp(testDb);

  async function setup() {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community] = a.communityIds as [number];
    // Street names are unique per test run so the fake's counts are per test.
    const tag = String(a.companyId);
    const street = (name: string) => `${name} ${tag}`;
    const home = (accountNumber: string, number: string, name: string) =>
      insertHome(h.database, a.companyId, community, accountNumber, at(number, street(name)));
    const map = async () => {
      const result = await callApi(
        h.app,
        m.GetCommunityMap,
        { query: { communityAgentId: community } },
        token,
      );
      expect(result.status).toBe(200);
      return result.body;
    };
    return { a, token, community, street, home, map };
  }

  it('says the geocoder and tile server settings', async () => {
    const { token } = await setup();
    const settings = await callApi(h.app, m.GetMapSettings, { query: {} }, token);
    expect(settings.body).toEqual({ TileUrl: null, Attribution: null, GeocoderConfigured: true });
  });

  it('geocodes once and then uses a ROOFTOP position as is', async () => {
    const { street, home, map } = await setup();
    geocoder.answers.set(street('Rooftop Road'), place(30.27, -97.74));
    const { propertyId } = await home('A-1', '1', 'Rooftop Road');
    const first = await map();
    expect(first.Community).toMatchObject({
      Status: 'Error',
      ErrorMessage: MapMessages.loadError,
      Attempts: 0,
    });
    expect(first.Properties).toEqual([
      {
        AgentId: propertyId,
        TopsAgentTypeId: AgentTypeId.Property,
        DisplayName: 'A-1 home',
        Accuracy: 'ROOFTOP',
        Attempts: 1,
        Latitude: 30.27,
        Longitude: -97.74,
        Address: `1 ${street('Rooftop Road')}, Austin, TX 78701, United States`,
        ResolvedAddress: 'Somewhere, Austin, Texas, United States',
        Status: 'Located',
        ErrorMessage: null,
      },
    ]);
    const again = await map();
    expect(again.Properties[0]).toEqual(first.Properties[0]);
    expect(geocoder.calls.get(street('Rooftop Road'))).toBe(1);
  });

  it('geocodes a street-level position again while attempts are under 4, then shows the error', async () => {
    const { street, home, map } = await setup();
    geocoder.answers.set(
      street('Street Road'),
      place(30.2, -97.7, { category: 'highway', type: 'residential', place_rank: 26 }),
    );
    await home('A-1', '2', 'Street Road');
    for (const attempts of [1, 2, 3, 4]) {
      const { Properties } = await map();
      expect(Properties[0]).toMatchObject({
        Status: 'Located',
        Accuracy: 'GEOMETRIC_CENTER',
        Attempts: attempts,
        Latitude: 30.2,
      });
    }
    const fifth = await map();
    expect(fifth.Properties[0]).toMatchObject({
      Status: 'Error',
      ErrorMessage: "Sorry, we're having trouble loading your map.",
      Attempts: 4,
      Latitude: null,
    });
    expect(geocoder.calls.get(street('Street Road'))).toBe(4);
  });

  it('counts an answer without a place as an attempt, but not an unreachable geocoder', async () => {
    const { street, home, map } = await setup();
    geocoder.answers.set(street('Broken Road'), 'error');
    await home('A-1', '3', 'Nowhere Road');
    await home('A-2', '4', 'Broken Road');
    const { Properties } = await map();
    const byName = new Map(Properties.map((p) => [p.DisplayName, p]));
    expect(byName.get('A-1 home')).toMatchObject({
      Status: 'Error',
      Attempts: 1,
      ErrorMessage: MapMessages.loadError,
    });
    expect(byName.get('A-2 home')).toMatchObject({
      Status: 'Error',
      Attempts: 0,
      ErrorMessage: MapMessages.loadError,
    });
    await map();
    expect(geocoder.calls.get(street('Broken Road'))).toBe(2);
    expect((await map()).Properties.find((p) => p.DisplayName === 'A-1 home')?.Attempts).toBe(3);
  });

  it('asks once more when the geocoder closes the connection without answering', async () => {
    const { street, home, map } = await setup();
    geocoder.answers.set(street('Dropped Road'), place(30.1, -97.1));
    geocoder.drops.set(street('Dropped Road'), 1);
    geocoder.answers.set(street('Gone Road'), place(30.2, -97.2));
    geocoder.drops.set(street('Gone Road'), 2);
    await home('A-1', '5', 'Dropped Road');
    await home('A-2', '6', 'Gone Road');
    const byName = new Map((await map()).Properties.map((p) => [p.DisplayName, p]));
    expect(byName.get('A-1 home')).toMatchObject({
      Status: 'Located',
      Attempts: 1,
      Latitude: 30.1,
    });
    // Closed twice: unreachable, so not an attempt.
    expect(byName.get('A-2 home')).toMatchObject({ Status: 'Error', Attempts: 0 });
    expect(geocoder.calls.get(street('Dropped Road'))).toBe(2);
    expect(geocoder.calls.get(street('Gone Road'))).toBe(2);
  });

  it('a position placed by hand is ROOFTOP and ends the error; a new address starts the attempts again', async () => {
    const { a, token, street, home } = await setup();
    const { propertyId } = await home('A-1', '5', 'Lost Lane');
    const thumbnail = async () =>
      (await callApi(h.app, m.GetPropertyMapThumbnail, { query: { agentId: propertyId } }, token))
        .body;
    for (let i = 0; i < 4; i++) await thumbnail();
    expect(await thumbnail()).toMatchObject({ Status: 'Error', Attempts: 4 });

    const saved = await callApi(
      h.app,
      m.SaveAgentPosition,
      { body: { AgentId: propertyId, Latitude: 30.25, Longitude: -97.75 } },
      token,
    );
    expect(saved.body).toMatchObject({ Status: 'Located', Accuracy: 'ROOFTOP', Attempts: 4 });
    expect(await thumbnail()).toMatchObject({
      Status: 'Located',
      Accuracy: 'ROOFTOP',
      Latitude: 30.25,
      Longitude: -97.75,
    });
    expect(geocoder.calls.get(street('Lost Lane'))).toBe(4);

    // The property moves: the hand-placed point was for the old address.
    geocoder.answers.set(street('New Lane'), place(30.3, -97.8));
    await h.database.withTenant({ companyId: a.companyId, userId: null }, async (tx) => {
      await tx
        .update(addresses)
        .set({ streetName: street('New Lane') })
        .where(eq(addresses.agentId, propertyId));
    });
    expect(await thumbnail()).toMatchObject({ Status: 'Located', Attempts: 1, Latitude: 30.3 });
  });

  it(`geocodes at most ${MaxGeocodesPerCall} addresses per call; the rest wait for the next`, async () => {
    const { a, community, street, map } = await setup();
    for (let i = 1; i <= MaxGeocodesPerCall + 1; i++) {
      await insertAgent(h.database, a.companyId, {
        agentTypeId: AgentTypeId.Property,
        communityAgentId: community,
        name: `Lot ${String(i).padStart(2, '0')}`,
        address: at(String(i), street('Busy Street')),
      });
    }
    const first = await map();
    expect(first.Properties.filter((p) => p.Status === 'Error' && p.Attempts === 1)).toHaveLength(
      MaxGeocodesPerCall,
    );
    expect(
      first.Properties.filter((p) => p.Status === 'Pending' && p.ErrorMessage === null),
    ).toHaveLength(1);
    expect(geocoder.calls.get(street('Busy Street'))).toBe(MaxGeocodesPerCall);
    // The address not tried yet goes first on the next call.
    const waiting = first.Properties.find((p) => p.Status === 'Pending')?.AgentId;
    const second = await map();
    expect(second.Properties.find((p) => p.AgentId === waiting)).toMatchObject({
      Status: 'Error',
      Attempts: 1,
    });
  });

  it('places an agent’s children that the user may read', async () => {
    const { a, token, community, street, home } = await setup();
    geocoder.answers.set(street('Child Court'), place(30.1, -97.6));
    const { propertyId } = await home('A-1', '6', 'Child Court');
    await insertAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Renter,
      communityAgentId: community,
      parentAgentId: propertyId,
      name: 'Renter',
      address: at('6', street('Child Court')),
    });
    const all = await callApi(
      h.app,
      m.GetChildPositions,
      { query: { agentId: propertyId } },
      token,
    );
    expect(all.body.map((p) => [p.DisplayName, p.Status])).toEqual([
      ['Owner of A-1', 'Error'],
      ['Renter', 'Located'],
    ]);
    const ownersOnly = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [fullGrant('property'), fullGrant('owner')],
    });
    const some = await callApi(
      h.app,
      m.GetChildPositions,
      { query: { agentId: propertyId } },
      await signIn(h.app, ownersOnly.userName),
    );
    expect(some.body.map((p) => p.DisplayName)).toEqual(['Owner of A-1']);
  });

  it('needs read claims to see and update to place; other companies’ agents are not found', async () => {
    const { a, token, community, home } = await setup();
    const { propertyId } = await home('A-1', '7', 'Claim Street');
    const user = async (grants: ClaimGrant[], communityIds = a.communityIds) =>
      signIn(h.app, (await addUser(h.database, a.companyId, { communityIds, grants })).userName);
    const readOnly = await user([
      { ...fullGrant('property'), CanUpdate: false },
      { ...fullGrant('community'), CanUpdate: false },
    ]);
    const noProperty = await user([fullGrant('community')]);
    const [, second] = a.communityIds as [number, number];
    const offList = await user([fullGrant('property'), fullGrant('community')], [second]);
    const query = { communityAgentId: community };
    expect((await callApi(h.app, m.GetCommunityMap, { query }, readOnly)).status).toBe(200);
    expect((await callApi(h.app, m.GetCommunityMap, { query }, noProperty)).status).toBe(403);
    expect((await callApi(h.app, m.GetCommunityMap, { query }, offList)).status).toBe(403);
    const point = { AgentId: propertyId, Latitude: 1, Longitude: 2 };
    expect((await callApi(h.app, m.SaveAgentPosition, { body: point }, readOnly)).status).toBe(403);
    const bad = await callApi(
      h.app,
      m.SaveAgentPosition,
      { body: { ...point, Latitude: 91 } },
      token,
    );
    expect(bad.status).toBe(400);

    const b = await createTestCompany(h.database);
    const bToken = await signIn(h.app, b.admin.userName);
    expect((await callApi(h.app, m.GetCommunityMap, { query }, bToken)).status).toBe(404);
    expect(
      (await callApi(h.app, m.GetPropertyMapThumbnail, { query: { agentId: propertyId } }, bToken))
        .status,
    ).toBe(404);
    expect((await callApi(h.app, m.SaveAgentPosition, { body: point }, bToken)).status).toBe(404);
  });
});

describe.each(testDatabases())('map positions without a geocoder on $name', (testDb) => {
  const h = useApp(testDb);

  it('leaves positions unresolved and shows the error, but uses ROOFTOP positions', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community] = a.communityIds as [number];
    const settings = await callApi(h.app, m.GetMapSettings, { query: {} }, token);
    expect(settings.body.GeocoderConfigured).toBe(false);
    const one = await insertHome(
      h.database,
      a.companyId,
      community,
      'A-1',
      at('1', 'Plain Street'),
    );
    const two = await insertHome(
      h.database,
      a.companyId,
      community,
      'A-2',
      at('2', 'Plain Street'),
    );
    await callApi(
      h.app,
      m.SaveAgentPosition,
      { body: { AgentId: two.propertyId, Latitude: 30.2, Longitude: -97.7 } },
      token,
    );
    const result = await callApi(
      h.app,
      m.GetCommunityMap,
      { query: { communityAgentId: community } },
      token,
    );
    expect(
      result.body.Properties.map((p) => [p.AgentId, p.Status, p.Attempts, p.ErrorMessage]),
    ).toEqual([
      [one.propertyId, 'Error', 0, MapMessages.loadError],
      [two.propertyId, 'Located', 0, null],
    ]);
  });
});
