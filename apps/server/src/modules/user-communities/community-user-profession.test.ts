import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { CommunityUserMessages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const U = contract.user;

describe.each(testDatabases())('Crm/SaveCommunityUserProfession on $name', (testDb) => {
  const h = useApp(testDb);

  it('keeps what a user does per community, shown with the community users, cleared by null', async () => {
    const a = await createTestCompany(h.database, { communities: 2 });
    const [first, second] = a.communityIds as [number, number];
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner')],
    });
    const admin = await signIn(h.app, a.admin.userName);
    const save = (CommunityAgentId: number, Profession: string | null, token = admin) =>
      callApi(
        h.app,
        U.SaveCommunityUserProfession,
        { body: { CommunityAgentId, UserId: clerk.userId, Profession } },
        token,
      );
    const professionIn = async (communityAgentId: number) =>
      (await callApi(h.app, U.GetCommunityUsers, { query: { communityAgentId } }, admin)).body.find(
        (u) => u.UserId === clerk.userId,
      )?.Profession;

    const saved = await save(first, '  Community manager ');
    expect(saved.status, saved.errorMessage).toBe(200);
    expect(saved.body).toEqual({
      CommunityAgentId: first,
      UserId: clerk.userId,
      Profession: 'Community manager',
    });
    expect(await professionIn(first)).toBe('Community manager');

    // Not on the user's list: refused, nothing written; once added, the profession can be said.
    const off = await save(second, 'Accountant');
    expect(off.status).toBe(409);
    expect(off.errorMessage).toBe(CommunityUserMessages.notOnList);
    expect(await professionIn(second)).toBeNull();
    await callApi(
      h.app,
      U.SaveUserCommunities,
      { body: { UserId: clerk.userId, CommunityAgentIds: [first, second] } },
      admin,
    );
    expect((await save(second, 'Accountant')).status).toBe(200);
    // Saving the list again keeps what was said for the communities that stay.
    expect(await professionIn(first)).toBe('Community manager');
    expect((await save(first, '')).body.Profession).toBeNull();
    expect(await professionIn(first)).toBeNull();
    expect((await save(first, 'x'.repeat(51))).status).toBe(400);

    const clerkToken = await signIn(h.app, clerk.userName);
    expect((await save(first, 'Boss', clerkToken)).status).toBe(403);
    const other = await createTestCompany(h.database);
    expect((await save(first, 'Spy', await signIn(h.app, other.admin.userName))).status).toBe(404);
  });
});
