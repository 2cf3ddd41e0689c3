import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addDays, localDay } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { architecturalWorld } from '../../../test/architectural-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { fullGrant } from '../../../test/factories';
import { fetchFile, reportPdfText as pdfText, sheetValues } from '../../../test/reports-factories';

const R = contract.architecturalRequestReports.ArchitecturalRequest;

describe.each(testDatabases())('The architectural request report on $name', (testDb) => {
  const h = useApp(testDb);

  /** Three requests of a home: one pending, one approved on time, one disapproved late. */
  async function world() {
    const w = await architecturalWorld(h);
    const { companyId } = w.company;
    const home = await insertHome(h.database, companyId, w.communityId, 'A-001');
    const today = localDay(new Date());
    const { FENCE = 0, PAINT = 0 } = w.codeIds;
    const base = {
      communityAgentId: w.communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
    };
    const pending = await insertArchitecturalRequest(h.database, companyId, {
      ...base,
      codeId: FENCE,
      subject: 'Cedar fence',
      receivedOn: addDays(today, -10),
      dueOn: addDays(today, 20),
      requiredInternalApprovals: 1,
      requiredCommitteeApprovals: 2,
      internal: [{ userId: w.company.admin.userId, vote: 'Approve' }],
      committee: [
        { emailAddress: 'one@example.com', vote: 'Approve' },
        { emailAddress: 'two@example.com', vote: null },
      ],
    });
    const approved = await insertArchitecturalRequest(h.database, companyId, {
      ...base,
      codeId: PAINT,
      subject: 'Blue door',
      receivedOn: addDays(today, -40),
      dueOn: addDays(today, -10),
      statusId: 2,
      decidedOn: addDays(today, -12),
      requiredInternalApprovals: 1,
      internal: [{ userId: w.company.admin.userId, vote: 'Approve' }],
    });
    const disapproved = await insertArchitecturalRequest(h.database, companyId, {
      ...base,
      codeId: FENCE,
      subject: 'Chain link fence',
      receivedOn: addDays(today, -50),
      dueOn: addDays(today, -20),
      statusId: 3,
      decidedOn: addDays(today, -17),
      requiredCommitteeApprovals: 1,
      committee: [{ emailAddress: 'one@example.com', vote: 'Disapprove' }],
    });
    return { ...w, home, today, pending, approved, disapproved };
  }

  it('lists the requests with the decision clock, approvals and counts, as rows, PDF and Excel', async () => {
    const w = await world();
    const q = { communityAgentId: w.communityId };
    const data = ok(await w.call(R, { query: q }));
    expect(data.title).toBe('Architectural Requests');
    expect(data.subtitle.slice(2)).toEqual(['All requests, all codes', 'All received dates']);
    const lines = data.rows.filter((r) => r.itemId !== undefined);
    expect(lines.map((r) => r.itemId)).toEqual([w.pending, w.disapproved, w.approved]);
    expect(lines[0]?.cells).toEqual({
      property: 'A-001 home',
      owner: 'Owner of A-001',
      code: 'FENCE',
      subject: 'Cedar fence',
      received: addDays(w.today, -10),
      due: addDays(w.today, 20),
      decided: null,
      clock: '20 days left',
      internal: '1/1',
      committee: '1/2',
      status: 'Pending',
    });
    expect(lines.map((r) => [r.cells.clock, r.cells.status])).toEqual([
      ['20 days left', 'Pending'],
      ['3 days late', 'Disapproved'],
      ['On time', 'Approved'],
    ]);
    expect(data.rows.slice(-4).map((r) => [r.cells.property, r.cells.owner])).toEqual([
      ['Total', '3 requests'],
      ['Pending', 1],
      ['Approved', 1],
      ['Disapproved', 1],
    ]);

    const fence = ok(await w.call(R, { query: { ...q, topsCodeId: w.codeIds.FENCE } }));
    expect(fence.rows.filter((r) => r.itemId !== undefined).map((r) => r.itemId)).toEqual([
      w.pending,
      w.disapproved,
    ]);
    expect(fence.subtitle).toContain('All requests, code FENCE');
    const approvedOnly = ok(await w.call(R, { query: { ...q, topsStatusId: 2 } }));
    expect(approvedOnly.rows.filter((r) => r.itemId !== undefined).map((r) => r.itemId)).toEqual([
      w.approved,
    ]);
    const received = ok(
      await w.call(R, {
        query: { ...q, startDate: addDays(w.today, -45), endDate: addDays(w.today, -5) },
      }),
    );
    expect(received.rows.filter((r) => r.itemId !== undefined).map((r) => r.itemId)).toEqual([
      w.pending,
      w.approved,
    ]);
    const upsideDown = await w.call(R, {
      query: { ...q, startDate: w.today, endDate: addDays(w.today, -1) },
    });
    expect([upsideDown.status, upsideDown.errorMessage]).toEqual([
      400,
      'The start date must be on or before the end date.',
    ]);
    expect((await w.call(R, { query: { ...q, topsStatusId: 4 } })).status).toBe(400);

    const pdf = await fetchFile(h.app, R, { ...q, format: 0 }, w.token);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    const text = pdfText(pdf.body);
    expect(text).toContain('Architectural Requests');
    expect(text).toContain('Cedar fence');
    const xlsx = await fetchFile(h.app, R, { ...q, format: 2 }, w.token);
    expect(xlsx.status).toBe(200);
    const values = await sheetValues(xlsx.body);
    expect(values).toContain('Chain link fence');
    expect(values).toContain('3 days late');
  });

  it('refuses callers without the claim (403) and another company’s community or code (404)', async () => {
    const w = await world();
    const q = { communityAgentId: w.communityId };
    const reader = await w.userWith([
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect(ok(await w.call(R, { query: q }, reader)).rows.length).toBeGreaterThan(0);
    const nobody = await w.userWith([]);
    expect((await w.call(R, { query: q }, nobody)).status).toBe(403);
    expect((await fetchFile(h.app, R, { ...q, format: 0 }, nobody)).status).toBe(403);

    const other = await architecturalWorld(h);
    expect((await other.call(R, { query: q })).status).toBe(404);
    expect(
      (
        await w.call(R, {
          query: { ...q, topsCodeId: other.codeIds.FENCE ?? 0 },
        })
      ).status,
    ).toBe(404);
  });
});
