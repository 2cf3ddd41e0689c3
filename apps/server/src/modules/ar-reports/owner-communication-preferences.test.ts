import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addresses, contacts, eq, inArray } from '@hoa/db';
import { contract, type ReportDataJson } from '@hoa/contract';
import { DeliveryPreferenceId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { communicationsWorld } from '../../../test/communications-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile } from '../../../test/reports-factories';

const report = contract.arReports.OwnerCommunicationPreferences;

function pdfText(body: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'preferences-')), 'report.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

const table = (data: ReportDataJson) =>
  data.rows.map((r) =>
    r.style === 'total'
      ? ['total', r.cells.owner, r.cells.preference]
      : [
          r.cells.account,
          r.cells.owner,
          r.cells.property,
          r.cells.preference,
          r.cells.email,
          r.cells.validEmail,
          r.cells.mailing,
        ],
  );

describe.each(testDatabases())('owner communication preferences report on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * Six homes (communicationsWorld): owners 1, 2 and 4 prefer email; owner 1 has a valid email,
   * owner 2 none, owner 4's is changed to one without a domain ending; owner 5 prefers print with a
   * valid email; owner 6 and the property have no address left.
   */
  async function world() {
    const w = await communicationsWorld(h, 6);
    const [, , , four, five, six] = w.homes;
    if (!four || !five || !six) throw new Error('no homes');
    await h.database.withTenant({ companyId: w.companyId, userId: null }, async (tx) => {
      await tx
        .update(contacts)
        .set({ primaryEmailAddress: 'owner4@example' })
        .where(eq(contacts.agentId, four.ownerId));
      await tx
        .update(contacts)
        .set({ primaryEmailAddress: 'five@example.com' })
        .where(eq(contacts.agentId, five.ownerId));
      await tx.delete(addresses).where(inArray(addresses.agentId, [six.ownerId, six.propertyId]));
    });
    return w;
  }

  it('lists each owner’s preference, email and address with the counts, all or by preference', async () => {
    const w = await world();
    const all = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.title).toBe('Owner Communication Preferences');
    expect(all.body.subtitle.at(-1)).toBe('All owners');
    expect(table(all.body)).toEqual([
      ['A-001', 'Owner1 Home001', '100 Oak Street', 'Email', 'owner1@example.com', 'Yes', 'Yes'],
      ['A-002', 'Owner2 Home002', '101 Oak Street', 'Email', '', 'No', 'Yes'],
      ['A-003', 'Owner3 Home003', '102 Oak Street', 'Print', '', 'No', 'Yes'],
      ['A-004', 'Owner4 Home004', '103 Oak Street', 'Email', 'owner4@example', 'No', 'Yes'],
      ['A-005', 'Owner5 Home005', '104 Oak Street', 'Print', 'five@example.com', 'Yes', 'Yes'],
      ['A-006', 'Owner6 Home006', '', 'Print', '', 'No', 'No'],
      ['total', 'Owners preferring print', 3],
      ['total', 'Owners preferring email', 3],
      ['total', 'Of these, without a valid email', 2],
    ]);

    const email = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.communityId, deliveryPreferenceId: 2 } },
      w.token,
    );
    expect(email.body.subtitle.at(-1)).toBe('Owners preferring email');
    expect(table(email.body).map((r) => r[0])).toEqual([
      'A-001',
      'A-002',
      'A-004',
      'total',
      'total',
      'total',
    ]);
    expect(
      table(email.body)
        .slice(-3)
        .map((r) => r[2]),
    ).toEqual([0, 3, 2]);
    const print = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.communityId, deliveryPreferenceId: 1 } },
      w.token,
    );
    expect(table(print.body).map((r) => r[0])).toEqual([
      'A-003',
      'A-005',
      'A-006',
      'total',
      'total',
      'total',
    ]);
    expect(
      table(print.body)
        .slice(-3)
        .map((r) => r[2]),
    ).toEqual([3, 0, 0]);

    const bad = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.communityId, deliveryPreferenceId: 3 } },
      w.token,
    );
    expect(bad.status).toBe(400);
    // Another community of the company has no billed owners: only the counts, all zero.
    const other = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.otherCommunityId } },
      w.token,
    );
    expect(table(other.body)).toEqual([
      ['total', 'Owners preferring print', 0],
      ['total', 'Owners preferring email', 0],
      ['total', 'Of these, without a valid email', 0],
    ]);
  });

  it('follows a bulk change of preference (Communications/SaveDeliveryPreference)', async () => {
    const w = await world();
    const [, , three, , five] = w.homes;
    if (!three || !five) throw new Error('no homes');
    const saved = await callApi(
      h.app,
      contract.communicationFeed.SaveDeliveryPreference,
      {
        body: {
          ownerAgentIds: [three.ownerId, five.ownerId],
          deliveryPreferenceId: DeliveryPreferenceId.Email,
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ Updated: 2 });
    const res = await callApi(
      h.app,
      report,
      { query: { communityAgentId: w.communityId, deliveryPreferenceId: 2 } },
      w.token,
    );
    expect(table(res.body).map((r) => [r[0], r[2]])).toEqual([
      ['A-001', '100 Oak Street'],
      ['A-002', '101 Oak Street'],
      ['A-003', '102 Oak Street'],
      ['A-004', '103 Oak Street'],
      ['A-005', '104 Oak Street'],
      ['total', 0],
      ['total', 5],
      ['total', 3],
    ]);
  });

  it('renders the PDF, the workbook and the Word file (RenderOwnerCommunicationPreferenceReport)', async () => {
    const w = await world();
    const query = { communityAgentId: w.communityId };
    const pdf = await fetchFile(h.app, report, { ...query, format: 0 }, w.token);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain('Owner Communication Preferences');
    expect(text).toMatch(/Community 1 \S+\s+All owners/);
    expect(text).toMatch(
      /A-001\s+Owner1 Home001\s+100 Oak Street\s+Email\s+owner1@example.com\s+Yes\s+Yes/,
    );
    expect(text).toMatch(/A-006\s+Owner6 Home006\s+Print\s+No\s+No/);
    expect(text).toMatch(/Owners preferring print\s+3/);
    expect(text).toMatch(/Owners preferring email\s+3/);
    expect(text).toMatch(/Of these, without a valid email\s+2/);
    const xlsx = await fetchFile(h.app, report, { ...query, format: 2 }, w.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
    const docx = await fetchFile(h.app, report, { ...query, format: 3 }, w.token);
    expect(docx.status).toBe(200);
    expect(docx.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('needs read access to owners (403), a community on the caller’s list (403) and of the company (404)', async () => {
    const w = await world();
    const query = { communityAgentId: w.communityId };
    const noClaim = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const refused = await callApi(h.app, report, { query }, await signIn(h.app, noClaim.userName));
    expect(refused.status).toBe(403);
    const pdf = await fetchFile(
      h.app,
      report,
      { ...query, format: 0 },
      await signIn(h.app, noClaim.userName),
    );
    expect(pdf.status).toBe(403);
    const elsewhere = await addUser(h.database, w.companyId, {
      communityIds: [w.otherCommunityId],
      grants: [fullGrant('owner')],
    });
    const offList = await callApi(
      h.app,
      report,
      { query },
      await signIn(h.app, elsewhere.userName),
    );
    expect(offList.status).toBe(403);
    expect(offList.errorCode).toBe('CommunityNotOnList');
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await callApi(h.app, report, { query }, stranger)).status).toBe(404);
  });
});
