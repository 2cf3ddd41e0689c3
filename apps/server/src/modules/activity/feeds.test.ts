import { describe, expect, it } from 'vitest';
import { contract, type FeedPage } from '@hoa/contract';
import { AgentTypeId, StatusId, TxnTypeId as T } from '@hoa/domain';
import {
  daysAgo,
  insertItem,
  insertNamedAgent,
  type ItemSpec,
} from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

describe.each(testDatabases())('item feeds on $name', (testDb) => {
  const h = useApp(testDb);

  /** A community with an owner, a vendor and one item of each kind the filters tell apart. */
  async function setUp() {
    const company = await createTestCompany(h.database);
    const [community = 0, otherCommunity = 0] = company.communityIds;
    const agent = (name: string, agentTypeId: number) =>
      insertNamedAgent(h.database, company.companyId, {
        name,
        agentTypeId,
        communityAgentId: community,
      });
    const owner = await agent('Olga Owner', AgentTypeId.Owner);
    const vendor = await agent('Vera Vendor', AgentTypeId.Vendor);
    const item = async (spec: Omit<ItemSpec, 'communityAgentId'>) =>
      (await insertItem(h.database, company.companyId, { communityAgentId: community, ...spec }))
        .itemId;
    const ids = {
      charge: await item({ txnTypeId: T.ApplyCharges, agentIds: [owner], amountCents: 12_500 }),
      receipt: await item({
        txnTypeId: T.CashReceiptsManual,
        statusId: StatusId.Accrued,
        agentIds: [owner],
      }),
      workOrder: await item({
        txnTypeId: T.WorkOrder,
        statusId: StatusId.Open,
        eventDate: daysAgo(10),
        agentIds: [vendor, owner],
      }),
      letter: await item({ txnTypeId: T.FormLetter, eventDate: daysAgo(45), agentIds: [owner] }),
      violation: await item({
        txnTypeId: T.CcrRecord,
        statusId: StatusId.Closed,
        eventDate: daysAgo(80),
        agentIds: [owner],
      }),
      deleted: await item({
        txnTypeId: T.ApplyCharges,
        statusId: StatusId.Deleted,
        agentIds: [owner],
      }),
      journal: await item({
        txnTypeId: T.JournalEntry,
        statusId: StatusId.Incomplete,
        eventDate: daysAgo(100),
      }),
    };
    const token = await signIn(h.app, company.admin.userName);
    const note = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Comment,
          Note: {
            TopsAgentId: owner,
            Subject: 'Ledger question',
            IncludeInPropertyAccountingFeed: true,
          },
        },
      },
      token,
    );
    const task = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Task,
          Note: { TopsAgentId: owner, Subject: 'Call the owner' },
        },
      },
      token,
    );
    return {
      company,
      community,
      otherCommunity,
      owner,
      vendor,
      token,
      item,
      ids: { ...ids, note: note.body.TopsItemId, task: task.body.TopsItemId },
    };
  }

  const idsOf = (page: FeedPage) => page.Items.map((row) => row.TopsItemId).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('filters by group, shows statuses 4, 9, 10, 5, 13 by default and never 16', async () => {
    const { community, token, ids } = await setUp();
    const feed = (query: Record<string, string | number>) =>
      callApi(
        h.app,
        contract.activity.GetItemFeed,
        { query: { communityAgentId: community, take: 50, ...query } },
        token,
      );
    const all = await feed({});
    expect(all.body.TotalCount).toBe(7);
    expect(idsOf(all.body)).toEqual(
      sorted(ids.charge, ids.workOrder, ids.letter, ids.violation, ids.journal, ids.note, ids.task),
    );
    expect(idsOf((await feed({ statusIdsStr: '3,16' })).body)).toEqual([ids.receipt]);
    expect(idsOf((await feed({ filter: 'accounting' })).body)).toEqual(
      sorted(ids.charge, ids.journal, ids.note),
    );
    expect(idsOf((await feed({ filter: 'communication' })).body)).toEqual(
      sorted(ids.letter, ids.note),
    );
    expect(idsOf((await feed({ filter: 'management' })).body)).toEqual(
      sorted(ids.workOrder, ids.violation, ids.task),
    );
    // The date panel: 30, 60, 90 days or all.
    const since = async (days: number) =>
      (await feed({ startDate: daysAgo(days), endDate: daysAgo(0) })).body.TotalCount;
    expect([await since(30), await since(60), await since(90), all.body.TotalCount]).toEqual([
      4, 5, 6, 7,
    ]);
    // Newest first.
    expect(all.body.Items.at(-1)?.TopsItemId).toBe(ids.journal);
  });

  it('carries the feed item fields and shows the item in the feeds of each of its agents', async () => {
    const { community, owner, vendor, token, item, ids } = await setUp();
    await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Comment,
          TopsParentItemId: ids.charge,
          Note: { TopsAgentId: owner, Subject: 'Owner called' },
        },
      },
      token,
    );
    const feed = await callApi(
      h.app,
      contract.activity.GetItemFeed,
      { query: { communityAgentId: community, filter: 'accounting', take: 50 } },
      token,
    );
    expect(feed.body.Items.find((row) => row.TopsItemId === ids.charge)).toMatchObject({
      TopsTxnTypeId: T.ApplyCharges,
      TxnTypeName: 'Apply charges',
      CommunityAgentId: community,
      TopsAgentId: owner,
      AgentName: 'Olga Owner',
      TopsAgentTypeId: AgentTypeId.Owner,
      EventDate: daysAgo(0),
      ItemCount: 1,
      StatusName: 'Posted',
      TopsStatusId: 4,
      NoteCount: 1,
      Amount: 12_500,
      IsPaid: false,
      IsVoid: false,
      IsDigitalPayment: false,
      DigitalPaymentStatus: null,
    });
    const ofAgent = async (agentId: number) =>
      idsOf(
        (
          await callApi(
            h.app,
            contract.activity.GetItemFeed,
            { query: { communityAgentId: community, agentId, take: 50 } },
            token,
          )
        ).body,
      );
    expect(await ofAgent(vendor)).toEqual([ids.workOrder]);
    expect(await ofAgent(owner)).toContain(ids.workOrder);
    expect(await ofAgent(owner)).not.toContain(ids.journal);
    // Seen through the owner, the work order row is the owner's item agent.
    const ownerRows = await callApi(
      h.app,
      contract.activityFeeds.WorkOrder,
      { query: { communityAgentId: community, agentIdFilterForItemAgents: owner } },
      token,
    );
    expect(ownerRows.body.Items).toMatchObject([{ TopsItemId: ids.workOrder, TopsAgentId: owner }]);

    // A bill paid by a posted check, and a voided check.
    const bill = await item({ txnTypeId: T.Bill, agentIds: [vendor], amountCents: 900 });
    const check = await item({ txnTypeId: T.PrintChecks, parentItemId: bill, agentIds: [vendor] });
    const voided = await item({ txnTypeId: T.VoidCheck, parentItemId: check, agentIds: [vendor] });
    const bills = await callApi(
      h.app,
      contract.activityFeeds.Bill,
      { query: { communityAgentId: community } },
      token,
    );
    expect(bills.body.Items).toMatchObject([{ TopsItemId: bill, IsPaid: true, Amount: 900 }]);
    const payments = await callApi(
      h.app,
      contract.activityFeeds.Payment,
      { query: { communityAgentId: community } },
      token,
    );
    expect(payments.body.Items.find((row) => row.TopsItemId === check)?.IsVoid).toBe(true);
    const vendors = await callApi(
      h.app,
      contract.activityFeeds.Vendor,
      { query: { communityAgentId: community, take: 50 } },
      token,
    );
    expect(idsOf(vendors.body)).toEqual(sorted(ids.workOrder, bill, check, voided));
  });

  it('pages by 6 and keeps the total past the last page', async () => {
    const { community, token, item } = await setUp();
    for (let i = 0; i < 12; i++) await item({ txnTypeId: T.Bill, eventDate: daysAgo(i) });
    const page = (skip: number) =>
      callApi(
        h.app,
        contract.activityFeeds.Bill,
        { query: { communityAgentId: community, skip } },
        token,
      );
    const first = await page(0);
    expect([first.body.TotalCount, first.body.Items.length]).toEqual([12, 6]);
    expect(first.body.Items[0]?.EventDate).toBe(daysAgo(0));
    const second = await page(6);
    expect(second.body.Items.map((row) => row.EventDate)).toEqual(
      [6, 7, 8, 9, 10, 11].map(daysAgo),
    );
    expect((await page(12)).body).toEqual({ TotalCount: 12, Items: [] });
  });

  it('hides the types whose claim the caller cannot read, and answers 403 and 404', async () => {
    const { company, community, otherCommunity, token, ids } = await setUp();
    const clerk = await addUser(h.database, company.companyId, {
      communityIds: [community],
      grants: [],
    });
    const clerkFeed = await callApi(
      h.app,
      contract.activity.GetItemFeed,
      { query: { communityAgentId: community, take: 50 } },
      await signIn(h.app, clerk.userName),
    );
    // Letters, notes and tasks have no claim; charges, work orders, violations and journals do.
    expect(idsOf(clerkFeed.body)).toEqual(sorted(ids.letter, ids.note, ids.task));

    const outsider = await addUser(h.database, company.companyId, {
      communityIds: [otherCommunity],
      grants: [],
    });
    const offList = await callApi(
      h.app,
      contract.activityFeeds.Community,
      { query: { communityAgentId: community } },
      await signIn(h.app, outsider.userName),
    );
    expect(offList.status).toBe(403);
    const other = await createTestCompany(h.database);
    const foreign = await callApi(
      h.app,
      contract.activityFeeds.Community,
      { query: { communityAgentId: community } },
      await signIn(h.app, other.admin.userName),
    );
    expect(foreign.status).toBe(404);
    const bad = await callApi(
      h.app,
      contract.activity.GetItemFeed,
      { query: { communityAgentId: community, filter: 'gossip' as 'all' } },
      token,
    );
    expect(bad.status).toBe(400);
  });
});
