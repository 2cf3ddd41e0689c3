import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId, FeedMessages, StatusId, TxnTypeId as T, type KpiFeedKind } from '@hoa/domain';
import { daysAgo, insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

describe.each(testDatabases())('agent feeds, KPI counts, detail and closing on $name', (testDb) => {
  const h = useApp(testDb);

  async function setUp() {
    const company = await createTestCompany(h.database);
    const [community = 0] = company.communityIds;
    const vendor = await insertNamedAgent(h.database, company.companyId, {
      name: 'Vince Vendor',
      agentTypeId: AgentTypeId.Vendor,
      communityAgentId: community,
    });
    const item = async (txnTypeId: number, statusId: number, days = 0, amountCents?: number) =>
      (
        await insertItem(h.database, company.companyId, {
          communityAgentId: community,
          txnTypeId,
          statusId,
          eventDate: daysAgo(days),
          agentIds: [vendor],
          amountCents,
        })
      ).itemAgentIds[0] ?? 0;
    const token = await signIn(h.app, company.admin.userName);
    return { company, community, vendor, item, token };
  }

  it('previews 5 items, puts open tasks first and narrows to one item and its notes', async () => {
    const { community, vendor, item, token } = await setUp();
    for (let day = 1; day <= 7; day++) await item(T.WorkOrder, StatusId.Open, day);
    const task = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Task,
          Note: { TopsAgentId: vendor, Subject: 'Chase the quote' },
        },
      },
      token,
    );
    const feed = (query: Record<string, string | number>) =>
      callApi(
        h.app,
        contract.activity.GetItemAgentFeed,
        { query: { agentId: vendor, ...query } },
        token,
      );
    const preview = await feed({ isPreview: 'true' });
    expect([preview.body.TotalCount, preview.body.Items.length]).toEqual([8, 5]);
    expect((await feed({})).body.Items.length).toBe(6);
    const kpi = await feed({ isPreview: 'true', statusIdsStr: '10', txnTypeIdsStr: '62' });
    expect(kpi.body.TotalCount).toBe(7);

    // A second task, the first one completed, then a newer work order: the open task still leads.
    const open = await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Task,
          Note: { TopsAgentId: vendor, Subject: 'Second task' },
        },
      },
      token,
    );
    await callApi(
      h.app,
      contract.notes.SetTaskCompleted,
      { params: { id: task.body.TopsItemId } },
      token,
    );
    await item(T.WorkOrder, StatusId.Open, 0);
    const first = async (prioritizeOpenTasks: string) =>
      (await feed({ prioritizeOpenTasks })).body.Items[0];
    expect((await first('false'))?.TopsTxnTypeId).toBe(T.WorkOrder);
    expect((await first('true'))?.TopsItemId).toBe(open.body.TopsItemId);

    const workOrderRow = preview.body.Items.find((row) => row.TopsTxnTypeId === T.WorkOrder);
    const workOrderId = workOrderRow?.TopsItemId ?? 0;
    await callApi(
      h.app,
      contract.notes.Create,
      {
        body: {
          CommunityAgentId: community,
          TxnType: T.Comment,
          TopsParentItemId: workOrderId,
          Note: { TopsAgentId: vendor, Subject: 'Vendor on site' },
        },
      },
      token,
    );
    const under = await feed({ itemId: workOrderId });
    expect(under.body.Items.map((row) => row.Comments)).toEqual(['Vendor on site', null]);
  });

  it('counts open items per KPI: status 10, or 3 for cash receipts', async () => {
    const { community, vendor, item, token } = await setUp();
    await item(T.WorkOrder, StatusId.Open);
    await item(T.WorkOrder, StatusId.Open, 400);
    await item(T.WorkOrder, StatusId.Closed);
    await item(T.CashReceiptsManual, StatusId.Accrued);
    await item(T.Scan, StatusId.Posted);
    await item(T.Bill, StatusId.Open);
    const count = async (kind: KpiFeedKind, agentId: number) =>
      (
        await callApi(
          h.app,
          contract.kpiCounts[kind],
          { query: { agentId, communityAgentId: community } },
          token,
        )
      ).body;
    expect(await count('WorkOrders', vendor)).toBe(2);
    expect(await count('WorkOrders', community)).toBe(2);
    expect(await count('CashReceipts', community)).toBe(1);
    expect(await count('Invoices', vendor)).toBe(1);
    expect(await count('JournalEntries', community)).toBe(0);
    expect(await count('ServiceRequests', community)).toBe(0);
  });

  it('loads a feed row’s detail: the item, its parties and the item agent’s lines', async () => {
    const { community, vendor, item, token } = await setUp();
    const itemAgentId = await item(T.Bill, StatusId.Posted, 2, 4_200);
    const graph = await callApi(
      h.app,
      contract.activity.GetItemAgentGraph,
      { query: { itemAgentId } },
      token,
    );
    expect(graph.status).toBe(200);
    expect(graph.body).toMatchObject({
      TopsItemAgentId: itemAgentId,
      TopsAgentId: vendor,
      AgentName: 'Vince Vendor',
      Item: {
        TopsTxnTypeId: T.Bill,
        TxnTypeName: 'Bill',
        StatusName: 'Posted',
        CommunityAgentId: community,
        EventDate: daysAgo(2),
      },
      Details: [{ Amount: 4_200, IsDebit: true, AccruedAmount: 0 }],
      ItemAgents: [
        { TopsItemAgentId: itemAgentId, TopsAgentId: vendor, AgentName: 'Vince Vendor' },
      ],
    });
    expect(Number.isNaN(Date.parse(graph.body.Item.DateCreated))).toBe(false);
    const missing = await callApi(
      h.app,
      contract.activity.GetItemAgentGraph,
      { query: { itemAgentId: 987_654_321 } },
      token,
    );
    expect(missing.status).toBe(404);
  });

  it('closes an open management item with update access to its type’s claim', async () => {
    const { company, community, item, token } = await setUp();
    const feedRow = async () =>
      (
        await callApi(
          h.app,
          contract.activityFeeds.WorkOrder,
          { query: { communityAgentId: community, statusIdsStr: '5,9,10' } },
          token,
        )
      ).body.Items[0];
    await item(T.WorkOrder, StatusId.Open);
    const workOrder = (await feedRow())?.TopsItemId ?? 0;
    const reader = await addUser(h.database, company.companyId, {
      communityIds: [community],
      grants: [{ ...fullGrant('workordermaintain'), CanUpdate: false }],
    });
    const close = (t: string, itemId = workOrder) =>
      callApi(h.app, contract.activity.CloseItem, { body: { itemId } }, t);
    expect((await close(await signIn(h.app, reader.userName))).status).toBe(403);
    const closed = await close(token);
    // A work order closes from the feed through the work order resolve (spec 3 §4): Complete.
    expect(closed.body).toEqual({ TopsItemId: workOrder, TopsStatusId: 5, StatusName: 'Complete' });
    expect((await feedRow())?.StatusName).toBe('Complete');
    const again = await close(token);
    expect(again.status).toBe(400);
    expect(again.errorMessage).toBe(FeedMessages.notClosable);
    const other = await createTestCompany(h.database);
    expect((await close(await signIn(h.app, other.admin.userName))).status).toBe(404);
  });
});
