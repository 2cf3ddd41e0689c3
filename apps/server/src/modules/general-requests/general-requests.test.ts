import { describe, expect, it } from 'vitest';
import {
  contract,
  type CreateGeneralRequestInput,
  type EndpointDef,
  type RequestOf,
} from '@hoa/contract';
import {
  addDays,
  CodeTypeId,
  GeneralRequestMessages as M,
  localDay,
  StatusId,
  type ClaimGrant,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile, reportPdfText as pdfText, sheetValues } from '../../../test/reports-factories';

const c = contract.generalRequests;
const R = contract.generalRequestReports;

describe.each(testDatabases())('General requests on $name', (testDb) => {
  const h = useApp(testDb);

  /** A company of two communities, a home in the first and a general request code there. */
  async function world() {
    const company = await createTestCompany(h.database);
    const [communityId = 0, otherCommunityId = 0] = company.communityIds;
    const token = await signIn(h.app, company.admin.userName);
    const call = <E extends EndpointDef>(
      endpoint: E,
      request: Partial<RequestOf<E>> = {},
      as = token,
    ) => callApi(h.app, endpoint, request, as);
    const home = await insertHome(h.database, company.companyId, communityId, 'A-001');
    const code = ok(
      await call(contract.codes.SaveCodeGraph, {
        body: {
          communityAgentId: communityId,
          code: { TopsCodeTypeId: CodeTypeId.WorkOrderCode, CodeAlias: 'POOL', CodeName: 'Pool' },
        },
      }),
    );
    const today = localDay(new Date());
    const request: CreateGeneralRequestInput = {
      CommunityAgentId: communityId,
      PropertyAgentId: home.propertyId,
      TopsCodeId: code.TopsCodeId,
      SourceId: 1,
      Subject: 'Pool hours',
      Description: 'When does the pool open?',
      ReceivedDate: today,
      DueDate: addDays(today, 7),
      AssignedUserId: company.admin.userId,
    };
    return { company, communityId, otherCommunityId, token, call, home, code, today, request };
  }

  /** A user of the company with these grants on the first community, signed in. */
  async function userWith(w: Awaited<ReturnType<typeof world>>, grants: ClaimGrant[]) {
    const user = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants,
    });
    return signIn(h.app, user.userName);
  }

  it('creates a general request, notes, updates, closes, reopens and deletes it', async () => {
    const w = await world();
    const refused = async (body: Partial<CreateGeneralRequestInput>) => {
      const result = await w.call(c.Create, { body: { ...w.request, ...body } });
      return [result.status, result.errorMessage];
    };
    expect(await refused({ Subject: '  ' })).toEqual([400, 'Subject is required.']);
    expect(await refused({ SourceId: 9 })).toEqual([
      400,
      'The source must be Phone, Email, Mail, Portal or Other.',
    ]);
    expect(await refused({ DueDate: addDays(w.today, -1) })).toEqual([
      400,
      'The due date cannot be before the received date.',
    ]);
    expect(await refused({ CommunityAgentId: w.otherCommunityId })).toEqual([
      400,
      'The code is not a general request code of this community.',
    ]);
    expect(await refused({ TopsCodeId: null, CommunityAgentId: w.otherCommunityId })).toEqual([
      400,
      'The property is not a property of this community.',
    ]);
    expect(await refused({ OwnerAgentId: w.home.propertyId })).toEqual([
      400,
      'The owner is not an owner of this property.',
    ]);

    const created = ok(await w.call(c.Create, { body: w.request }));
    const id = created.Request.TopsItemId;
    const { CommunityAgentId, ...facts } = w.request;
    expect(created.Request.CommunityAgentId).toBe(CommunityAgentId);
    expect(created.Request).toMatchObject({
      State: 'Open',
      TopsStatusId: StatusId.Open,
      OwnerAgentId: w.home.ownerId,
      CodeAlias: 'POOL',
      SourceName: 'Phone',
      Subject: 'Pool hours',
      AssignedUserId: w.company.admin.userId,
      ClosedDate: null,
    });

    const noted = ok(
      await w.call(c.CreateHistory, { body: { TopsItemId: id, Note: 'Called the owner back.' } }),
    );
    expect(noted.Histories.map((x) => x.Note)).toEqual(['Called the owner back.']);
    expect(
      (await w.call(c.CreateHistory, { body: { TopsItemId: id, Note: ' ' } })).errorMessage,
    ).toBe('A history note is required.');

    const updated = ok(
      await w.call(c.Update, {
        body: { ...facts, TopsItemId: id, SourceId: 2, Subject: 'Pool and gym hours' },
      }),
    );
    expect(updated.Request).toMatchObject({ SourceName: 'Email', Subject: 'Pool and gym hours' });

    const closed = ok(await w.call(c.Close, { params: { id } }));
    expect(closed.Request).toMatchObject({ State: 'Closed', ClosedDate: w.today });
    expect(closed.Histories[0]?.Note).toBe('Closed');
    const again = await w.call(c.Close, { params: { id } });
    expect([again.status, again.errorMessage]).toEqual([
      400,
      'An unexpected error occurred while trying to close the general request. The general request is already closed.',
    ]);
    expect((await w.call(c.Update, { body: { ...facts, TopsItemId: id } })).errorMessage).toBe(
      'A closed general request cannot be changed; reopen it first.',
    );

    const reopened = ok(await w.call(c.Reopen, { params: { id } }));
    expect(reopened.Request).toMatchObject({ State: 'Open', ClosedDate: null });
    expect((await w.call(c.Reopen, { params: { id } })).errorMessage).toBe(
      'Only a closed general request can be reopened.',
    );
    expect(ok(await w.call(c.GetGraph, { query: { id } })).Histories.map((x) => x.Note)).toEqual([
      'Reopened',
      'Closed',
      'Called the owner back.',
    ]);
    // Nothing architectural or of service exists for the property yet.
    expect(ok(await w.call(c.GetRelatedArcRequest, { query: { id } }))).toEqual([]);
    expect(ok(await w.call(c.GetRelatedServiceRequest, { query: { id } }))).toEqual([]);

    // The general request feed lists it; closing it there closes the request.
    const feed = ok(
      await w.call(contract.activityFeeds.GeneralRequest, {
        query: { communityAgentId: w.communityId },
      }),
    );
    expect(JSON.stringify(feed)).toContain(`${id}`);
    ok(await w.call(contract.activity.CloseItem, { body: { itemId: id } }));
    expect(ok(await w.call(c.GetGraph, { query: { id } })).Request).toMatchObject({
      State: 'Closed',
      ClosedDate: w.today,
    });

    expect(ok(await w.call(c.Delete, { params: { id } }))).toEqual({ TopsItemId: id });
    expect((await w.call(c.GetGraph, { query: { id } })).status).toBe(404);
    expect((await w.call(c.Delete, { params: { id: 'x' } })).status).toBe(400);
  });

  it('pages and filters the tickets, counts them by code and for the KPI', async () => {
    const w = await world();
    const ids: number[] = [];
    for (const [i, source] of [1, 2, 3, 4, 5].entries()) {
      const body = {
        ...w.request,
        SourceId: source,
        Subject: `Question ${i + 1}`,
        ReceivedDate: addDays(w.today, -i),
        DueDate: addDays(w.today, i % 2 === 0 ? -1 + i : 3),
        TopsCodeId: i < 3 ? w.request.TopsCodeId : null,
      };
      if (body.DueDate < body.ReceivedDate) body.DueDate = body.ReceivedDate;
      ids.push(ok(await w.call(c.Create, { body })).Request.TopsItemId);
    }
    ok(await w.call(c.Close, { params: { id: ids[4] ?? 0 } }));
    const page = (query: Partial<RequestOf<typeof c.GetTicketsPage>['query']>) =>
      w.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId, ...query } });

    const all = ok(await page({ take: 2 }));
    expect(all.TotalCount).toBe(5);
    expect(all.Records.map((r) => r.Subject)).toEqual(['Question 1', 'Question 2']);
    expect(ok(await page({ take: 2, skip: 4 })).Records.map((r) => r.Subject)).toEqual([
      'Question 5',
    ]);
    expect(ok(await page({ state: 'Closed' })).Records.map((r) => r.TopsItemId)).toEqual([ids[4]]);
    expect(ok(await page({ state: 'Open' })).TotalCount).toBe(4);
    expect(ok(await page({ sourceId: 2 })).Records.map((r) => r.Subject)).toEqual(['Question 2']);
    expect(ok(await page({ topsCodeId: w.code.TopsCodeId })).TotalCount).toBe(3);
    expect(
      ok(
        await page({ startDate: addDays(w.today, -2), endDate: addDays(w.today, -1) }),
      ).Records.map((r) => r.Subject),
    ).toEqual(['Question 2', 'Question 3']);
    expect(ok(await page({ propertyAgentId: w.home.propertyId })).TotalCount).toBe(5);
    const upsideDown = await page({ startDate: w.today, endDate: addDays(w.today, -1) });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.errorMessage).toBeTruthy();
    expect((await page({ state: 'Pending' as never })).status).toBe(400);

    const q = { communityAgentId: w.communityId };
    expect(ok(await w.call(c.GetOpenTicketsCount, { query: q }))).toBe(4);
    expect(
      ok(
        await w.call(c.GetOpenTicketsCount, {
          query: { ...q, propertyAgentId: w.home.propertyId },
        }),
      ),
    ).toBe(4);
    const kpi = ok(await w.call(c.GetGeneralRequestKpi, { query: q }));
    expect(kpi).toMatchObject({ CountOpen: 4, AverageDaysToClose: 4 });
    expect(ok(await w.call(c.GetCodeSummary, { query: q }))).toEqual([
      {
        TopsCodeId: w.code.TopsCodeId,
        CodeAlias: 'POOL',
        CodeName: 'Pool',
        CountOpen: 3,
        CountClosed: 0,
      },
      { TopsCodeId: null, CodeAlias: null, CodeName: null, CountOpen: 1, CountClosed: 1 },
    ]);
    expect(ok(await w.call(c.GetCodes, { query: q })).map((k) => k.CodeAlias)).toEqual(['POOL']);
  });

  it('reports the requests of a community and of several, as rows, PDF and Excel', async () => {
    const w = await world();
    ok(await w.call(c.Create, { body: w.request }));
    const closed = ok(await w.call(c.Create, { body: { ...w.request, Subject: 'Gate code' } }));
    ok(await w.call(c.Close, { params: { id: closed.Request.TopsItemId } }));

    const data = ok(await w.call(R.generalRequest, { query: { communityAgentId: w.communityId } }));
    expect(data.title).toBe('General Requests');
    expect(data.rows.filter((r) => r.itemId !== undefined).map((r) => r.cells.subject)).toEqual([
      'Pool hours',
      'Gate code',
    ]);
    expect(data.rows.at(-3)?.cells).toMatchObject({ number: 'Total', property: '2 requests' });
    const open = ok(
      await w.call(R.generalRequest, {
        query: { communityAgentId: w.communityId, state: 'Closed' },
      }),
    );
    expect(open.rows.filter((r) => r.itemId !== undefined)).toHaveLength(1);

    const global = ok(await w.call(R.globalGeneralRequest, { body: { agentIds: null } }));
    expect(global.rows[0]).toMatchObject({ style: 'section' });
    expect(global.rows.filter((r) => r.style === 'subtotal')[0]?.cells.property).toBe('2 requests');

    const pdf = await fetchFile(
      h.app,
      R.generalRequest,
      { communityAgentId: w.communityId, format: 0 },
      w.token,
    );
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    expect(pdfText(pdf.body)).toContain('General Requests');
    const xlsx = await fetchFile(
      h.app,
      R.generalRequest,
      { communityAgentId: w.communityId, format: 2 },
      w.token,
    );
    expect(xlsx.status).toBe(200);
    expect(await sheetValues(xlsx.body)).toContain('Gate code');
  });

  it('closes and reopens several requests at once, all or none', async () => {
    const w = await world();
    const [a = 0, b = 0, d = 0] = await Promise.all(
      ['One', 'Two', 'Three'].map(
        async (Subject) =>
          ok(await w.call(c.Create, { body: { ...w.request, Subject } })).Request.TopsItemId,
      ),
    );
    const state = async (id: number) =>
      ok(await w.call(c.GetGraph, { query: { id } })).Request.State;

    const closed = ok(await w.call(c.BatchClose, { body: { itemIds: [b, a, a] } }));
    expect(closed).toEqual({ Message: '2 general requests have been closed.', Count: 2 });
    expect([await state(a), await state(b), await state(d)]).toEqual(['Closed', 'Closed', 'Open']);
    expect(ok(await w.call(c.GetGraph, { query: { id: a } })).Histories[0]?.Note).toBe('Closed');

    // One already closed refuses the whole batch, named, and the open one stays open.
    const refused = await w.call(c.BatchClose, { body: { itemIds: [d, b] } });
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(
      `General request #${String(b)} cannot be changed, so none were: ${M.closeRefusedClosed}`,
    );
    expect(await state(d)).toBe('Open');
    const notClosed = await w.call(c.BatchReopen, { body: { itemIds: [a, d] } });
    expect(notClosed.errorMessage).toBe(
      `General request #${String(d)} cannot be changed, so none were: ${M.notClosed}`,
    );
    expect(await state(a)).toBe('Closed');

    const reopened = ok(await w.call(c.BatchReopen, { body: { itemIds: [a] } }));
    expect(reopened).toEqual({ Message: '1 general request has been reopened.', Count: 1 });
    expect(await state(a)).toBe('Open');
    const empty = await w.call(c.BatchClose, { body: { itemIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.errorMessage).toContain(M.nothingSelected);

    const reader = await userWith(w, [
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect((await w.call(c.BatchClose, { body: { itemIds: [a] } }, reader)).status).toBe(403);
    const other = await world();
    expect((await other.call(c.BatchClose, { body: { itemIds: [d] } })).status).toBe(404);
    expect((await other.call(c.BatchReopen, { body: { itemIds: [b] } })).status).toBe(404);
    expect([await state(a), await state(b), await state(d)]).toEqual(['Open', 'Closed', 'Open']);
  });

  it('refuses callers without the claim (403) and another company’s requests (404)', async () => {
    const w = await world();
    const id = ok(await w.call(c.Create, { body: w.request })).Request.TopsItemId;
    const reader = await userWith(w, [
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect(ok(await w.call(c.GetGraph, { query: { id } }, reader)).Request.TopsItemId).toBe(id);
    expect((await w.call(c.Close, { params: { id } }, reader)).status).toBe(403);
    expect((await w.call(c.Create, { body: w.request }, reader)).status).toBe(403);
    expect((await w.call(c.Delete, { params: { id } }, reader)).status).toBe(403);
    const nobody = await userWith(w, []);
    expect(
      (await w.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId } }, nobody))
        .status,
    ).toBe(403);
    expect(
      (await w.call(R.generalRequest, { query: { communityAgentId: w.communityId } }, nobody))
        .status,
    ).toBe(403);

    const other = await world();
    expect((await other.call(c.GetGraph, { query: { id } })).status).toBe(404);
    expect((await other.call(c.Close, { params: { id } })).status).toBe(404);
    expect((await other.call(c.Reopen, { params: { id } })).status).toBe(404);
    expect(
      (await other.call(c.GetTicketsPage, { query: { communityAgentId: w.communityId } })).status,
    ).toBe(404);
    expect(
      (await other.call(c.Create, { body: { ...other.request, CommunityAgentId: w.communityId } }))
        .status,
    ).toBe(404);
  });
});
