import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { ArReports, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { queryRows, sql } from '@hoa/db';
import { postReceivableItems } from '../gl/index';
import type { Harness } from '../../../test/app-harness';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { ledgerWorld } from '../../../test/owner-ledger-factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import { fetchFile } from '../../../test/reports-factories';
import { returnedCheckWorld } from '../../../test/returned-check-factories';

const R = contract.arReports;
type Name = keyof typeof R;

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/**
 * The aged balance's pages of 1, 2 and 3 rows put together are its whole report, each with the
 * report's row count: a page before the total line is read from its owners alone, the others cut
 * from the whole report. The whole report's rows.
 */
async function agedPagesAgree(
  h: Harness,
  token: string,
  query: { communityAgentId: number; asOfDate: string },
) {
  const whole = (await callApi(h.app, R.AgedOwnerBalanceDetail, { query }, token)).body.rows;
  for (const rowLimit of [1, 2, 3]) {
    const pages = [];
    for (let rowOffset = 0; rowOffset < whole.length; rowOffset += rowLimit) {
      const paged = { ...query, rowOffset, rowLimit };
      const answer = await callApi(h.app, R.AgedOwnerBalanceDetail, { query: paged }, token);
      expect([answer.body.rowCount, answer.body.rowOffset]).toEqual([whole.length, rowOffset]);
      pages.push(...answer.body.rows);
    }
    expect(pages, `${query.asOfDate} in pages of ${rowLimit}`).toEqual(whole);
  }
  return whole.map((r) => `${r.cells.account} ${r.cells.owner} ${r.cells.code ?? ''}`.trim());
}

describe.each(testDatabases())('AR reports on $name', (testDb) => {
  const h = useApp(testDb);

  it('ages owner balances with credits paying the oldest charges first', async () => {
    const w = await ledgerWorld(h);
    const query = { communityAgentId: w.communityId, asOfDate: '2026-05-31' };
    const aged = await callApi(h.app, R.AgedOwnerBalanceDetail, { query }, w.token);
    expect(aged.status).toBe(200);
    const cells = aged.body.rows.map((r) => [
      r.cells.account,
      r.cells.code,
      r.cells.current,
      r.cells.days30,
      r.cells.days60,
      r.cells.days90,
      r.cells.total,
    ]);
    expect(cells).toEqual([
      ['A-001', 'ASMT', 0, 25_000, 20_000, 0, 45_000],
      ['A-002', 'ASMT', 0, 25_000, 25_000, 25_000, 75_000],
      ['A-002', 'PP', -10_000, 0, 0, 0, -10_000],
      ['Total', undefined, -10_000, 50_000, 45_000, 25_000, 110_000],
    ]);
    expect(aged.body.rowCount).toBeUndefined();
    // The screen's pages: rowLimit rows from rowOffset, with how many the report has; a file has
    // them all whatever page is asked for.
    const page = async (rowOffset: number, rowLimit: number) => {
      const answer = await callApi(
        h.app,
        R.AgedOwnerBalanceDetail,
        { query: { ...query, rowOffset, rowLimit } },
        w.token,
      );
      const { rows, rowCount } = answer.body;
      return [rows.map((r) => `${r.cells.account} ${r.cells.code ?? ''}`), rowCount, answer.status];
    };
    expect(await page(1, 2)).toEqual([['A-002 ASMT', 'A-002 PP'], 4, 200]);
    expect(await page(3, 2)).toEqual([['Total '], 4, 200]);
    expect(await page(10, 500)).toEqual([[], 4, 200]);
    for (const [rowOffset, rowLimit] of [
      [0, 0],
      [0, 5001],
      [-1, 10],
    ] as const) {
      const bad = await callApi(
        h.app,
        R.AgedOwnerBalanceDetail,
        { query: { ...query, rowOffset, rowLimit } },
        w.token,
      );
      expect(bad.status).toBe(400);
    }
    // Its pages put together are the report, and another report's (cut from the whole) too.
    for (const name of ['AgedOwnerBalanceDetail', 'OwnerBalance'] as const) {
      const whole = (await callApi(h.app, R[name], { query }, w.token)).body.rows;
      const pages = [];
      for (let rowOffset = 0; rowOffset < whole.length; rowOffset += 2) {
        const paged = { ...query, rowOffset, rowLimit: 2 };
        const answer = await callApi(h.app, R[name], { query: paged }, w.token);
        expect(answer.body.rowCount, name).toBe(whole.length);
        pages.push(...answer.body.rows);
      }
      expect(pages, name).toEqual(whole);
    }
    const xlsx = await fetchFile(
      h.app,
      R.AgedOwnerBalanceDetail,
      { ...query, format: 2, rowOffset: 1, rowLimit: 1 },
      w.token,
    );
    expect((await sheetRows(xlsx.body)).flat()).toContain('A-001');
    // On Apr 30 the waive pays March and $50.00 of April for owner one; owner two's March is 60 days.
    const april = await callApi(
      h.app,
      R.GetAccountsReceivableSummary,
      { query: { ...query, asOfDate: '2026-04-30' } },
      w.token,
    );
    expect(
      april.body.rows.map((r) => [
        r.cells.code,
        r.cells.current,
        r.cells.days30,
        r.cells.days60,
        r.cells.total,
      ]),
    ).toEqual([
      ['ASMT', 45_000, 0, 25_000, 70_000],
      ['PP', -10_000, 0, 0, -10_000],
      ['Total', 35_000, 0, 25_000, 60_000],
    ]);
  });

  it('reads an aged balance page from its owners alone, as the whole report has it', async () => {
    // Six homes charged ASMT on Mar 1 ($100.00 times their number); homes 1, 3 and 5 LATE $25.00
    // on May 20; home 4 pays its charge on Apr 5 (no row), home 6 pays $1,000.00 (a credit).
    const company = await createTestCompany(h.database);
    const { companyId } = company;
    const communityId = company.communityIds[0] ?? 0;
    const w = await setUpReceivables(h.database, companyId, communityId, 6);
    const inTx = <T>(fn: Parameters<typeof h.database.withTenant<T>>[1]) =>
      h.database.withTenant({ companyId, userId: null }, fn);
    const post = async (
      txnTypeId: number,
      date: string,
      lines: Parameters<typeof insertAccruedItem>[5],
    ) => {
      const id = await insertAccruedItem(
        h.database,
        companyId,
        communityId,
        txnTypeId,
        date,
        lines,
      );
      await inTx((tx) => postReceivableItems(tx, companyId, [id]));
    };
    const income = w.account.income;
    const owners = w.homes.map((home) => home.ownerId);
    await post(
      TxnTypeId.ApplyCharges,
      '2026-03-01',
      owners.map((ownerId, i) => ({
        ownerId,
        codeId: w.code.ASMT,
        amountCents: 10_000 * (i + 1),
        accountId: income,
      })),
    );
    await post(
      TxnTypeId.ApplyCharges,
      '2026-05-20',
      owners
        .filter((_, i) => i % 2 === 0)
        .map((ownerId) => ({
          ownerId,
          codeId: w.code.LATE,
          amountCents: 2_500,
          accountId: income,
        })),
    );
    const cash = w.books.account.cash;
    const pay = (i: number, amountCents: number) => ({
      ownerId: owners[i] ?? 0,
      codeId: w.code.ASMT,
      amountCents,
      isDebit: false,
      accountId: cash,
    });
    await post(TxnTypeId.CashReceiptsManual, '2026-04-05', [pay(3, 40_000), pay(5, 100_000)]);
    const token = await signIn(h.app, company.admin.userName);
    const query = { communityAgentId: communityId, asOfDate: '2026-05-31' };
    const rows = await agedPagesAgree(h, token, query);
    expect(rows).toHaveLength(9);
    // Before the late fees and the payments: lines after the date are taken off the balances.
    expect(await agedPagesAgree(h, token, { ...query, asOfDate: '2026-04-04' })).toHaveLength(7);
    // An owner the read model leaves out (removed) is named from its rows, in its place.
    const second = owners[1] ?? 0;
    await inTx((tx) => tx.execute(sql`update agents set is_deleted = true where id = ${second}`));
    const [left] = await inTx((tx) =>
      queryRows(
        tx,
        sql`select count(*)::int as n from ownership_search where agent_id = ${second}`,
      ),
    );
    expect(left).toEqual({ n: 0 });
    expect(await agedPagesAgree(h, token, query)).toEqual(rows);
  });

  it('ages the charges a returned check had paid from their own dates (issue 18)', async () => {
    // Owner one's $404.32 check of Jan 5 paid ASMT $250.00 (Jan 1) and SPEC $154.32 (Jan 3) and
    // came back on Jan 12 with a $30.00 NSF fee on LATE (returned-check-factories). On Jan 31
    // ASMT is 30 days old (was current: aged from the return, 19 days), SPEC 28 days, the fee 19.
    const w = await returnedCheckWorld(h);
    const report = async (
      name: 'AgedOwnerBalanceDetail' | 'GetAccountsReceivableSummary',
      asOfDate: string,
    ) => {
      const query = { communityAgentId: w.communityId, asOfDate };
      const res = await callApi(h.app, R[name], { query }, w.token);
      expect(res.status).toBe(200);
      return res.body.rows.map((r) => [
        r.cells.account ?? r.cells.code,
        r.cells.code,
        r.cells.current,
        r.cells.days30,
        r.cells.days60,
        r.cells.total,
      ]);
    };
    expect(await report('AgedOwnerBalanceDetail', '2026-01-31')).toEqual([
      ['A-001', 'ASMT', 0, 25_000, 0, 25_000],
      ['A-001', 'LATE', 3_000, 0, 0, 3_000],
      ['A-001', 'SPEC', 15_432, 0, 0, 15_432],
      ['Total', undefined, 18_432, 25_000, 0, 43_432],
    ]);
    expect(await report('GetAccountsReceivableSummary', '2026-01-31')).toEqual([
      ['ASMT', 'ASMT', 0, 25_000, 0, 25_000],
      ['LATE', 'LATE', 3_000, 0, 0, 3_000],
      ['SPEC', 'SPEC', 15_432, 0, 0, 15_432],
      ['Total', 'Total', 18_432, 25_000, 0, 43_432],
    ]);
    // The owner whose check came back is summed from its open lines, in pages too.
    await agedPagesAgree(h, w.token, { communityAgentId: w.communityId, asOfDate: '2026-01-31' });
    // On Jan 11 the check still stands: both owners owe nothing.
    expect(await report('AgedOwnerBalanceDetail', '2026-01-11')).toEqual([
      ['Total', undefined, 0, 0, 0, 0],
    ]);
  });

  it('gives owner balances, filtered and prepaid, AR activity and owner activity', async () => {
    const w = await ledgerWorld(h);
    const base = { communityAgentId: w.communityId, asOfDate: '2026-05-31' };
    const net = async (name: Name, extra: Record<string, string | number> = {}) =>
      (await callApi(h.app, R[name], { query: { ...base, ...extra } }, w.token)).body.rows.map(
        (r) => [r.cells.account, r.cells.net ?? r.cells.prepaid],
      );
    expect(await net('OwnerBalance')).toEqual([
      ['A-001', 45_000],
      ['A-002', 65_000],
      ['Total', 110_000],
    ]);
    expect(
      await net('FilteredOwnerBalance', { balanceOperatorId: 3, balanceAmount: 50_000 }),
    ).toEqual([
      ['A-002', 65_000],
      ['Total', 65_000],
    ]);
    expect(await net('PrepaidOwners')).toEqual([
      ['A-002', 10_000],
      ['Total', 10_000],
    ]);
    const activity = await callApi(
      h.app,
      R.OwnerARActivity,
      {
        query: { communityAgentId: w.communityId, startDate: '2026-04-01', endDate: '2026-04-30' },
      },
      w.token,
    );
    expect(
      activity.body.rows.map((r) => [
        r.cells.account,
        r.cells.beginning,
        r.cells.charges,
        r.cells.credits,
        r.cells.ending,
      ]),
    ).toEqual([
      ['A-001', 25_000, 25_000, 30_000, 20_000],
      ['A-002', 25_000, 25_000, 10_000, 40_000],
      ['Total', 50_000, 50_000, 40_000, 60_000],
    ]);
    // Owner activity: a removed late fee shows only with includeDeleted.
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const fee = await w.post(TxnTypeId.LateFee, '2026-05-16', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    await callApi(h.app, contract.ownerLedger.RemoveItem, { body: { itemId: fee } }, w.token);
    const range = {
      communityAgentId: w.communityId,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    };
    const lines = async (includeDeleted: 'true' | 'false') =>
      (
        await callApi(h.app, R.OwnerActivity, { query: { ...range, includeDeleted } }, w.token)
      ).body.rows.map((r) => [r.cells.code ?? r.cells.date, r.cells.balance]);
    expect(await lines('false')).toEqual([
      ['A-001', 20_000],
      ['ASMT', 45_000],
      ['A-002', 40_000],
      ['ASMT', 65_000],
    ]);
    expect((await lines('true')).filter(([code]) => code === 'LATE')).toEqual([
      ['LATE', 47_500],
      ['LATE', 45_000],
    ]);
  });

  it('sums owner balances per code, agreeing with the owner balance report to the cent', async () => {
    const w = await ledgerWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    // A late fee of $12.34 for owner one and a $0.01 credit on SPEC for owner two (May 20).
    await w.post(TxnTypeId.LateFee, '2026-05-20', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 1_234,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    await w.post(TxnTypeId.Waive, '2026-05-20', [
      {
        ownerId: two.ownerId,
        codeId: w.code.SPEC,
        amountCents: 1,
        isDebit: false,
        accountId: w.account.income,
      },
    ]);
    const summary = async (asOfDate: string) => {
      const query = { communityAgentId: w.communityId, asOfDate };
      const res = await callApi(h.app, R.OwnerBalanceSummary, { query }, w.token);
      expect(res.status).toBe(200);
      const balance = await callApi(h.app, R.OwnerBalance, { query }, w.token);
      const total = balance.body.rows.find((r) => r.style === 'total');
      const mine = res.body.rows.find((r) => r.style === 'total');
      // The totals are the owner balance report's, to the cent.
      expect([mine?.cells.balance, mine?.cells.prepaid, mine?.cells.net]).toEqual([
        total?.cells.balance,
        total?.cells.prepaid,
        total?.cells.net,
      ]);
      return res.body.rows.map((r) => [
        r.cells.code,
        r.cells.owners,
        r.cells.balance,
        r.cells.prepaid,
        r.cells.net,
      ]);
    };
    expect(await summary('2026-05-31')).toEqual([
      ['ASMT', 2, 120_000, null, 120_000],
      ['LATE', 1, 1_234, null, 1_234],
      ['SPEC', 0, -1, null, -1],
      ['PP', 1, null, 10_000, -10_000],
      ['Total', 2, 121_233, 10_000, 111_233],
    ]);
    // On Apr 12: March and April charged, owner two's prepaid credit taken, the waive not yet.
    expect(await summary('2026-04-12')).toEqual([
      ['ASMT', 2, 100_000, null, 100_000],
      ['PP', 1, null, 10_000, -10_000],
      ['Total', 2, 100_000, 10_000, 90_000],
    ]);
    expect((await summary('2026-02-28')).map((r) => r[0])).toEqual(['Total']);
  });

  it('downloads every AR report as a PDF and as xlsx whose totals agree', async () => {
    const w = await ledgerWorld(h);
    const query = {
      communityAgentId: w.communityId,
      asOfDate: '2026-05-31',
      startDate: '2026-03-01',
      endDate: '2026-05-31',
    };
    expect(Object.keys(R)).toEqual(ArReports.map((r) => r.Name));
    for (const name of Object.keys(R) as Name[]) {
      const pdf = await fetchFile(h.app, R[name], { ...query, format: 0 }, w.token);
      expect(pdf.status, name).toBe(200);
      expect(pdf.body.subarray(0, 4).toString(), name).toBe('%PDF');
      const xlsx = await fetchFile(h.app, R[name], { ...query, format: 2 }, w.token);
      expect(xlsx.status, name).toBe(200);
      const rows = await sheetRows(xlsx.body);
      const json = (await callApi(h.app, R[name], { query }, w.token)).body;
      expect(rows[0]?.[0], name).toBe(json.title);
      const total = json.rows.find((r) => r.style === 'total');
      if (total) {
        const money = json.columns.filter((c) => c.kind === 'money').map((c) => c.key);
        const last = rows[rows.length - 1] ?? [];
        for (const key of money) {
          const cents = total.cells[key];
          if (typeof cents === 'number') expect(last, `${name} ${key}`).toContain(cents / 100);
        }
      }
    }
  });

  it('needs read access to owners (403) and the caller’s company (404); a bad range is 400', async () => {
    const w = await ledgerWorld(h);
    const query = { communityAgentId: w.communityId };
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const noClaim = await signIn(h.app, user.userName);
    expect((await callApi(h.app, R.OwnerBalance, { query }, noClaim)).status).toBe(403);
    expect((await callApi(h.app, R.OwnerBalanceSummary, { query }, noClaim)).status).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await callApi(h.app, R.AgedOwnerBalanceDetail, { query }, stranger)).status).toBe(404);
    expect((await callApi(h.app, R.OwnerBalanceSummary, { query }, stranger)).status).toBe(404);
    const bad = await callApi(
      h.app,
      R.OwnerActivity,
      { query: { ...query, startDate: '2026-05-31', endDate: '2026-05-01' } },
      w.token,
    );
    expect(bad.status).toBe(400);
  });
});
