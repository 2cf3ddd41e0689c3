import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

describe.each(testDatabases())('users assigned to communities on $name', (testDb) => {
  const h = useApp(testDb);

  it('assigns one user from their side and several from the community’s; the list changes at once', async () => {
    const a = await createTestCompany(h.database, { communities: 3 });
    const [first, second, third] = a.communityIds as [number, number, number];
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner')],
    });
    const helper = await addUser(h.database, a.companyId, { communityIds: [], grants: [] });
    const admin = await signIn(h.app, a.admin.userName);
    const clerkSession = await signIn(h.app, clerk.userName);
    const listOf = async (session: string) =>
      (await callApi(h.app, contract.crm.GetUserCommunityList, {}, session)).body.map(
        (c) => c.CommunityAgentId,
      );
    expect(await listOf(clerkSession)).toEqual([first]);

    // From the user's side: the list becomes exactly what is saved.
    const before = await callApi(
      h.app,
      contract.user.GetUserCommunities,
      { query: { userId: clerk.userId } },
      admin,
    );
    expect(before.body.filter((c) => c.IsAssigned).map((c) => c.CommunityAgentId)).toEqual([first]);
    expect(before.body).toHaveLength(3);
    const saved = await callApi(
      h.app,
      contract.user.SaveUserCommunities,
      { body: { UserId: clerk.userId, CommunityAgentIds: [second, third, third] } },
      admin,
    );
    expect(saved.status).toBe(200);
    // The clerk's next call sees the new list (their cached session was dropped).
    expect((await listOf(clerkSession)).sort()).toEqual([second, third].sort());

    // From the community's side, in bulk: the clerk already has it, the helper gets it.
    const added = await callApi(
      h.app,
      contract.user.AddUsersToCommunity,
      { body: { CommunityAgentId: second, UserIds: [clerk.userId, helper.userId] } },
      admin,
    );
    expect(added.body).toEqual({ Added: 1 });
    const users = await callApi(
      h.app,
      contract.user.GetCommunityUsers,
      { query: { communityAgentId: second } },
      admin,
    );
    expect(
      users.body
        .filter((u) => u.IsAssigned)
        .map((u) => u.UserId)
        .sort((x, y) => x - y),
    ).toEqual([a.admin.userId, clerk.userId, helper.userId].sort((x, y) => x - y));

    // Saving an empty list takes every community off.
    await callApi(
      h.app,
      contract.user.SaveUserCommunities,
      { body: { UserId: clerk.userId, CommunityAgentIds: [] } },
      admin,
    );
    expect(await listOf(clerkSession)).toEqual([]);
  });

  it('refuses a user without maintainuser and another company’s users and communities', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [fullGrant('owner')],
    });
    const clerkSession = await signIn(h.app, clerk.userName);
    const admin = await signIn(h.app, a.admin.userName);
    const mine = a.communityIds[0] ?? 0;
    const refused = await callApi(
      h.app,
      contract.user.SaveUserCommunities,
      { body: { UserId: clerk.userId, CommunityAgentIds: [mine] } },
      clerkSession,
    );
    expect(refused.status).toBe(403);
    const theirCommunity = await callApi(
      h.app,
      contract.user.SaveUserCommunities,
      { body: { UserId: clerk.userId, CommunityAgentIds: [mine, b.communityIds[0] ?? 0] } },
      admin,
    );
    expect(theirCommunity.status).toBe(404);
    const theirUser = await callApi(
      h.app,
      contract.user.AddUsersToCommunity,
      { body: { CommunityAgentId: mine, UserIds: [b.admin.userId] } },
      admin,
    );
    expect(theirUser.status).toBe(404);
    const theirList = await callApi(
      h.app,
      contract.user.GetUserCommunities,
      { query: { userId: b.admin.userId } },
      admin,
    );
    expect(theirList.status).toBe(404);
    // Nothing was half-written: the clerk keeps both communities.
    const kept = await callApi(
      h.app,
      contract.user.GetUserCommunities,
      { query: { userId: clerk.userId } },
      admin,
    );
    expect(kept.body.filter((c) => c.IsAssigned)).toHaveLength(a.communityIds.length);
  });
});
