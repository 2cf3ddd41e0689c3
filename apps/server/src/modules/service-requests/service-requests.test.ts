import { describe, expect, it } from 'vitest';
import { contract, type CreateServiceRequestInput } from '@hoa/contract';
import {
  addDays,
  AgentTypeId,
  ServiceRequestMessages,
  StatusId,
  transactionScreen,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { SampleFiles, uploadFile, useAppWithFiles } from '../../../test/attachments-factories';
import { insertAgent, insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { createTestCompany, fullGrant } from '../../../test/factories';
import { signIn } from '../../../test/api';
import { createServiceRequest, serviceRequestWorld } from '../../../test/service-request-factories';
import { insertServiceRequest, insertWorkOrder } from '../../../test/work-order-inserts';

const c = contract.serviceRequests;

/** The world's request as an update of the request with the id. */
function updateOf(w: Awaited<ReturnType<typeof serviceRequestWorld>>, id: number) {
  const { PropertyAgentId, OwnerAgentId, AmenityAgentId, JobLocation, SourceId } = w.request;
  const { ReceivedDate, Description, AssignedUserId } = w.request;
  const facts = { PropertyAgentId, OwnerAgentId, AmenityAgentId, JobLocation, SourceId };
  return { TopsItemId: id, ...facts, ReceivedDate, Description, AssignedUserId };
}

describe.each(testDatabases())('Service requests on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('refuses bad facts with the work order messages', async () => {
    const w = await serviceRequestWorld(h);
    const refused = async (body: Partial<CreateServiceRequestInput>) => {
      const result = await w.call(c.Create, { body: { ...w.request, ...body } });
      return [result.status, result.errorMessage];
    };
    expect(await refused({ PropertyAgentId: null, JobLocation: '  ' })).toEqual([
      400,
      M.whereRequired,
    ]);
    expect(await refused({ Description: ' ' })).toEqual([400, M.descriptionRequired]);
    expect(await refused({ SourceId: 6 })).toEqual([400, M.sourceUnknown]);
    expect(await refused({ ReceivedDate: addDays(w.today, 2) })).toEqual([400, M.receivedInFuture]);
    const elsewhere = await insertHome(h.database, w.company.companyId, w.otherCommunityId, 'X-1');
    expect(await refused({ PropertyAgentId: elsewhere.propertyId })).toEqual([
      400,
      M.propertyNotInCommunity,
    ]);
    expect(await refused({ OwnerAgentId: elsewhere.ownerId })).toEqual([400, M.ownerNotOfProperty]);
    expect(await refused({ PropertyAgentId: null, OwnerAgentId: elsewhere.ownerId })).toEqual([
      400,
      M.ownerNotOfProperty,
    ]);
    expect(await refused({ AmenityAgentId: w.home.propertyId })).toEqual([
      400,
      M.amenityNotInCommunity,
    ]);
    const stranger = await createTestCompany(h.database);
    expect(await refused({ AssignedUserId: stranger.admin.userId })).toEqual([
      400,
      M.userNotOfCommunity,
    ]);
    const page = await w.call(c.TicketsPage, { query: { communityAgentId: w.communityId } });
    expect(page.body.TotalCount).toBe(0);
  });

  it('creates, views, changes, marks in progress and deletes a service request', async () => {
    const w = await serviceRequestWorld(h);
    const created = await createServiceRequest(w);
    const id = created.Request.TopsItemId;
    expect(created.Request).toMatchObject({
      CommunityAgentId: w.communityId,
      PropertyAgentId: w.home.propertyId,
      PropertyName: 'S-001 home',
      // The property's active primary owner when none is given.
      OwnerAgentId: w.home.ownerId,
      OwnerName: 'Owner of S-001',
      AmenityAgentId: null,
      SourceId: 1,
      SourceName: 'Phone',
      Description: 'The garage door is stuck',
      ReceivedDate: w.today,
      AssignedUserId: w.company.admin.userId,
      IsInProgress: false,
      State: 'Open',
      TopsStatusId: StatusId.Open,
      WorkOrderCount: 0,
    });
    expect(created.Photos).toEqual([]);
    expect(created.WorkOrders).toEqual([]);

    const view = await w.call(c.GetServiceRequest, { query: { itemId: id } });
    expect(view.body).toEqual(created);

    const changed = await w.call(c.Update, {
      body: {
        TopsItemId: id,
        PropertyAgentId: null,
        OwnerAgentId: null,
        AmenityAgentId: w.amenity,
        JobLocation: ' North gate ',
        SourceId: 4,
        ReceivedDate: addDays(w.today, -1),
        Description: 'The pool gate is stuck',
        AssignedUserId: null,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.Request).toMatchObject({
      PropertyAgentId: null,
      OwnerAgentId: null,
      AmenityAgentId: w.amenity,
      AmenityName: 'Clubhouse pool',
      JobLocation: 'North gate',
      SourceName: 'Portal',
      ReceivedDate: addDays(w.today, -1),
      Description: 'The pool gate is stuck',
      AssignedUserId: null,
    });

    const started = await w.call(c.SetInProgress, { body: { TopsItemId: id, IsInProgress: true } });
    expect(started.body.Request).toMatchObject({ State: 'In Progress', TopsStatusId: 10 });
    const back = await w.call(c.SetInProgress, { body: { TopsItemId: id, IsInProgress: false } });
    expect(back.body.Request.State).toBe('Open');

    const deleted = await w.call(c.Delete, { params: { id } });
    expect(deleted.body).toEqual({ TopsItemId: id });
    expect((await w.call(c.GetServiceRequest, { query: { itemId: id } })).status).toBe(404);
  });

  it('takes an owner alone, an amenity or a job location, and photos of each', async () => {
    const w = await serviceRequestWorld(h);
    const byOwner = await createServiceRequest(w, {
      PropertyAgentId: null,
      OwnerAgentId: w.home.ownerId,
    });
    expect(byOwner.Request).toMatchObject({
      PropertyAgentId: w.home.propertyId,
      OwnerAgentId: w.home.ownerId,
    });
    const byAmenity = await createServiceRequest(w, {
      PropertyAgentId: null,
      AmenityAgentId: w.amenity,
    });
    const byPlace = await createServiceRequest(w, {
      PropertyAgentId: null,
      JobLocation: 'Lot 4 lamp post',
      AssignedUserId: null,
    });
    expect(byPlace.Request).toMatchObject({ JobLocation: 'Lot 4 lamp post', OwnerAgentId: null });
    for (const made of [byOwner, byAmenity, byPlace]) {
      const itemId = made.Request.TopsItemId;
      const upload = await uploadFile(
        h.app,
        contract.attachments.CreateItemAgentAttachmentByItem,
        { TopsItemId: itemId },
        { fileName: 'door.png', bytes: SampleFiles.png, contentType: 'image/png' },
        w.token,
      );
      expect(upload.status).toBe(200);
      const view = await w.call(c.GetServiceRequest, { query: { itemId } });
      expect(view.body.Photos).toEqual([
        expect.objectContaining({ DisplayName: 'door.png', ContentType: 'image/png' }),
      ]);
    }
    // The photos stay when the place changes.
    const moved = await w.call(c.Update, {
      body: { ...updateOf(w, byPlace.Request.TopsItemId), JobLocation: null },
    });
    expect(moved.body.Photos).toHaveLength(1);
    expect(moved.body.Request.PropertyAgentId).toBe(w.home.propertyId);
  });

  it('lists the work orders made from it and keeps resolved ones and converted ones as they are', async () => {
    const w = await serviceRequestWorld(h);
    const made = await createServiceRequest(w);
    const id = made.Request.TopsItemId;
    const vendor = await insertAgent(h.database, w.company.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      communityAgentId: w.communityId,
      name: 'Ace Doors',
    });
    const workOrder = await insertWorkOrder(h.database, w.company.companyId, {
      communityAgentId: w.communityId,
      propertyAgentId: w.home.propertyId,
      codeDescription: 'Fix the garage door',
      eventDate: w.today,
      issuedToVendorAgentId: vendor,
      serviceRequestItemId: id,
    });
    const view = await w.call(c.GetServiceRequest, { query: { itemId: id } });
    expect(view.body.WorkOrders).toEqual([
      {
        TopsItemId: workOrder,
        CodeDescription: 'Fix the garage door',
        EventDate: w.today,
        State: 'Open',
        IssuedToName: 'Ace Doors',
      },
    ]);
    expect(view.body.Request.WorkOrderCount).toBe(1);
    const refused = await w.call(c.Delete, { params: { id } });
    expect([refused.status, refused.errorMessage]).toEqual([
      400,
      ServiceRequestMessages.hasWorkOrder,
    ]);

    for (const [statusId, state] of [
      [StatusId.Complete, 'Resolved'],
      [StatusId.Closed, 'Closed'],
    ] as const) {
      const done = await insertServiceRequest(h.database, w.company.companyId, {
        communityAgentId: w.communityId,
        propertyAgentId: w.home.propertyId,
        description: `A ${state} request`,
        receivedOn: w.today,
        statusId,
      });
      const read = await w.call(c.GetServiceRequest, { query: { itemId: done } });
      expect(read.body.Request.State).toBe(state);
      const change = await w.call(c.Update, { body: updateOf(w, done) });
      const start = await w.call(c.SetInProgress, {
        body: { TopsItemId: done, IsInProgress: true },
      });
      const remove = await w.call(c.Delete, { params: { id: done } });
      for (const result of [change, start, remove])
        expect([result.status, result.errorMessage]).toEqual([400, M.serviceRequestNotOpen]);
    }
  });

  it('pages the list by state, property and words, newest received first', async () => {
    const w = await serviceRequestWorld(h);
    const old = await createServiceRequest(w, {
      ReceivedDate: addDays(w.today, -3),
      Description: 'Leaking sprinkler head',
    });
    const started = await createServiceRequest(w, {
      ReceivedDate: addDays(w.today, -2),
      PropertyAgentId: null,
      AmenityAgentId: w.amenity,
      Description: 'Pool light out',
    });
    await w.call(c.SetInProgress, {
      body: { TopsItemId: started.Request.TopsItemId, IsInProgress: true },
    });
    const fresh = await createServiceRequest(w, {
      PropertyAgentId: null,
      JobLocation: 'Main entrance 50%',
      Description: 'Broken sign',
    });
    const resolved = await insertServiceRequest(h.database, w.company.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Tennis court',
      description: 'Net torn',
      receivedOn: addDays(w.today, -9),
      statusId: StatusId.Complete,
    });
    const page = (query: Record<string, unknown>) =>
      w
        .call(c.TicketsPage, { query: { communityAgentId: w.communityId, ...query } })
        .then((r) => [r.body.TotalCount, r.body.Records.map((x) => x.TopsItemId)]);
    const [a, b, f] = [old, started, fresh].map((x) => x.Request.TopsItemId);
    expect(await page({})).toEqual([4, [f, b, a, resolved]]);
    expect(await page({ take: 1, skip: 1 })).toEqual([4, [b]]);
    expect(await page({ state: 'Open' })).toEqual([2, [f, a]]);
    expect(await page({ state: 'In Progress' })).toEqual([1, [b]]);
    expect(await page({ state: 'Resolved' })).toEqual([1, [resolved]]);
    expect(await page({ open: 'true' })).toEqual([3, [f, b, a]]);
    expect(await page({ propertyAgentId: w.home.propertyId })).toEqual([1, [a]]);
    expect(await page({ search: 'sprinkler' })).toEqual([1, [a]]);
    expect(await page({ search: 'clubhouse' })).toEqual([1, [b]]);
    expect(await page({ search: 'S-001' })).toEqual([1, [a]]);
    expect(await page({ search: '50%' })).toEqual([1, [f]]);
    expect(await page({ search: '0%' })).toEqual([1, [f]]);
    expect(await page({ search: '%' })).toEqual([1, [f]]);
    const other = await w.call(c.TicketsPage, { query: { communityAgentId: w.otherCommunityId } });
    expect(other.body.TotalCount).toBe(0);
  });

  it('counts in the KPI, shows in the feed and is found by the global search', async () => {
    const w = await serviceRequestWorld(h);
    const first = await createServiceRequest(w, { Description: 'Cracked driveway' });
    const second = await createServiceRequest(w, {
      PropertyAgentId: null,
      AmenityAgentId: w.amenity,
      Description: 'Pool filter noise',
    });
    await w.call(c.SetInProgress, {
      body: { TopsItemId: second.Request.TopsItemId, IsInProgress: true },
    });
    const count = await w.call(contract.kpiCounts.ServiceRequests, {
      query: { agentId: w.communityId, communityAgentId: w.communityId },
    });
    expect(count.body).toBe(2);
    const ofProperty = await w.call(contract.kpiCounts.ServiceRequests, {
      query: { agentId: w.home.ownerId, communityAgentId: w.communityId },
    });
    expect(ofProperty.body).toBe(1);
    const feed = await w.call(contract.activityFeeds.ServiceRequest, {
      query: { communityAgentId: w.communityId },
    });
    expect(feed.body.Items.map((item) => item.TopsItemId).sort()).toEqual(
      [first.Request.TopsItemId, second.Request.TopsItemId].sort(),
    );
    expect(feed.body.Items.find((i) => i.TopsItemId === first.Request.TopsItemId)).toMatchObject({
      TopsTxnTypeId: 63,
      Comments: 'Cracked driveway',
      AgentName: 'Owner of S-001',
      StatusName: 'Open',
    });
    const hits = await w.call(contract.search.GlobalSearch, {
      query: { searchTerm: `#${String(first.Request.TopsItemId)}` },
    });
    const hit = hits.body.find((x) => x.TopsItemId === first.Request.TopsItemId);
    expect(hit).toMatchObject({ HitType: 'Transaction', TopsTxnTypeId: 63 });
    expect(transactionScreen(hit?.TopsTxnTypeId ?? 0, hit?.TopsStatusId ?? 0)).toBe(
      'serviceRequestView',
    );
    await w.call(c.Delete, { params: { id: first.Request.TopsItemId } });
    const after = await w.call(contract.kpiCounts.ServiceRequests, {
      query: { agentId: w.communityId, communityAgentId: w.communityId },
    });
    expect(after.body).toBe(1);
  });

  it('refuses callers without servicerequests (403) and hides other companies’ requests (404)', async () => {
    const w = await serviceRequestWorld(h);
    const made = await createServiceRequest(w);
    const id = made.Request.TopsItemId;
    const reader = await w.userWith([
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect((await w.call(c.GetServiceRequest, { query: { itemId: id } }, reader)).status).toBe(200);
    expect((await w.call(c.Create, { body: w.request }, reader)).status).toBe(403);
    expect(
      (await w.call(c.SetInProgress, { body: { TopsItemId: id, IsInProgress: true } }, reader))
        .status,
    ).toBe(403);
    expect((await w.call(c.Delete, { params: { id } }, reader)).status).toBe(403);
    const none = await w.userWith([]);
    expect((await w.call(c.GetServiceRequest, { query: { itemId: id } }, none)).status).toBe(403);
    expect(
      (await w.call(c.TicketsPage, { query: { communityAgentId: w.communityId } }, none)).status,
    ).toBe(403);
    expect((await w.call(c.Create, { body: w.request }, none)).status).toBe(403);

    const stranger = await createTestCompany(h.database);
    const theirs = await signIn(h.app, stranger.admin.userName);
    expect((await w.call(c.GetServiceRequest, { query: { itemId: id } }, theirs)).status).toBe(404);
    expect((await w.call(c.Update, { body: updateOf(w, id) }, theirs)).status).toBe(404);
    expect(
      (await w.call(c.SetInProgress, { body: { TopsItemId: id, IsInProgress: true } }, theirs))
        .status,
    ).toBe(404);
    expect((await w.call(c.Delete, { params: { id } }, theirs)).status).toBe(404);
    const view = await w.call(c.GetServiceRequest, { query: { itemId: id } });
    expect(view.body.Request.State).toBe('Open');
  });
});
