import { describe, expect, it } from 'vitest';
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

  it('each demo user signs in with "demo" and sees what their role allows', async () => {
    await seedDemo(h.database);
    expect(DemoSignIns.map((s) => s.userName)).toEqual([
      'admin',
      'manager',
      'accountant',
      'board',
      'treasurer',
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
    });
  });
});
