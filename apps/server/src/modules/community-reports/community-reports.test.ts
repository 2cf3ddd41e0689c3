import { describe, expect, it } from 'vitest';
import { activityFeeds, contract, type ReportDataJson } from '@hoa/contract';
import { BalanceDispositionId, formatDate, lastDaysRange, localDay, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { apData } from '../../../test/ap-report-factories';
import { useApp } from '../../../test/app-harness';
import {
  paymentWorld,
  postCharge,
  receiveCheck,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { fetchFile, reportPdfText, sheetValues } from '../../../test/reports-factories';

const R = contract.communityReports;

const table = (report: ReportDataJson, keys: string[]) =>
  report.rows.map((r) => [r.style ?? 'line', ...keys.map((k) => r.cells[k] ?? null)]);

const settlementKeys = [
  'settlementDate',
  'property',
  'sellers',
  'buyer',
  'balanceAtSettlement',
  'carriedToBuyer',
  'collected',
  'sellersOweNow',
];

describe.each(testDatabases())('activity and property settlement reports on $name', (testDb) => {
  const h = useApp(testDb);

  const assess = (w: PaymentWorld, ownerId: number, date: string) =>
    postCharge(h, w, TxnTypeId.ApplyCharges, date, [
      { ownerId, codeId: w.code.ASMT, amountCents: 25_000, accountId: w.account.income },
    ]);
  /**
   * The first home sold on April 15, 2026 (its seller owing the March and April assessments,
   * $500.00, left with them) and paying $400.00 at closing on April 20; the second home sold on
   * June 1 with its $250.00 carried to the buyer.
   */
  async function sales() {
    const w = await paymentWorld(h);
    const [first, second] = w.homes;
    if (!first || !second) throw new Error('no homes');
    await assess(w, first.ownerId, '2026-03-01');
    await assess(w, first.ownerId, '2026-04-01');
    await assess(w, second.ownerId, '2026-05-01');
    const resale = (propertyAgentId: number, splitDate: string, disposition: 1 | 2, last: string) =>
      callApi(
        h.app,
        contract.resale.ProcessResale,
        {
          body: {
            propertyAgentId,
            splitDate,
            balanceAsOfToday: false,
            balanceDispositionId: disposition,
            NewOwner: { Contact: { FirstName: 'Nadia', LastName: last } },
          },
        },
        w.token,
      );
    const one = await resale(
      first.propertyId,
      '2026-04-15',
      BalanceDispositionId.LeaveWithPriorOwner,
      'Okafor',
    );
    expect(one.status).toBe(200);
    await receiveCheck(h, w, {
      ownerId: first.ownerId,
      cents: 40_000,
      date: '2026-04-20',
      checkNumber: '777',
    });
    const two = await resale(
      second.propertyId,
      '2026-06-01',
      BalanceDispositionId.CarryToNewOwner,
      'Berg',
    );
    expect(two.status).toBe(200);
    return { w, first, second, one: one.body, two: two.body };
  }

  const settlement = (w: PaymentWorld, query: { startDate?: string; endDate?: string }) =>
    callApi(
      h.app,
      R.PropertySettlement,
      { query: { communityAgentId: w.communityId, ...query } },
      w.token,
    );

  it('lists the properties settled in a range with the settlement statement figures', async () => {
    const { w, two } = await sales();
    const got = await settlement(w, { startDate: '2026-04-01', endDate: '2026-06-30' });
    expect(got.status).toBe(200);
    const rows = table(got.body, settlementKeys);
    // The first seller owed $500.00 before April 15, kept it and paid $400.00 since: owes $100.00.
    expect(rows[0]).toEqual([
      'line',
      '2026-04-15',
      expect.any(String),
      expect.any(String),
      'Nadia Okafor',
      50_000,
      0,
      40_000,
      10_000,
    ]);
    // The second seller's May assessment moved to the buyer, as the resale answered.
    const carried = two.Transfers.reduce((sum, t) => sum + t.Amount, 0);
    expect(carried).toBe(25_000);
    expect(rows[1]).toEqual([
      'line',
      '2026-06-01',
      expect.any(String),
      expect.any(String),
      'Nadia Berg',
      25_000,
      carried,
      0,
      0,
    ]);
    expect(rows[2]).toEqual([
      'total',
      null,
      'Total: 2 properties',
      null,
      null,
      75_000,
      25_000,
      40_000,
      10_000,
    ]);
    // A range holds the settlements dated in it.
    const april = await settlement(w, { startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(april.body.rows).toHaveLength(2);
    // The last 30 days up to today by default (spec 3 §9): the sales of the spring are not in it.
    const recent = await settlement(w, {});
    const { startDate, endDate } = lastDaysRange(localDay(new Date()));
    expect(recent.body.subtitle.at(-1)).toBe(
      `Settled ${formatDate(startDate)} - ${formatDate(endDate)}`,
    );
    expect(table(recent.body, ['property'])).toEqual([['total', 'Total: 0 properties']]);

    // In every format, the figures of the JSON.
    const query = {
      communityAgentId: w.communityId,
      startDate: '2026-04-01',
      endDate: '2026-06-30',
    };
    const pdf = await fetchFile(h.app, R.PropertySettlement, { ...query, format: 0 }, w.token);
    expect(pdf.contentType).toBe('application/pdf');
    const text = reportPdfText(pdf.body);
    expect(text).toContain('Property Settlement');
    expect(text).toContain('Nadia Okafor');
    expect(text).toMatch(/\$750\.00/);
    expect(text).toMatch(/\$400\.00/);
    const xlsx = await fetchFile(h.app, R.PropertySettlement, { ...query, format: 2 }, w.token);
    const values = await sheetValues(xlsx.body);
    expect(values).toContain('Nadia Berg');
    expect(values).toContain(750);
    expect(values).toContain(400);
    for (const format of [1, 3]) {
      const file = await fetchFile(h.app, R.PropertySettlement, { ...query, format }, w.token);
      expect(file.status).toBe(200);
      expect(file.body.length).toBeGreaterThan(1000);
    }
  });

  it('reports settlements over several communities, checked one by one', async () => {
    const { w } = await sales();
    const global = (agentIds: number[] | null, token = w.token, more = {}) =>
      callApi(
        h.app,
        R.GlobalPropertySettlement,
        { body: { agentIds, startDate: '2026-04-01', endDate: '2026-06-30', ...more } },
        token,
      );
    const all = await global(null);
    expect(all.status).toBe(200);
    expect(
      table(all.body, ['property', 'balanceAtSettlement']).filter((r) => r[0] !== 'line'),
    ).toEqual([
      ['section', expect.any(String), null],
      ['subtotal', expect.stringMatching(/^Total .*: 2 properties$/), 75_000],
      ['total', 'Total: 2 properties', 75_000],
    ]);
    const other = w.company.communityIds[1] ?? 0;
    const onlyOther = await global([other]);
    expect(table(onlyOther.body, ['property', 'balanceAtSettlement'])).toEqual([
      ['total', 'Total: 0 properties', 0],
    ]);
    const pdf = await h.app.inject({
      method: 'POST',
      url: R.GlobalPropertySettlement.path,
      payload: {
        agentIds: [w.communityId],
        startDate: '2026-04-01',
        endDate: '2026-06-30',
        format: 0,
      },
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(reportPdfText(pdf.rawPayload)).toContain('Global Property Settlement');

    // Another company's community is not found; one off the caller's list is refused; bad input 400.
    const stranger = await createTestCompany(h.database);
    expect((await global([stranger.communityIds[0] ?? 0])).status).toBe(404);
    const narrow = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const narrowToken = await signIn(h.app, narrow.userName);
    expect((await global([other], narrowToken)).status).toBe(403);
    expect((await global(null, w.token, { startDate: '2026-07-01' })).status).toBe(400);
    expect((await global(null, w.token, { startDate: 'soon' })).status).toBe(400);
  });

  it('refuses a caller without the owner claim, another company and a reversed range', async () => {
    const { w } = await sales();
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('vendors')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const query = { communityAgentId: w.communityId };
    expect((await callApi(h.app, R.PropertySettlement, { query }, clerkToken)).status).toBe(403);
    expect((await callApi(h.app, R.Activity, { query }, clerkToken)).status).toBe(403);
    const stranger = await createTestCompany(h.database);
    const theirs = { communityAgentId: stranger.communityIds[0] ?? 0 };
    expect((await callApi(h.app, R.PropertySettlement, { query: theirs }, w.token)).status).toBe(
      404,
    );
    expect((await callApi(h.app, R.Activity, { query: theirs }, w.token)).status).toBe(404);
    const reversed = await settlement(w, { startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      errorMessage: 'The start date must be on or before the end date.',
    });
    const badFeed = await h.app.inject({
      method: 'GET',
      url: `${R.Activity.path}?communityAgentId=${String(w.communityId)}&feed=Nope`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(badFeed.statusCode).toBe(400);
  });

  it('lists the community’s activity of a range as its feed does, in every format', async () => {
    const { w } = await sales();
    const range = { startDate: '2026-03-01', endDate: '2026-06-30' };
    const report = await callApi(
      h.app,
      R.Activity,
      { query: { communityAgentId: w.communityId, ...range } },
      w.token,
    );
    expect(report.status).toBe(200);
    const feed = await callApi(
      h.app,
      activityFeeds.Community,
      { query: { communityAgentId: w.communityId, ...range, take: 100 } },
      w.token,
    );
    const lines = report.body.rows.filter((r) => !r.style);
    expect(lines.map((r) => [r.cells.item, r.cells.amount])).toEqual(
      feed.body.Items.map((i) => [i.TopsItemId, i.Amount]),
    );
    expect(lines.length).toBe(feed.body.TotalCount);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const total = feed.body.Items.reduce((sum, i) => sum + i.Amount, 0);
    expect(report.body.rows.at(-1)?.cells).toMatchObject({ amount: total });
    // One feed of the community: its cash receipts.
    const receipts = await callApi(
      h.app,
      R.Activity,
      { query: { communityAgentId: w.communityId, ...range, feed: 'CashReceipt' } },
      w.token,
    );
    expect(receipts.body.rows.filter((r) => !r.style).map((r) => r.cells.amount)).toEqual([40_000]);

    const query = { communityAgentId: w.communityId, ...range };
    const pdf = await fetchFile(h.app, R.Activity, { ...query, format: 0 }, w.token);
    expect(reportPdfText(pdf.body)).toContain('$400.00');
    const xlsx = await fetchFile(h.app, R.Activity, { ...query, format: 2 }, w.token);
    expect(await sheetValues(xlsx.body)).toContain(400);
    for (const format of [1, 3]) {
      expect((await fetchFile(h.app, R.Activity, { ...query, format }, w.token)).status).toBe(200);
    }
  });

  it('sums digital vendor payments by status (TopsPay summary) as the AP feed shows them', async () => {
    const { w } = await apData(h);
    const query = {
      communityAgentId: w.communityId,
      startDate: '2026-10-01',
      endDate: '2026-11-30',
    };
    const got = await callApi(h.app, contract.apReports.TopsPaySummary, { query }, w.token);
    expect(got.status).toBe(200);
    expect(table(got.body, ['vendor', 'amount'])).toEqual([
      ['section', 'InProcess', null],
      ['line', 'Bolt Electric', 8_000],
      ['subtotal', 'InProcess: 1 payment', 8_000],
      ['total', 'Total: 1 payment (voided left out)', 8_000],
    ]);
    const feed = await callApi(
      h.app,
      activityFeeds.AccountsPayable,
      { query: { ...query, take: 100 } },
      w.token,
    );
    const digital = feed.body.Items.filter((i) => i.IsDigitalPayment);
    expect(digital.map((i) => i.Amount)).toEqual([8_000]);
    const pdf = await fetchFile(
      h.app,
      contract.apReports.TopsPaySummary,
      { ...query, format: 0 },
      w.token,
    );
    expect(reportPdfText(pdf.body)).toContain('$80.00');
    const xlsx = await fetchFile(
      h.app,
      contract.apReports.TopsPaySummary,
      { ...query, format: 2 },
      w.token,
    );
    expect(await sheetValues(xlsx.body)).toContain(80);
    const none = await callApi(
      h.app,
      contract.apReports.TopsPaySummary,
      { query: { ...query, startDate: '2025-01-01', endDate: '2025-01-31' } },
      w.token,
    );
    expect(table(none.body, ['vendor', 'amount'])).toEqual([
      ['total', 'Total: 0 payments (voided left out)', 0],
    ]);
  });
});
