import { describe, expect, it } from 'vitest';
import { contract, type FeedPage } from '@hoa/contract';
import { AgentTypeId, StatusId, TxnTypeId as T } from '@hoa/domain';
import { addUserWithAgent, insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, receiveCheck } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const F = contract.activityFeeds;
const A = contract.activity;
const idsOf = (page: FeedPage) => page.Items.map((row) => row.TopsItemId).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe.each(testDatabases())('context feeds on $name', (testDb) => {
  const h = useApp(testDb);

  /** A note or task about an agent, through Note/Create; its item id. */
  async function noteAbout(
    token: string,
    community: number,
    agentId: number,
    txnType: typeof T.Comment | typeof T.Task = T.Comment,
  ) {
    const made = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: txnType,
          Note: { TopsAgentId: agentId, Subject: `About ${agentId}` },
        },
      },
      token,
    );
    if (made.status !== 200) throw new Error(`note: ${made.status} ${made.errorMessage ?? ''}`);
    return made.body.TopsItemId;
  }

  it('shows a committee’s, an amenity’s and the communication, general and management items', async () => {
    const company = await createTestCompany(h.database);
    const [community = 0] = company.communityIds;
    const token = await signIn(h.app, company.admin.userName);
    const committee = await callApi(
      h.app,
      contract.committees.SaveCommittee,
      { body: { CommunityAgentId: community, DisplayName: 'Landscape committee' } },
      token,
    );
    const committeeId = committee.body.TopsAgentId;
    const amenity = await insertNamedAgent(h.database, company.companyId, {
      name: 'Pool',
      agentTypeId: AgentTypeId.Amenity,
      communityAgentId: community,
    });
    const owner = await insertNamedAgent(h.database, company.companyId, {
      name: 'Olga Owner',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: community,
    });
    const committeeNote = await noteAbout(token, community, committeeId);
    const committeeTask = await noteAbout(token, community, committeeId, T.Task);
    const amenityNote = await noteAbout(token, community, amenity);
    const ownerNote = await noteAbout(token, community, owner);
    const item = async (txnTypeId: number, statusId?: number) =>
      (
        await insertItem(h.database, company.companyId, {
          communityAgentId: community,
          txnTypeId,
          statusId,
          agentIds: [owner],
        })
      ).itemId;
    const letter = await item(T.FormLetter);
    const workOrder = await item(T.WorkOrder, StatusId.Open);
    await item(T.ApplyCharges);

    const feed = async (
      endpoint: (typeof F)[keyof typeof F],
      query: Record<string, number> = {},
    ) => {
      const res = await callApi(
        h.app,
        endpoint,
        { query: { communityAgentId: community, take: 50, ...query } },
        token,
      );
      expect(res.status).toBe(200);
      return idsOf(res.body);
    };
    expect(await feed(F.Committee)).toEqual(sorted(committeeNote, committeeTask));
    expect(await feed(F.Committee, { agentIdFilterForItemAgents: committeeId })).toEqual(
      sorted(committeeNote, committeeTask),
    );
    expect(await feed(F.Amenity)).toEqual([amenityNote]);
    // Comments count as communication, as under the item feed's filter; tasks do not.
    expect(await feed(F.Communication)).toEqual(
      sorted(letter, committeeNote, amenityNote, ownerNote),
    );
    expect(await feed(F.General)).toEqual(
      sorted(committeeNote, committeeTask, amenityNote, ownerNote),
    );
    expect(await feed(F.Management)).toEqual(sorted(workOrder, committeeTask));

    // Another company's admin and a user without the community are refused.
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const elsewhere = await addUser(h.database, company.companyId, {
      communityIds: [],
      grants: [],
    });
    const elsewhereToken = await signIn(h.app, elsewhere.userName);
    for (const endpoint of [F.Committee, F.Amenity, F.Communication, F.General, F.Management]) {
      const query = { query: { communityAgentId: community } };
      expect((await callApi(h.app, endpoint, query, otherToken)).status).toBe(404);
      expect((await callApi(h.app, endpoint, query, elsewhereToken)).status).toBe(403);
    }
  });

  it('shows the items a user entered, in the caller’s communities only', async () => {
    const company = await createTestCompany(h.database, { communities: 2 });
    const [one = 0, two = 0] = company.communityIds;
    const clerk = await addUserWithAgent(h.database, company.companyId, {
      name: 'Cleo Clerk',
      communityIds: [one, two],
      grants: [],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const adminToken = await signIn(h.app, company.admin.userName);
    const inOne = await noteAbout(clerkToken, one, one);
    const inTwo = await noteAbout(clerkToken, two, two);
    await noteAbout(adminToken, one, one);
    const feed = (token: string, query: { userAgentId: number; communityAgentId?: number }) =>
      callApi(h.app, A.GetUserActivityFeed, { query: { take: 50, ...query } }, token);
    const all = await feed(adminToken, { userAgentId: clerk.agentId });
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual(sorted(inOne, inTwo));
    expect(all.body.Items[0]?.TopsTxnTypeId).toBe(T.Comment);
    const onlyTwo = await feed(adminToken, { userAgentId: clerk.agentId, communityAgentId: two });
    expect(idsOf(onlyTwo.body)).toEqual([inTwo]);

    // A user on community one only sees the clerk's items there; asking for two is refused.
    const neighbour = await addUser(h.database, company.companyId, {
      communityIds: [one],
      grants: [],
    });
    const neighbourToken = await signIn(h.app, neighbour.userName);
    expect(idsOf((await feed(neighbourToken, { userAgentId: clerk.agentId })).body)).toEqual([
      inOne,
    ]);
    expect(
      (await feed(neighbourToken, { userAgentId: clerk.agentId, communityAgentId: two })).status,
    ).toBe(403);
    // Another company sees none of them.
    const other = await createTestCompany(h.database);
    const otherFeed = await feed(await signIn(h.app, other.admin.userName), {
      userAgentId: clerk.agentId,
    });
    expect(otherFeed.body.TotalCount).toBe(0);
  });

  it('shows the items on a bank account’s ledger account; another company’s account is not found', async () => {
    const w = await paymentWorld(h, 2);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    const receipt = await receiveCheck(h, w, {
      ownerId: home.ownerId,
      cents: 12_000,
      date: '2026-03-02',
      checkNumber: '501',
    });
    await noteAbout(w.token, w.communityId, home.ownerId);
    const feed = (token: string) =>
      callApi(
        h.app,
        A.GetBankAccountActivityFeed,
        { query: { bankAccountId: w.bankAccountId } },
        token,
      );
    const mine = await feed(w.token);
    expect(mine.status).toBe(200);
    expect(idsOf(mine.body)).toEqual([receipt]);
    expect(mine.body.Items[0]?.Amount).toBe(12_000);

    const other = await createTestCompany(h.database);
    expect((await feed(await signIn(h.app, other.admin.userName))).status).toBe(404);
    const elsewhere = await addUser(h.database, w.companyId, {
      communityIds: [],
      grants: [fullGrant('bank')],
    });
    expect((await feed(await signIn(h.app, elsewhere.userName))).status).toBe(403);
    const noBankClaim = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    expect((await feed(await signIn(h.app, noBankClaim.userName))).status).toBe(403);
  });
});
