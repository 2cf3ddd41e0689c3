import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { DemoSignIns, seedDemo } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';

const [pglite] = testDatabases();

// The demo company's user names are global, so this runs on a fresh embedded database only.
describe('demo sign-ins', () => {
  if (!pglite) throw new Error('no database');
  const h = useApp(pglite);
  beforeAll(async () => {
    await seedDemo(h.database);
  });

  it('each demo user signs in with "demo" and sees what their role allows', async () => {
    expect(DemoSignIns.map((s) => s.userName)).toEqual([
      'admin',
      'manager',
      'accountant',
      'board',
      'treasurer',
      'partner',
    ]);
    const seen: Record<
      string,
      { communities: number; board: boolean; roles: number; admin: boolean }
    > = {};
    for (const { userName, password } of DemoSignIns) {
      const token = await signIn(h.app, userName, password);
      const session = await callApi(h.app, contract.auth.GetSession, {}, token);
      const communities = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
      const roles = await callApi(h.app, contract.roles.GetRoles, {}, token);
      seen[userName] = {
        communities: communities.body.length,
        board: session.body.IsBoardMember,
        roles: roles.status,
        admin: session.body.IsSystemAdmin,
      };
    }
    expect(seen).toEqual({
      admin: { communities: 3, board: false, roles: 200, admin: true },
      manager: { communities: 2, board: false, roles: 200, admin: false },
      accountant: { communities: 3, board: false, roles: 403, admin: false },
      board: { communities: 1, board: true, roles: 403, admin: false },
      treasurer: { communities: 1, board: true, roles: 403, admin: false },
      // The partner company's administrator: no community until one is transferred to it.
      partner: { communities: 0, board: false, roles: 200, admin: true },
    });
  });

  it('has every home on the map without a geocoder, near its town', async () => {
    const token = await signIn(h.app, 'admin', 'demo');
    const communities = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
    const seen: Record<string, { located: number; other: number; spanKm: number }> = {};
    for (const community of communities.body) {
      const map = await callApi(
        h.app,
        contract.map.GetCommunityMap,
        { query: { communityAgentId: community.CommunityAgentId } },
        token,
      );
      expect(map.status).toBe(200);
      const located = map.body.Properties.filter((p) => p.Status === 'Located');
      const latitudes = located.map((p) => p.Latitude ?? 0);
      const longitudes = located.map((p) => p.Longitude ?? 0);
      const spanKm =
        Math.max(
          Math.max(...latitudes) - Math.min(...latitudes),
          Math.max(...longitudes) - Math.min(...longitudes),
        ) * 111;
      seen[community.DisplayName] = {
        located: located.length,
        other: map.body.Properties.length - located.length,
        spanKm: Math.ceil(spanKm),
      };
    }
    expect(seen).toEqual({
      'Willow Creek Homeowners Association': { located: 60, other: 0, spanKm: 2 },
      'Harbor View Condominium Association': { located: 40, other: 0, spanKm: 1 },
      'Parkside Towers Cooperative': { located: 30, other: 0, spanKm: 1 },
    });
  });
});
