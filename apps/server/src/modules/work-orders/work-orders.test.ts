import { describe, expect, it } from 'vitest';
import { contract, type CreateWorkOrderInput } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  addDays,
  AgentTypeId,
  searchHitTarget,
  StatusId,
  WorkOrderMessages as M,
  WorkOrderRuleMessages as R,
} from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { insertAgent } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { fullGrant } from '../../../test/factories';
import { workOrderWorld, type WorkOrderWorld } from '../../../test/work-order-factories';
import { insertServiceRequest } from '../../../test/work-order-inserts';
import { alertOverdueWorkOrders } from './alert-overdue';

const c = contract.workOrders;

describe.each(testDatabases())('Work orders on $name', (testDb) => {
  const h = useApp(testDb);

  /** SQL run as the world's company (for moving clocks and reading what was written). */
  const asCompany = <T extends Record<string, unknown>>(
    w: WorkOrderWorld,
    query: ReturnType<typeof sql>,
  ) =>
    h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<T>(tx, query),
    );

  it('lists the codes, creates a work order from the code, shows, lists, updates and resolves it', async () => {
    const w = await workOrderWorld(h);
    expect(
      ok(await w.call(c.GetAgentWorkOrderCodes, { query: { agentId: w.communityId } })),
    ).toEqual([
      {
        TopsCodeId: w.codeId,
        CodeAlias: 'PLUMB',
        CodeDescription: 'Plumbing repair',
        DetailDescription: 'Fix the leak',
        ActionNeeded: 'Call a plumber',
        ResponseHours: null,
        CompletionHours: null,
      },
    ]);
    // No target given: the default settings' 7 days; the code's detail fills the description.
    const graph = await w.createWorkOrder();
    const order = graph.WorkOrder;
    expect(order).toMatchObject({
      CommunityAgentId: w.communityId,
      PostEventDate: w.today,
      TargetDate: addDays(w.today, 7),
      PropertyAgentId: w.home.propertyId,
      PropertyName: 'WO-001 home',
      OwnerAgentId: w.home.ownerId,
      OwnerName: 'Owner of WO-001',
      TopsCodeId: w.codeId,
      CodeAlias: 'PLUMB',
      CodeDescription: 'Plumbing repair',
      CodeDetailDescription: 'Fix the leak',
      CodeActionNeeded: 'Call a plumber',
      IssuedToVendorAgentId: w.vendorId,
      IssuedToName: 'Acme Plumbing',
      AssignedUserId: w.company.admin.userId,
      State: 'Open',
      TopsStatusId: StatusId.Open,
      RespondedAt: null,
      IsOverdue: false,
    });
    expect(graph.InsuranceOverride).toBeNull();
    expect(graph.ServiceRequest).toBeNull();
    const itemId = order.TopsItemId;
    expect(ok(await w.call(c.GetWorkOrder, { query: { itemId } }))).toEqual(graph);
    expect(ok(await w.call(c.GetWorkOrderSummary, { query: { itemId } }))).toMatchObject({
      CodeAlias: 'PLUMB',
      Where: 'WO-001 home · Owner of WO-001',
      IssuedToName: 'Acme Plumbing',
      State: 'Open',
      IsOverdue: false,
    });
    // Job location only, issued to a user: a second order; the list is newest first.
    const second = await w.createWorkOrder({
      PropertyAgentId: null,
      JobLocation: 'Clubhouse',
      IssuedToVendorAgentId: null,
      IssuedToUserId: w.company.admin.userId,
      CodeDetail: { TopsCodeId: null, CodeDescription: 'Replace light bulbs' },
    });
    expect(second.WorkOrder.IssuedToName).not.toBeNull();
    const page = ok(await w.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId } }));
    expect(page.TotalCount).toBe(2);
    expect(page.Records.map((r) => r.TopsItemId)).toEqual([second.WorkOrder.TopsItemId, itemId]);
    const found = ok(
      await w.call(c.GetTicketsPage, {
        query: { communityAgentId: w.communityId, search: 'clubhouse' },
      }),
    );
    expect(found.Records.map((r) => r.TopsItemId)).toEqual([second.WorkOrder.TopsItemId]);

    // Update: the client sends the detail chosen for the new code; the first change responds.
    const updated = ok(
      await w.call(c.Update, {
        body: {
          TopsItemId: itemId,
          CodeDetail: {
            TopsCodeId: w.codeId,
            CodeDescription: 'Plumbing repair, unit 4',
            CodeDetailDescription: 'Fix the leak',
            CodeActionNeeded: 'Call a plumber',
          },
          PostEventDate: w.today,
          TargetDate: addDays(w.today, 3),
          PropertyAgentId: w.home.propertyId,
          AmenityAgentId: null,
          JobLocation: 'Unit 4 kitchen',
          IssuedToVendorAgentId: w.vendorId,
          IssuedToUserId: null,
          AssignedUserId: null,
        },
      }),
    ).WorkOrder;
    expect(updated).toMatchObject({
      CodeDescription: 'Plumbing repair, unit 4',
      TargetDate: addDays(w.today, 3),
      JobLocation: 'Unit 4 kitchen',
      AssignedUserId: null,
    });
    expect(updated.RespondedAt).not.toBeNull();

    // Resolve: Complete; twice refused; then no change.
    expect(ok(await w.call(c.ResolveItem, { body: { itemId } }))).toEqual({
      TopsItemId: itemId,
      TopsStatusId: StatusId.Complete,
      StatusName: 'Complete',
    });
    const again = await w.call(c.ResolveItem, { body: { itemId } });
    expect([again.status, again.errorMessage]).toEqual([400, M.alreadyResolved]);
    const resolved = ok(await w.call(c.GetWorkOrder, { query: { itemId } })).WorkOrder;
    expect(resolved.State).toBe('Resolved');
    const change = await w.call(c.Update, {
      body: {
        TopsItemId: itemId,
        CodeDetail: { TopsCodeId: null, CodeDescription: 'x' },
        PostEventDate: w.today,
        TargetDate: null,
        PropertyAgentId: w.home.propertyId,
        AmenityAgentId: null,
        JobLocation: null,
        IssuedToVendorAgentId: null,
        IssuedToUserId: null,
        AssignedUserId: null,
      },
    });
    expect([change.status, change.errorMessage]).toEqual([400, M.notOpen]);
    const resolvedList = ok(
      await w.call(c.GetTicketsPage, {
        query: { communityAgentId: w.communityId, state: 'Resolved' },
      }),
    );
    expect(resolvedList.Records.map((r) => r.TopsItemId)).toEqual([itemId]);
  });

  it('refuses bad facts with the spec’s and our messages', async () => {
    const w = await workOrderWorld(h);
    const otherVendor = await insertAgent(h.database, w.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      communityAgentId: w.otherCommunityId,
      name: 'Elsewhere Inc',
    });
    const amenity = await insertAgent(h.database, w.companyId, {
      agentTypeId: AgentTypeId.Amenity,
      communityAgentId: w.otherCommunityId,
      name: 'Pool',
    });
    const refused = async (more: Partial<CreateWorkOrderInput>) => {
      const result = await w.call(c.Create, { body: { ...w.order, ...more } });
      return [result.status, result.errorMessage];
    };
    expect(await refused({ PropertyAgentId: null })).toEqual([
      400,
      'Property/owner, Amenity or Job Location is required, enter at least one.',
    ]);
    expect(await refused({ CodeDetail: { TopsCodeId: null, CodeDescription: '  ' } })).toEqual([
      400,
      'Summary work description is required.',
    ]);
    expect(await refused({ TargetDate: addDays(w.today, -1) })).toEqual([
      400,
      M.targetBeforeWorkOrder,
    ]);
    expect(await refused({ IssuedToUserId: w.company.admin.userId })).toEqual([400, M.issuedToOne]);
    expect(await refused({ IssuedToVendorAgentId: otherVendor })).toEqual([400, M.vendorUnknown]);
    expect(await refused({ AmenityAgentId: amenity })).toEqual([400, M.amenityNotInCommunity]);
    const userOfOther = await w.call(contract.codes.SaveCodeGraph, {
      body: {
        communityAgentId: w.otherCommunityId,
        code: { TopsCodeTypeId: 8, CodeAlias: 'X', CodeName: 'Other code' },
      },
    });
    expect(await refused({ CodeDetail: { TopsCodeId: ok(userOfOther).TopsCodeId } })).toEqual([
      400,
      M.notWorkOrderCode,
    ]);
    expect(await refused({ PropertyAgentId: w.vendorId })).toEqual([400, M.propertyNotInCommunity]);
    expect(await refused({ GeneralRequestId: w.home.propertyId })).toEqual([
      400,
      R.notGeneralRequest,
    ]);
    expect(await refused({ OrphanAttachmentIds: [987654321] })).toEqual([
      400,
      R.attachmentNotOrphan,
    ]);
    // Nothing half-written.
    const page = ok(await w.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId } }));
    expect(page.TotalCount).toBe(0);
  });

  it('guards a vendor of expired insurance: refused, then issued with the override recorded', async () => {
    const w = await workOrderWorld(h);
    await w.insurance('Liability insurance', addDays(w.today, -400));
    await w.insurance('Liability insurance', addDays(w.today, -2));
    await w.insurance('Workers compensation insurance', addDays(w.today, 30));
    const refused = await w.call(c.Create, { body: w.order });
    expect(refused.status).toBe(409);
    expect(refused.errorCode).toBe('WorkOrderInsuranceExpired');
    expect(refused.errorMessage).toBe(
      M.insuranceExpired('Acme Plumbing', ['liability insurance'], w.today),
    );
    const graph = await w.createWorkOrder({ InsuranceOverrideReason: 'Emergency leak' });
    expect(graph.InsuranceOverride).toMatchObject({ Reason: 'Emergency leak' });
    expect(graph.InsuranceOverride?.ByUserName).toBeTruthy();
    // Issued to a user first, then changed to the vendor: the guard applies on update too.
    const byUser = await w.createWorkOrder({
      IssuedToVendorAgentId: null,
      IssuedToUserId: w.company.admin.userId,
    });
    const body = {
      TopsItemId: byUser.WorkOrder.TopsItemId,
      CodeDetail: { TopsCodeId: w.codeId, CodeDescription: 'Plumbing repair' },
      PostEventDate: w.today,
      TargetDate: null,
      PropertyAgentId: w.home.propertyId,
      AmenityAgentId: null,
      JobLocation: null,
      IssuedToVendorAgentId: w.vendorId,
      IssuedToUserId: null,
      AssignedUserId: null,
    };
    expect((await w.call(c.Update, { body })).status).toBe(409);
    const overridden = ok(
      await w.call(c.Update, { body: { ...body, InsuranceOverrideReason: 'Only one' } }),
    );
    expect(overridden.InsuranceOverride?.Reason).toBe('Only one');
    // With the guard off the vendor is issued without an override.
    ok(
      await w.call(c.SaveSettings, {
        body: {
          CommunityAgentId: w.communityId,
          DefaultCodeId: null,
          DefaultAssignedUserId: null,
          DefaultTargetDays: null,
          VendorTemplateId: null,
          IsInsuranceGuardOn: false,
          IsOverdueAlertOn: true,
        },
      }),
    );
    const unguarded = await w.createWorkOrder();
    expect(unguarded.InsuranceOverride).toBeNull();
    expect(unguarded.WorkOrder.TargetDate).toBeNull();
  });

  it('converts an open service request: its facts copied, the link kept, the request In Progress', async () => {
    const w = await workOrderWorld(h);
    const srId = await insertServiceRequest(h.database, w.companyId, {
      communityAgentId: w.communityId,
      propertyAgentId: w.home.propertyId,
      ownerAgentId: w.home.ownerId,
      jobLocation: 'Back yard',
      description: 'Sprinkler broken',
      receivedOn: w.today,
    });
    const graph = await w.createWorkOrder({
      PropertyAgentId: undefined,
      CodeDetail: undefined,
      IssuedToVendorAgentId: null,
      ServiceRequestId: srId,
    });
    expect(graph.WorkOrder).toMatchObject({
      ServiceRequestId: srId,
      PropertyAgentId: w.home.propertyId,
      OwnerAgentId: w.home.ownerId,
      JobLocation: 'Back yard',
      CodeDescription: 'Sprinkler broken',
      TopsCodeId: null,
    });
    expect(graph.ServiceRequest).toMatchObject({
      TopsItemId: srId,
      Description: 'Sprinkler broken',
      IsInProgress: true,
      StatusName: 'In Progress',
    });
    const twice = await w.call(c.Create, { body: { ...w.order, ServiceRequestId: srId } });
    expect([twice.status, twice.errorMessage]).toEqual([400, M.alreadyConverted]);
    // A service request resolves through the same call (servicerequests update).
    expect(ok(await w.call(c.ResolveItem, { body: { itemId: srId } })).TopsStatusId).toBe(
      StatusId.Complete,
    );
    const [sr] = await asCompany<{ resolved_on: string | null }>(
      w,
      sql`select resolved_on::text as resolved_on from service_requests where item_id = ${srId}`,
    );
    expect(sr?.resolved_on).toBe(w.today);
    const resolved = await insertServiceRequest(h.database, w.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Gate',
      description: 'Gate stuck',
      receivedOn: w.today,
      statusId: StatusId.Complete,
    });
    const closed = await w.call(c.Create, { body: { ...w.order, ServiceRequestId: resolved } });
    expect([closed.status, closed.errorMessage]).toEqual([400, M.notServiceRequest]);
  });

  it('flags overdue work orders by the code clock and target day, counts them and alerts each assignee once a day', async () => {
    const w = await workOrderWorld(h);
    const bad = await w.call(c.SaveCodeClock, {
      body: { TopsCodeId: w.codeId, ResponseHours: 0, CompletionHours: null },
    });
    expect([bad.status, bad.errorMessage]).toEqual([400, M.clockHours]);
    expect(
      ok(
        await w.call(c.SaveCodeClock, {
          body: { TopsCodeId: w.codeId, ResponseHours: 1, CompletionHours: 48 },
        }),
      ),
    ).toMatchObject({ ResponseHours: 1, CompletionHours: 48 });
    const slow = (await w.createWorkOrder()).WorkOrder.TopsItemId;
    const fresh = (await w.createWorkOrder()).WorkOrder.TopsItemId;
    const late = (
      await w.createWorkOrder({
        CodeDetail: { TopsCodeId: null, CodeDescription: 'Paint' },
        PostEventDate: addDays(w.today, -5),
        TargetDate: addDays(w.today, -1),
      })
    ).WorkOrder.TopsItemId;
    await asCompany(
      w,
      sql`update items set created_at = now() - interval '2 hours' where id = ${slow} returning id`,
    );
    const overdue = ok(
      await w.call(c.GetTicketsPage, {
        query: { communityAgentId: w.communityId, state: 'Overdue' },
      }),
    );
    expect(
      overdue.Records.map((r) => [r.TopsItemId, r.IsResponseOverdue, r.IsCompletionOverdue]),
    ).toEqual([
      [late, false, true],
      [slow, true, false],
    ]);
    const all = ok(await w.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId } }));
    expect(all.Records.find((r) => r.TopsItemId === fresh)?.IsOverdue).toBe(false);
    const view = ok(await w.call(c.GetWorkOrder, { query: { itemId: slow } }));
    expect(view.Clock.ResponseHours).toBe(1);
    expect(view.Clock.ResponseDueAt).not.toBeNull();
    const kpi = ok(
      await w.call(contract.crm.GetKpiCounts, { query: { communityAgentId: w.communityId } }),
    );
    expect([kpi.CountOpenWorkOrders, kpi.CountOverdueWorkOrders]).toEqual([3, 2]);

    // The daily alert: one mail to the assignee listing both; not twice the same day.
    const mails = () =>
      asCompany<{ to_user_id: string | number; subject: string; body: string }>(
        w,
        sql`select to_user_id, subject, body from mail_outbox where kind = 'work-order-overdue'`,
      );
    await alertOverdueWorkOrders(h.database, new Date());
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(Number(sent[0]?.to_user_id)).toBe(w.company.admin.userId);
    expect(sent[0]?.subject).toBe('2 overdue work orders');
    expect(sent[0]?.body).toContain(`#${String(slow)} Plumbing repair`);
    await alertOverdueWorkOrders(h.database, new Date());
    expect(await mails()).toHaveLength(1);

    // A first response stops the response clock; resolving stops them all.
    ok(
      await w.call(c.Update, {
        body: {
          TopsItemId: slow,
          CodeDetail: { TopsCodeId: w.codeId, CodeDescription: 'Plumbing repair' },
          PostEventDate: w.today,
          TargetDate: null,
          PropertyAgentId: w.home.propertyId,
          AmenityAgentId: null,
          JobLocation: null,
          IssuedToVendorAgentId: w.vendorId,
          IssuedToUserId: null,
          AssignedUserId: w.company.admin.userId,
        },
      }),
    );
    ok(await w.call(c.ResolveItem, { body: { itemId: late } }));
    const after = ok(
      await w.call(c.GetTicketsPage, {
        query: { communityAgentId: w.communityId, state: 'Overdue' },
      }),
    );
    expect(after.TotalCount).toBe(0);
  });

  it('saves settings whose defaults a new work order takes, and refuses bad ones', async () => {
    const w = await workOrderWorld(h);
    const query = { communityAgentId: w.communityId };
    expect(ok(await w.call(c.GetSettings, { query }))).toMatchObject({
      IsSaved: false,
      DefaultTargetDays: 7,
      IsInsuranceGuardOn: true,
      IsOverdueAlertOn: true,
    });
    const body = {
      CommunityAgentId: w.communityId,
      DefaultCodeId: w.codeId,
      DefaultAssignedUserId: w.company.admin.userId,
      DefaultTargetDays: 2,
      VendorTemplateId: null,
      IsInsuranceGuardOn: true,
      IsOverdueAlertOn: false,
    };
    const bad = await w.call(c.SaveSettings, { body: { ...body, DefaultTargetDays: 400 } });
    expect([bad.status, bad.errorMessage]).toEqual([400, M.targetDays]);
    const saved = ok(await w.call(c.SaveSettings, { body }));
    expect(saved).toMatchObject({ IsSaved: true, DefaultTargetDays: 2, IsOverdueAlertOn: false });
    expect(ok(await w.call(c.GetSettings, { query }))).toEqual(saved);
    const graph = await w.createWorkOrder({
      CodeDetail: undefined,
      AssignedUserId: undefined,
      IssuedToVendorAgentId: null,
    });
    expect(graph.WorkOrder).toMatchObject({
      TopsCodeId: w.codeId,
      CodeDescription: 'Plumbing repair',
      AssignedUserId: w.company.admin.userId,
      TargetDate: addDays(w.today, 2),
    });
  });

  it('closes types 62 and 63 from the feed by resolving them', async () => {
    const w = await workOrderWorld(h);
    const itemId = (await w.createWorkOrder()).WorkOrder.TopsItemId;
    expect(ok(await w.call(contract.activity.CloseItem, { body: { itemId } }))).toMatchObject({
      TopsStatusId: StatusId.Complete,
    });
    expect(ok(await w.call(c.GetWorkOrder, { query: { itemId } })).WorkOrder.State).toBe(
      'Resolved',
    );
  });

  it('adopts the orphan attachments given on save, only files of the caller not yet linked', async () => {
    const w = await workOrderWorld(h);
    const upload = (name: string, userId: number) =>
      asCompany<{ id: string | number }>(
        w,
        sql`insert into attachments (company_id, attachment_type_id, content_type, file_name,
                                     display_name, size_bytes, storage_key, uploaded_by_user_id)
            values (${w.companyId}, 1, 'image/png', ${name}, ${name}, 10, ${`k/${name}`}, ${userId})
            returning id`,
      ).then(([row]) => Number(row?.id));
    const photo = await upload('leak.png', w.company.admin.userId);
    const graph = await w.createWorkOrder({ OrphanAttachmentIds: [photo] });
    expect(graph.Attachments).toEqual([
      { AttachmentId: photo, DisplayName: 'leak.png', ContentType: 'image/png' },
    ]);
    // Linked now: no other work order adopts it.
    const again = await w.call(c.Create, { body: { ...w.order, OrphanAttachmentIds: [photo] } });
    expect([again.status, again.errorMessage]).toEqual([400, R.attachmentNotOrphan]);
  });

  it('shows its work orders in the work order feed, the open count and the global search', async () => {
    const w = await workOrderWorld(h);
    const itemId = (await w.createWorkOrder()).WorkOrder.TopsItemId;
    const feed = ok(
      await w.call(contract.activityFeeds.WorkOrder, {
        query: { communityAgentId: w.communityId, statusIdsStr: '10' },
      }),
    );
    expect(feed.Items.map((i) => i.TopsItemId)).toContain(itemId);
    expect(
      ok(
        await w.call(contract.kpiCounts.WorkOrders, {
          query: { agentId: w.communityId, communityAgentId: w.communityId },
        }),
      ),
    ).toBe(1);
    const [hit] = ok(
      await w.call(contract.search.GlobalSearch, { query: { searchTerm: `#${String(itemId)}` } }),
    ).filter((x) => x.HitType === 'Transaction');
    expect(hit && searchHitTarget(hit)).toMatchObject({
      kind: 'transaction',
      screen: 'workOrderView',
      itemId,
    });
  });

  it('refuses callers without workordermaintain (403) and other companies (404)', async () => {
    const w = await workOrderWorld(h);
    const itemId = (await w.createWorkOrder()).WorkOrder.TopsItemId;
    const none = await w.userWith([fullGrant('servicerequests')]);
    expect((await w.call(c.GetWorkOrder, { query: { itemId } }, none)).status).toBe(403);
    expect((await w.call(c.Create, { body: w.order }, none)).status).toBe(403);
    expect((await w.call(c.ResolveItem, { body: { itemId } }, none)).status).toBe(403);
    const reader = await w.userWith([{ ...fullGrant('workordermaintain'), CanUpdate: false }]);
    expect((await w.call(c.GetWorkOrder, { query: { itemId } }, reader)).status).toBe(200);
    expect((await w.call(c.ResolveItem, { body: { itemId } }, reader)).status).toBe(403);
    const other = await workOrderWorld(h);
    expect((await other.call(c.GetWorkOrder, { query: { itemId } })).status).toBe(404);
    expect((await other.call(c.ResolveItem, { body: { itemId } })).status).toBe(404);
    expect(
      (await callApi(h.app, c.GetWorkOrderSummary, { query: { itemId } }, other.token)).status,
    ).toBe(404);
    expect(
      (
        await other.call(c.SaveCodeClock, {
          body: { TopsCodeId: w.codeId, ResponseHours: 1, CompletionHours: null },
        })
      ).status,
    ).toBe(404);
  });
});
