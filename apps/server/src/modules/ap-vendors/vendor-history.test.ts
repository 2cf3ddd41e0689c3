import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { apData } from '../../../test/ap-report-factories';
import { callApi, signIn } from '../../../test/api';
import { storedFiles, useAppWithFiles } from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const V = contract.apVendors;
const SendVendorHistoryEmail = contract.communications.SendVendorHistoryEmail;

/** The workbook's rows from the header on, as arrays of cell values. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  const header = rows.findIndex((r) => r.includes('Balance owed'));
  return rows.slice(header + 1);
}

describe.each(testDatabases())('vendor history on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  const history = (token: string, body: Record<string, unknown>) =>
    h.app.inject({
      method: 'POST',
      url: V.GetVendorHistory.path,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('gives a vendor’s invoices, checks, voids and credits with the balance owed', async () => {
    const { w, acme, cheap } = await apData(h);
    const credit = await callApi(
      h.app,
      contract.apChecks.AddCreditMemo,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: acme,
          CreditNumber: 'CR-7',
          CreditDate: '2026-07-01',
          Amount: 2_500,
          AccountId: w.books.account.expense,
        },
      },
      w.token,
    );
    expect(credit.status).toBe(200);
    const file = await history(w.token, {
      vendorAgentId: acme,
      communityAgentId: w.communityId,
      startDate: '2025-04-01',
      endDate: '2026-12-31',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/Vendor-History-Acme.*\.xlsx"$/);
    const rows = await sheetRows(file.rawPayload);
    // Date, item, type, number, community, description, invoiced, paid, balance (dollars).
    const brief = rows.map((r) => [r[0], r[2], r[3], r[6], r[7], r[8]]);
    expect(brief).toEqual([
      ['04/01/2025', undefined, undefined, undefined, undefined, 600],
      ['04/01/2025', 'Handwritten check', '1001', undefined, 600, 0],
      ['06/01/2026', expect.any(String), '2026-06-01-10000', 100, undefined, 100],
      ['07/01/2026', expect.any(String), 'CR-7', undefined, 25, 75],
      ['09/01/2026', expect.any(String), 'A-300', 300, undefined, 375],
      [undefined, undefined, undefined, undefined, undefined, 375],
    ]);
    expect(rows[0]?.[5]).toBe('Balance forward');
    expect(rows[5]?.[5]).toBe('Ending balance');
    expect(rows[1]?.[4]).toBe(rows[2]?.[4]);

    // All the caller's communities; the voided check is owed again on the void's date; Excel xls
    // (1), which is answered with the xlsx workbook (docs/decisions.md).
    const voided = await history(w.token, {
      vendorAgentId: cheap,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      format: 1,
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const xlsx = await history(w.token, {
      vendorAgentId: cheap,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    const cheapRows = (await sheetRows(xlsx.rawPayload)).map((r) => [r[2], r[6], r[7], r[8]]);
    expect(cheapRows).toEqual([
      [undefined, undefined, undefined, 0],
      [expect.any(String), 1000, undefined, 1000],
      ['Handwritten check', undefined, 1000, 0],
      [expect.stringMatching(/void/i), 1000, undefined, 1000],
      [undefined, undefined, undefined, 1000],
    ]);
  });

  it('emails the vendor history workbook through the outbox', async () => {
    const { w, acme } = await apData(h);
    const sent = await callApi(
      h.app,
      SendVendorHistoryEmail,
      {
        body: {
          recipientAgentId: acme,
          communityAgentId: w.communityId,
          recipient: 'ap@acme-example.com, billing@acme-example.com',
          subject: 'Your history with us',
          body: 'Attached.',
          startDate: '2025-01-01',
          endDate: '2026-12-31',
        },
      },
      w.token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.ToAddresses).toEqual(['ap@acme-example.com', 'billing@acme-example.com']);
    expect(await storedFiles(h.filesRoot, w.companyId)).toHaveLength(1);
    const outbox = await callApi(h.app, contract.mail.GetOutbox, { query: {} }, w.token);
    expect(outbox.body.Mails.map((m) => [m.ToAddress, m.RecipientAgentId])).toEqual([
      ['billing@acme-example.com', acme],
      ['ap@acme-example.com', acme],
    ]);
    expect(outbox.body.Mails[0]?.AttachmentNames[0]).toMatch(/^Vendor-History-Acme.*\.xlsx$/);
    const bad = await callApi(
      h.app,
      SendVendorHistoryEmail,
      {
        body: {
          recipientAgentId: acme,
          communityAgentId: w.communityId,
          recipient: 'not an address',
          subject: 'X',
        },
      },
      w.token,
    );
    expect(bad.status).toBe(400);
    expect(await storedFiles(h.filesRoot, w.companyId)).toHaveLength(1);
  });

  it('refuses callers without the claim and vendors of other companies', async () => {
    const { w, acme } = await apData(h);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const token = await signIn(h.app, nobody.userName);
    expect((await history(token, { vendorAgentId: acme })).statusCode).toBe(403);
    const mail = {
      recipientAgentId: acme,
      communityAgentId: w.communityId,
      recipient: 'ap@acme-example.com',
      subject: 'History',
    };
    expect((await callApi(h.app, SendVendorHistoryEmail, { body: mail }, token)).status).toBe(403);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await history(otherToken, { vendorAgentId: acme })).statusCode).toBe(404);
    const theirs = await callApi(
      h.app,
      SendVendorHistoryEmail,
      { body: { ...mail, communityAgentId: other.communityIds[0] ?? 0 } },
      otherToken,
    );
    expect(theirs.status).toBe(404);
  });
});
