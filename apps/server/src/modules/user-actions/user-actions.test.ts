import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const U = contract.userActions;

describe.each(testDatabases())('user actions on $name', (testDb) => {
  const h = useApp(testDb);

  it("keeps each user's own recent actions, newest first, one per address", async () => {
    const a = await createTestCompany(h.database);
    const admin = await signIn(h.app, a.admin.userName);
    // A user without any claim keeps their own list too.
    const clerk = await addUser(h.database, a.companyId, { communityIds: [], grants: [] });
    const clerkToken = await signIn(h.app, clerk.userName);
    const open = (token: string, Url: string, Label: string, Kind = 'Primary owner') =>
      callApi(h.app, U.CreateUserAction, { body: { Url, Label, Kind } }, token);

    const first = await open(admin, '/owner/11', 'Ada Moss');
    expect(first.status, first.errorMessage).toBe(200);
    expect(first.body).toMatchObject({
      Url: '/owner/11',
      Label: 'Ada Moss',
      Kind: 'Primary owner',
    });
    await open(admin, '/property/7', '12 Elm Court', 'Property');
    await open(admin, '/owner/11', 'Ada Moss-Reed');
    await open(clerkToken, '/owner/99', 'Clerk record');

    const mine = await callApi(h.app, U.FindUserActions, { query: { take: '20' } }, admin);
    expect(mine.body.map((x) => [x.Url, x.Label])).toEqual([
      ['/owner/11', 'Ada Moss-Reed'],
      ['/property/7', '12 Elm Court'],
    ]);
    const clerks = await callApi(h.app, U.FindUserActions, { query: {} }, clerkToken);
    expect(clerks.body.map((x) => x.Url)).toEqual(['/owner/99']);
    const one = await callApi(h.app, U.FindUserActions, { query: { take: '1' } }, admin);
    expect(one.body.map((x) => x.Url)).toEqual(['/owner/11']);

    const other = await createTestCompany(h.database);
    const theirs = await callApi(
      h.app,
      U.FindUserActions,
      { query: {} },
      await signIn(h.app, other.admin.userName),
    );
    expect(theirs.body).toEqual([]);
    expect((await callApi(h.app, U.FindUserActions, { query: {} })).status).toBe(401);
  });

  it('refuses an address outside the app and keeps the 50 latest', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    for (const Url of ['https://evil.example/x', '//evil.example/x', 'owner/1']) {
      const bad = await callApi(
        h.app,
        U.CreateUserAction,
        { body: { Url, Label: 'X', Kind: 'Owner' } },
        token,
      );
      expect(bad.status, Url).toBe(400);
    }
    for (let n = 1; n <= 51; n++) {
      await callApi(
        h.app,
        U.CreateUserAction,
        { body: { Url: `/owner/${String(n)}`, Label: `Owner ${String(n)}`, Kind: 'Owner' } },
        token,
      );
    }
    const kept = await callApi(h.app, U.FindUserActions, { query: { take: '50' } }, token);
    expect(kept.body).toHaveLength(50);
    expect(kept.body[0]?.Url).toBe('/owner/51');
    expect(kept.body.map((x) => x.Url)).not.toContain('/owner/1');
  });
});
