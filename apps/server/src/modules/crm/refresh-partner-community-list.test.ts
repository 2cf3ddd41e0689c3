import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { userCommunities } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const C = contract.crm;

describe.each(testDatabases())('Community/RefreshPartnerCommunityList on $name', (testDb) => {
  const h = useApp(testDb);

  it('reads the list afresh where the cached session still has the old one', async () => {
    const a = await createTestCompany(h.database, { communities: 3 });
    const [first, second] = a.communityIds as [number, number, number];
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, clerk.userName);
    const ids = (list: { CommunityAgentId: number }[]) => list.map((c) => c.CommunityAgentId);
    expect(ids((await callApi(h.app, C.GetUserCommunityList, {}, token)).body)).toEqual([first]);

    // Added by another process (or straight in the database): this one's cached session lags.
    await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      tx
        .insert(userCommunities)
        .values({ companyId: a.companyId, userId: clerk.userId, communityAgentId: second }),
    );
    expect(ids((await callApi(h.app, C.GetUserCommunityList, {}, token)).body)).toEqual([first]);

    const fresh = await callApi(h.app, C.RefreshPartnerCommunityList, {}, token);
    expect(fresh.status, fresh.errorMessage).toBe(200);
    expect(ids(fresh.body).sort((x, y) => x - y)).toEqual([first, second].sort((x, y) => x - y));
    expect(fresh.body[0]).toMatchObject({ IsActive: true });
    // The session was dropped: the next call works in the new community at once.
    const after = await callApi(h.app, C.GetUserCommunityList, {}, token);
    expect(ids(after.body).sort((x, y) => x - y)).toEqual(ids(fresh.body).sort((x, y) => x - y));

    const other = await createTestCompany(h.database);
    const theirs = await callApi(
      h.app,
      C.RefreshPartnerCommunityList,
      {},
      await signIn(h.app, other.admin.userName),
    );
    expect(ids(theirs.body)).toEqual(other.communityIds);
    expect((await callApi(h.app, C.RefreshPartnerCommunityList, {})).status).toBe(401);
  });
});
