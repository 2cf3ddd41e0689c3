import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { items, workOrderCostItems, workOrders, eq } from '@hoa/db';
import {
  addDays,
  AgentTypeId,
  CostItemTypeId,
  formatDate,
  localDay,
  StatusId,
  TxnTypeId,
  type ClaimGrant,
  type PermissionClaim,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { insertAgent, insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile, reportPdfText as pdfText, sheetValues } from '../../../test/reports-factories';
import {
  insertServiceRequest,
  insertWorkOrder,
  insertWorkOrderCode,
} from '../../../test/work-order-inserts';

const R = contract.workOrderReports;

const readOnly = (claim: PermissionClaim): ClaimGrant => ({
  ...fullGrant(claim),
  CanCreate: false,
  CanUpdate: false,
  CanDelete: false,
});

describe.each(testDatabases())('The service request and work order reports on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * A company of two communities. In the first: a home, an amenity, a vendor and a work order
   * code; four service requests (one of each state) and three work orders (open and overdue with
   * costs, resolved, closed and charged); in the second one of each.
   */
  async function world() {
    const company = await createTestCompany(h.database);
    const { companyId } = company;
    const [communityId = 0, secondId = 0] = company.communityIds;
    const token = await signIn(h.app, company.admin.userName);
    const call = <E extends EndpointDef>(
      endpoint: E,
      request: Partial<RequestOf<E>> = {},
      as = token,
    ) => callApi(h.app, endpoint, request, as);
    const today = localDay(new Date());
    const home = await insertHome(h.database, companyId, communityId, 'A-001');
    const agent = (agentTypeId: number, name: string) =>
      insertAgent(h.database, companyId, { agentTypeId, communityAgentId: communityId, name });
    const amenityId = await agent(AgentTypeId.Amenity, 'Pool house');
    const vendorId = await agent(AgentTypeId.Vendor, 'Acme Plumbing');
    const codeId = await insertWorkOrderCode(h.database, companyId, {
      communityAgentId: communityId,
      alias: 'PLUMB',
      name: 'Plumbing',
    });
    const admin = company.admin;
    const sr = (spec: Parameters<typeof insertServiceRequest>[2]) =>
      insertServiceRequest(h.database, companyId, spec);
    const inProgress = await sr({
      communityAgentId: communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      description: 'Leaky faucet',
      receivedOn: addDays(today, -20),
      isInProgress: true,
      assignedUserId: admin.userId,
    });
    const open = await sr({
      communityAgentId: communityId,
      amenityAgentId: amenityId,
      description: 'Pool gate broken',
      receivedOn: addDays(today, -10),
      sourceId: 2,
    });
    const resolved = await sr({
      communityAgentId: communityId,
      jobLocation: 'Front entrance',
      description: 'Sign faded',
      receivedOn: addDays(today, -5),
      sourceId: 4,
      statusId: StatusId.Complete,
    });
    const closed = await sr({
      communityAgentId: communityId,
      propertyAgentId: home.propertyId,
      description: 'Noisy drain',
      receivedOn: addDays(today, -40),
      statusId: StatusId.Closed,
    });
    const secondRequest = await sr({
      communityAgentId: secondId,
      jobLocation: 'Clubhouse',
      description: 'Clubhouse light out',
      receivedOn: addDays(today, -3),
    });

    const wo = (spec: Parameters<typeof insertWorkOrder>[2]) =>
      insertWorkOrder(h.database, companyId, spec);
    const overdue = await wo({
      communityAgentId: communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      codeId,
      codeDescription: 'Fix faucet',
      eventDate: addDays(today, -19),
      targetOn: addDays(today, -2),
      issuedToVendorAgentId: vendorId,
      assignedUserId: admin.userId,
      serviceRequestItemId: inProgress,
    });
    const done = await wo({
      communityAgentId: communityId,
      amenityAgentId: amenityId,
      codeDescription: 'Repair gate',
      eventDate: addDays(today, -9),
      targetOn: addDays(today, -1),
      issuedToUserId: admin.userId,
      statusId: StatusId.Complete,
    });
    const charged = await wo({
      communityAgentId: communityId,
      jobLocation: 'Front entrance',
      codeDescription: 'Paint sign',
      eventDate: addDays(today, -30),
      targetOn: addDays(today, -20),
      statusId: StatusId.Closed,
    });
    const secondOrder = await wo({
      communityAgentId: secondId,
      jobLocation: 'Clubhouse',
      codeDescription: 'Replace bulb',
      eventDate: addDays(today, -2),
    });
    await h.database.withTenant({ companyId, userId: null }, async (tx) => {
      const cost = (
        workOrderItemId: number,
        costItemTypeId: number,
        quantity: string,
        rateCents: number,
        amountCents: number,
        isBillable: boolean,
      ) => ({
        companyId,
        workOrderItemId,
        costItemTypeId,
        quantity,
        rateCents,
        amountCents,
        isBillable,
      });
      await tx
        .insert(workOrderCostItems)
        .values([
          cost(overdue, CostItemTypeId.Labor, '2.000', 7_500, 15_000, true),
          cost(overdue, CostItemTypeId.Material, '1.000', 2_500, 2_500, false),
          cost(done, CostItemTypeId.Other, '1.000', 4_000, 4_000, true),
          cost(charged, CostItemTypeId.Labor, '4.000', 2_500, 10_000, true),
          cost(secondOrder, CostItemTypeId.Material, '1.000', 1_234, 1_234, true),
        ]);
      const [charge] = await tx
        .insert(items)
        .values({
          companyId,
          communityAgentId: communityId,
          txnTypeId: TxnTypeId.AddCharge,
          statusId: StatusId.Posted,
          eventDate: addDays(today, -20),
          description: 'Paint sign',
        })
        .returning({ id: items.id });
      await tx
        .update(workOrders)
        .set({ chargeItemId: charge?.id ?? null })
        .where(eq(workOrders.itemId, charged));
    });
    /** A user of the first community only, with these grants, signed in. */
    const userWith = async (grants: ClaimGrant[]) =>
      signIn(
        h.app,
        (await addUser(h.database, companyId, { communityIds: [communityId], grants })).userName,
      );
    return {
      company,
      communityId,
      secondId,
      token,
      call,
      today,
      admin,
      userWith,
      requests: { inProgress, open, resolved, closed, secondRequest },
      orders: { overdue, done, charged, secondOrder },
    };
  }

  const lineIds = (data: { rows: { itemId?: number | undefined }[] }) =>
    data.rows.flatMap((r) => (r.itemId === undefined ? [] : [r.itemId]));

  it('lists a community’s service requests with where, source, assignee, state and work orders; filters; PDF and Excel', async () => {
    const w = await world();
    const q = { communityAgentId: w.communityId };
    const data = ok(await w.call(R.ServiceRequest, { query: q }));
    expect(data.title).toBe('Service Requests');
    expect(data.subtitle.slice(2)).toEqual(['All requests', 'All received dates']);
    const { inProgress, open, resolved, closed } = w.requests;
    expect(lineIds(data)).toEqual([closed, inProgress, open, resolved]);
    const line = (id: number) => data.rows.find((r) => r.itemId === id)?.cells;
    expect(line(inProgress)).toEqual({
      number: String(inProgress),
      received: addDays(w.today, -20),
      where: 'A-001 home, Owner of A-001',
      source: 'Phone',
      description: 'Leaky faucet',
      assignee: w.admin.userName,
      state: 'In Progress',
      workOrders: String(w.orders.overdue),
    });
    expect([line(open)?.where, line(open)?.source, line(open)?.state]).toEqual([
      'Pool house',
      'Email',
      'Open',
    ]);
    expect([line(resolved)?.where, line(resolved)?.source, line(resolved)?.state]).toEqual([
      'Front entrance',
      'Portal',
      'Resolved',
    ]);
    expect(line(closed)?.state).toBe('Closed');
    expect(data.rows.slice(-5).map((r) => [r.cells.where, r.cells.description])).toEqual([
      ['Total', '4 requests'],
      ['Open', 1],
      ['In Progress', 1],
      ['Resolved', 1],
      ['Closed', 1],
    ]);

    const state = async (s: 'Open' | 'In Progress' | 'Resolved' | 'Closed') =>
      lineIds(ok(await w.call(R.ServiceRequest, { query: { ...q, state: s } })));
    expect(await state('Open')).toEqual([open]);
    expect(await state('In Progress')).toEqual([inProgress]);
    expect(await state('Resolved')).toEqual([resolved]);
    const ranged = ok(
      await w.call(R.ServiceRequest, {
        query: { ...q, startDate: addDays(w.today, -25), endDate: addDays(w.today, -8) },
      }),
    );
    expect(lineIds(ranged)).toEqual([inProgress, open]);
    const upsideDown = await w.call(R.ServiceRequest, {
      query: { ...q, startDate: w.today, endDate: addDays(w.today, -1) },
    });
    expect([upsideDown.status, upsideDown.errorMessage]).toEqual([
      400,
      'The start date must be on or before the end date.',
    ]);
    const unknown = await fetchFile(h.app, R.ServiceRequest, { ...q, state: 'Pending' }, w.token);
    expect(unknown.status).toBe(400);

    const pdf = await fetchFile(h.app, R.ServiceRequest, { ...q, format: 0 }, w.token);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf.body);
    expect(text).toContain('Service Requests');
    expect(text).toContain('Leaky faucet');
    const xlsx = await fetchFile(h.app, R.ServiceRequest, { ...q, format: 2 }, w.token);
    expect(xlsx.status).toBe(200);
    const values = await sheetValues(xlsx.body);
    expect(values).toContain('Pool gate broken');
    expect(values).toContain('In Progress');
  });

  it('lists a community’s work orders with costs, overdue, charged and totals; filters; PDF and Excel', async () => {
    const w = await world();
    const q = { communityAgentId: w.communityId };
    const data = ok(await w.call(R.WorkOrder, { query: q }));
    expect(data.title).toBe('Work Orders');
    expect(data.subtitle.slice(2)).toEqual(['All work orders', 'All work order dates']);
    const { overdue, done, charged } = w.orders;
    expect(lineIds(data)).toEqual([charged, overdue, done]);
    const line = (id: number) => data.rows.find((r) => r.itemId === id)?.cells;
    expect(line(overdue)).toEqual({
      number: String(overdue),
      date: addDays(w.today, -19),
      code: 'PLUMB',
      summary: 'Fix faucet',
      where: 'A-001 home, Owner of A-001',
      issuedTo: 'Acme Plumbing',
      assignedTo: w.admin.userName,
      target: addDays(w.today, -2),
      overdue: 'Yes',
      estimated: 17_500,
      billable: 15_000,
      charged: 'No',
      state: 'Open',
    });
    // Resolved past its target is not overdue; issued to a user it names the user.
    expect(line(done)).toMatchObject({
      where: 'Pool house',
      issuedTo: w.admin.userName,
      overdue: '',
      estimated: 4_000,
      billable: 4_000,
      state: 'Resolved',
    });
    expect(line(charged)).toMatchObject({
      where: 'Front entrance',
      issuedTo: '',
      estimated: 10_000,
      charged: 'Yes',
      state: 'Closed',
    });
    expect(data.rows.at(-6)?.cells).toEqual({
      summary: 'Total',
      where: '3 work orders',
      estimated: 31_500,
      billable: 29_000,
    });
    expect(data.rows.slice(-5).map((r) => [r.cells.summary, r.cells.where])).toEqual([
      ['Open', 1],
      ['Resolved', 1],
      ['Closed', 1],
      ['Overdue', 1],
      ['Charged', 1],
    ]);

    const state = async (s: 'Open' | 'Overdue' | 'Resolved' | 'Closed') =>
      lineIds(ok(await w.call(R.WorkOrder, { query: { ...q, state: s } })));
    expect(await state('Overdue')).toEqual([overdue]);
    expect(await state('Resolved')).toEqual([done]);
    expect(await state('Closed')).toEqual([charged]);
    const ranged = ok(
      await w.call(R.WorkOrder, {
        query: { ...q, startDate: addDays(w.today, -20), endDate: addDays(w.today, -10) },
      }),
    );
    expect(lineIds(ranged)).toEqual([overdue]);
    expect(ranged.subtitle).toContain(
      `Work order ${formatDate(addDays(w.today, -20))} - ${formatDate(addDays(w.today, -10))}`,
    );

    const pdf = await fetchFile(h.app, R.WorkOrder, { ...q, format: 0 }, w.token);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    const text = pdfText(pdf.body);
    expect(text).toContain('Work Orders');
    expect(text).toMatch(/Fix faucet.*175\.00/);
    const xlsx = await fetchFile(h.app, R.WorkOrder, { ...q, format: 2 }, w.token);
    expect(xlsx.status).toBe(200);
    const values = await sheetValues(xlsx.body);
    expect(values).toContain('Paint sign');
    expect(values).toContain(315);
  });

  it('reports several communities or all of the caller’s, by community with subtotals', async () => {
    const w = await world();
    const all = ok(await w.call(R.GlobalServiceRequest, { body: { agentIds: null } }));
    expect(all.title).toBe('Global Service Requests');
    expect(all.subtitle[1]).toBe('All communities');
    const sections = all.rows.filter((r) => r.style === 'section').map((r) => r.cells.where);
    expect(sections).toHaveLength(2);
    expect(String(sections[0])).toMatch(/^Community 1 /);
    expect(
      all.rows
        .filter((r) => r.style === 'subtotal' && r.indent === undefined)
        .map((r) => r.cells.description),
    ).toEqual(['4 requests', '1 request']);
    expect(all.rows.at(-5)?.cells).toEqual({ where: 'Total', description: '5 requests' });
    expect(lineIds(all)).toContain(w.requests.secondRequest);

    const orders = ok(
      await w.call(R.GlobalWorkOrder, { body: { agentIds: [w.secondId], state: 'Open' } }),
    );
    expect(orders.subtitle.slice(1)).toEqual([
      '1 community',
      'Open work orders',
      'All work order dates',
    ]);
    expect(lineIds(orders)).toEqual([w.orders.secondOrder]);
    expect(orders.rows.at(-6)?.cells).toMatchObject({ where: '1 work order', estimated: 1_234 });
    const both = ok(
      await w.call(R.GlobalWorkOrder, { body: { agentIds: [w.communityId, w.secondId] } }),
    );
    expect(lineIds(both)).toHaveLength(4);
    expect(both.rows.at(-6)?.cells).toMatchObject({ estimated: 32_734, billable: 30_234 });

    const pdf = await h.app.inject({
      method: 'POST',
      url: R.GlobalWorkOrder.path,
      payload: { agentIds: null, format: 0 },
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Replace bulb');
    const xlsx = await h.app.inject({
      method: 'POST',
      url: R.GlobalServiceRequest.path,
      payload: { agentIds: [w.secondId], format: 2 },
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(await sheetValues(xlsx.rawPayload)).toContain('Clubhouse light out');

    // One community of the first only: the second is off the caller's list (403).
    const firstOnly = await w.userWith([
      readOnly('servicerequests'),
      readOnly('workordermaintain'),
    ]);
    const mine = ok(await w.call(R.GlobalWorkOrder, { body: { agentIds: null } }, firstOnly));
    expect(lineIds(mine)).toHaveLength(3);
    expect(
      (await w.call(R.GlobalServiceRequest, { body: { agentIds: [w.secondId] } }, firstOnly))
        .status,
    ).toBe(403);
  });

  it('asks servicerequests or workordermaintain (403 without) and hides another company (404)', async () => {
    const w = await world();
    const q = { communityAgentId: w.communityId };
    const requestsOnly = await w.userWith([readOnly('servicerequests')]);
    expect(lineIds(ok(await w.call(R.ServiceRequest, { query: q }, requestsOnly)))).toHaveLength(4);
    expect((await w.call(R.WorkOrder, { query: q }, requestsOnly)).status).toBe(403);
    expect(
      (await w.call(R.GlobalWorkOrder, { body: { agentIds: null } }, requestsOnly)).status,
    ).toBe(403);
    const ordersOnly = await w.userWith([readOnly('workordermaintain')]);
    expect(lineIds(ok(await w.call(R.WorkOrder, { query: q }, ordersOnly)))).toHaveLength(3);
    expect((await w.call(R.ServiceRequest, { query: q }, ordersOnly)).status).toBe(403);
    expect(
      (await w.call(R.GlobalServiceRequest, { body: { agentIds: null } }, ordersOnly)).status,
    ).toBe(403);
    expect((await fetchFile(h.app, R.WorkOrder, { ...q, format: 0 }, requestsOnly)).status).toBe(
      403,
    );

    const other = await world();
    expect((await other.call(R.ServiceRequest, { query: q })).status).toBe(404);
    expect((await other.call(R.WorkOrder, { query: q })).status).toBe(404);
    expect(
      (await other.call(R.GlobalWorkOrder, { body: { agentIds: [w.communityId] } })).status,
    ).toBe(404);
    // The other company's own reports never show this one's rows.
    const theirs = ok(await other.call(R.GlobalServiceRequest, { body: { agentIds: null } }));
    expect(lineIds(theirs)).not.toContain(w.requests.open);
  });
});
