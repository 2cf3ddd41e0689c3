import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const C = contract.cache;

describe.each(testDatabases())('Cache on $name', (testDb) => {
  const h = useApp(testDb);

  it('shows and drops the sessions this process keeps for the caller’s company only', async () => {
    const mine = await createTestCompany(h.database);
    const other = await createTestCompany(h.database);
    const admin = await signIn(h.app, mine.admin.userName);
    const clerk = await addUser(h.database, mine.companyId, {
      communityIds: mine.communityIds,
      grants: [fullGrant('owner')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const otherToken = await signIn(h.app, other.admin.userName);
    // Each signed-in call resolves its session once and keeps it.
    await callApi(h.app, contract.auth.GetSession, {}, clerkToken);
    await callApi(h.app, contract.auth.GetSession, {}, otherToken);
    // The cache is the process's: test files on other databases may hold sessions of companies
    // with the same id, so the counts are at least those of this test.
    const inspect = await callApi(h.app, C.Inspect, { body: {} }, admin);
    expect(inspect.status).toBe(200);
    expect(inspect.body.Caches).toEqual([
      expect.objectContaining({ Name: 'sessions', LifetimeSeconds: 15, MaxEntries: 10_000 }),
    ]);
    expect(inspect.body.Caches[0]?.Entries).toBeGreaterThanOrEqual(2); // the clerk and the admin
    const refreshed = await callApi(h.app, C.Refresh, { body: {} }, admin);
    expect(refreshed.body.Forgotten).toBeGreaterThanOrEqual(2);
    // Only the admin's own session, read again for this call, is left of the company.
    const after = await callApi(h.app, C.Inspect, { body: {} }, admin);
    expect(after.body.Caches[0]?.Entries).toBe(1);
    // The other company's sessions are kept.
    const theirs = await callApi(h.app, C.Inspect, { body: {} }, otherToken);
    expect(theirs.body.Caches[0]?.Entries).toBeGreaterThanOrEqual(1);
    // The clerk's token still works after the refresh: the session is read again.
    expect((await callApi(h.app, contract.auth.GetSession, {}, clerkToken)).status).toBe(200);
  });

  it('is for company administrators', async () => {
    const mine = await createTestCompany(h.database);
    const clerk = await addUser(h.database, mine.companyId, {
      communityIds: mine.communityIds,
      grants: [fullGrant('maintainuser')],
    });
    const token = await signIn(h.app, clerk.userName);
    const denied = await callApi(h.app, C.Refresh, { body: {} }, token);
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    expect((await callApi(h.app, C.Inspect, { body: {} }, token)).status).toBe(403);
  });
});
