import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef, type ReportDataJson } from '@hoa/contract';
import { AccountTypeId as T, Messages, type CustomReportDefinitionInput } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { journalBooks, type JournalBooks, poolCostCenter } from '../../../test/journal-factories';
import { setUpBooks } from '../../../test/ledger-factories';
import {
  postLines,
  postWorkedEntries,
  reportPdfText,
  saveMonthlyBudget,
  sheetValues,
} from '../../../test/reports-factories';

const C = contract.customReports;
const R = contract.reports;

const twoGroups: CustomReportDefinitionInput = {
  ReportType: 2,
  Statement: 'IncomeStatement',
  Columns: ['actual', 'budget', 'variance'],
  Groups: [
    { Name: 'Dues', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Income, Sequence: 1 }] },
    {
      Name: 'Upkeep',
      Sequence: 2,
      Accounts: [{ TopsAgentAccountTypeId: T.Expenses, Sequence: 1 }],
    },
  ],
};

const cellsOf = (report: ReportDataJson, name: string) =>
  report.rows.find((r) => r.cells.name === name)?.cells;

describe.each(testDatabases())('custom reports on $name', (testDb) => {
  const h = useApp(testDb);

  async function books(tier = 3) {
    const j = await journalBooks(h, { tier });
    await postWorkedEntries(h, j);
    return j;
  }

  const save = (j: JournalBooks, Name: string, Definition: CustomReportDefinitionInput) =>
    callApi(h.app, C.SaveCustomReport, { body: { Name, Definition } }, j.token);

  const render = async <E extends EndpointDef>(j: JournalBooks, endpoint: E, body: object) => {
    const res = await callApi(h.app, endpoint, { body: body as never }, j.token);
    expect(res.status, res.errorMessage).toBe(200);
    return res.body as ReportDataJson;
  };

  const standard = async (j: JournalBooks, endpoint: EndpointDef, query: object) => {
    const res = await callApi(
      h.app,
      endpoint,
      { query: { communityAgentId: j.communityId, ...query } as never },
      j.token,
    );
    expect(res.status, res.errorMessage).toBe(200);
    return res.body as ReportDataJson;
  };

  const file = async (j: JournalBooks, url: string, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${j.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { type: String(res.headers['content-type']), body: res.rawPayload };
  };

  it('a custom balance sheet in the default grouping has the balance sheet’s totals, in every format', async () => {
    const j = await books();
    const saved = await save(j, 'Board balance sheet', {
      ReportType: 2,
      Statement: 'BalanceSheet',
    });
    expect(saved.status, saved.errorMessage).toBe(200);
    const id = saved.body.CustomReportId;
    const asOfDate = '2026-03-31';
    const custom = await render(j, C.CustomFinancialStatement, {
      CustomReportId: id,
      communityAgentId: j.communityId,
      asOfDate,
    });
    const bs = await standard(j, R.BalanceSheet, { asOfDate });
    for (const total of [
      'Total Assets',
      'Total Liabilities',
      'Total Equity',
      'Total Liabilities and Equity',
    ]) {
      expect(cellsOf(custom, total)?.amount, total).toBe(cellsOf(bs, total)?.amount);
    }
    expect(cellsOf(custom, 'Total Assets')?.amount).toBe(574_950);
    expect(custom.title).toBe('Board balance sheet');

    const body = { CustomReportId: id, communityAgentId: j.communityId, asOfDate };
    const pdf = await file(j, C.CustomFinancialStatement.path, { ...body, format: 0 });
    expect(pdf.type).toContain('application/pdf');
    expect(reportPdfText(pdf.body)).toMatch(/Total Assets\s+\$5,749\.50/);
    for (const format of [1, 2]) {
      const xlsx = await file(j, C.CustomFinancialStatement.path, { ...body, format });
      expect(await sheetValues(xlsx.body)).toContain('Total Liabilities and Equity');
    }
    const docx = await file(j, C.CustomFinancialStatement.path, { ...body, format: 3 });
    expect(docx.type).toContain('wordprocessingml');
  });

  it('a custom income statement: actual is the income statement’s, budget the budget’s, variance favorable', async () => {
    const j = await books();
    await saveMonthlyBudget(h, j, [
      [j.books.account.income, 200_000],
      [j.books.account.expense, 50_000],
    ]);
    const saved = await save(j, 'Dues and upkeep', twoGroups);
    const periodId = j.books.periodIds[1] ?? 0; // February
    const custom = await render(j, C.CustomFinancialStatement, {
      CustomReportId: saved.body.CustomReportId,
      communityAgentId: j.communityId,
      periodId,
    });
    expect(custom.columns.map((c) => c.key)).toEqual([
      'number',
      'name',
      'actual',
      'budget',
      'variance',
    ]);
    expect(custom.rows.filter((r) => r.style === 'section').map((r) => r.cells.name)).toEqual([
      'Dues',
      'Upkeep',
    ]);
    const is = await standard(j, R.IncomeStatement, { periodId });
    const budgets = await standard(j, R.Budgets, { fiscalYearId: j.books.fiscalYearId });
    const landscaping = cellsOf(custom, 'Landscaping');
    expect(landscaping?.actual).toBe(cellsOf(is, 'Landscaping')?.period);
    expect(landscaping?.budget).toBe(
      budgets.rows.find((r) => String(r.cells.account).endsWith('Landscaping'))?.cells.p2,
    );
    expect(landscaping).toMatchObject({ actual: 120_000, budget: 50_000, variance: -70_000 });
    const net = cellsOf(custom, 'Net Income');
    expect(net?.actual).toBe(cellsOf(is, 'Net Income')?.period);
    expect(net).toMatchObject({ actual: -120_000, budget: 150_000, variance: -270_000 });
  });

  it('a reserve statement by cost center: a section per cost center with its own balances', async () => {
    const j = await journalBooks(h, { tier: 3 });
    const { cash, income } = j.books.account;
    const poolId = await poolCostCenter(h, j);
    await postLines(h, j, '2026-01-10', [
      [cash, 10_000, 0, poolId],
      [income, 0, 10_000, poolId],
    ]);
    await postLines(h, j, '2026-02-02', [
      [cash, 7_000, 0, poolId],
      [income, 0, 7_000, poolId],
    ]);
    const saved = await save(j, 'Pool funds', {
      ReportType: 2,
      Statement: 'ReserveStatement',
      ByCostCenter: true,
      Groups: [
        { Name: 'Funds', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Cash, Sequence: 1 }] },
      ],
    });
    expect(saved.status, saved.errorMessage).toBe(200);
    const report = await render(j, C.CustomFinancialStatement, {
      CustomReportId: saved.body.CustomReportId,
      communityAgentId: j.communityId,
      periodId: j.books.periodIds[1] ?? 0,
    });
    expect(report.columns.map((c) => c.key)).toEqual([
      'number',
      'name',
      'beginning',
      'change',
      'ending',
    ]);
    expect(report.rows[0]?.cells.name).toBe('Cost center 20 Pool');
    expect(cellsOf(report, 'Operating Cash')).toMatchObject({
      beginning: 10_000,
      change: 7_000,
      ending: 17_000,
    });
  });

  it('several communities, a portfolio report, and the caller’s community list', async () => {
    const j = await books();
    const bs = await save(j, 'Sheets', { ReportType: 2, Statement: 'BalanceSheet' });
    const both = await render(j, C.CustomFinancialStatements, {
      CustomReportId: bs.body.CustomReportId,
      agentIds: j.company.communityIds,
      asOfDate: '2026-03-31',
    });
    expect(both.rows.filter((r) => r.style === 'section' && r.indent === undefined)).toHaveLength(
      2,
    );
    const other = await journalBooks(h);
    const refused = await callApi(
      h.app,
      C.CustomFinancialStatements,
      {
        body: {
          CustomReportId: bs.body.CustomReportId,
          agentIds: [j.communityId, other.communityId],
        },
      },
      j.token,
    );
    // Another company's community is not found.
    expect(refused.status).toBe(404);

    const portfolio = await save(j, 'Portfolio', {
      ReportType: 1,
      Figures: ['Cash', 'OwnersReceivable', 'NetIncome'],
    });
    const report = await render(j, C.GetCustomPortfolioReport, {
      CustomReportId: portfolio.body.CustomReportId,
      asOfDate: '2026-03-31',
    });
    expect(report.columns.map((c) => c.key)).toEqual([
      'community',
      'Cash',
      'OwnersReceivable',
      'NetIncome',
    ]);
    expect(report.rows).toHaveLength(3);
    expect(report.rows[0]?.cells).toMatchObject({ Cash: 424_950, OwnersReceivable: 150_000 });
    expect(report.rows[2]?.cells).toMatchObject({ community: 'Total', Cash: 424_950 });
    const wrongType = await callApi(
      h.app,
      C.CustomFinancialStatement,
      {
        body: { CustomReportId: portfolio.body.CustomReportId, communityAgentId: j.communityId },
      },
      j.token,
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.errorCode).toBe('CustomReportNotFinancial');
    expect(wrongType.errorMessage).toBe('This custom report is not a financial statement.');
    const notPortfolio = await callApi(
      h.app,
      C.GetCustomPortfolioReport,
      { body: { CustomReportId: bs.body.CustomReportId } },
      j.token,
    );
    expect(notPortfolio.errorCode).toBe('CustomReportNotPortfolio');
  });

  it('several communities’ statements and portfolio are each community’s own, read at once', async () => {
    const j = await books();
    const secondId = j.company.communityIds[1] ?? 0;
    const secondBooks = await setUpBooks(h.database, j.company.companyId, secondId, 2026);
    const second: JournalBooks = { ...j, communityId: secondId, books: secondBooks };
    const { cash, income, expense } = secondBooks.account;
    await poolCostCenter(h, j);
    const gateId = await poolCostCenter(h, second, '30', 'Gate');
    await postLines(h, second, '2026-01-12', [
      [cash, 90_000, 0, gateId],
      [income, 0, 90_000, gateId],
    ]);
    await postLines(h, second, '2026-02-03', [
      [expense, 25_000, 0],
      [cash, 0, 25_000],
    ]);
    await saveMonthlyBudget(h, j, [[j.books.account.income, 60_000]]);
    await saveMonthlyBudget(h, second, [[income, 40_000]]);
    const ids = [j.communityId, secondId];
    const definitions: CustomReportDefinitionInput[] = [
      { ReportType: 2, Statement: 'BalanceSheet' },
      twoGroups,
      { ReportType: 2, Statement: 'ReserveStatement', ByCostCenter: true },
    ];
    for (const [i, Definition] of definitions.entries()) {
      const saved = await save(j, `Statement ${String(i)}`, Definition);
      const asked = { CustomReportId: saved.body.CustomReportId, asOfDate: '2026-02-28' };
      const several = await render(j, C.CustomFinancialStatements, { ...asked, agentIds: ids });
      const each = [];
      for (const communityAgentId of ids) {
        const own = await render(j, C.CustomFinancialStatement, { ...asked, communityAgentId });
        each.push({ cells: { number: null, name: own.subtitle[1] }, style: 'section' });
        each.push(...own.rows.map((r) => ({ ...r, indent: (r.indent ?? 0) + 1 })));
      }
      expect(several.rows).toEqual(each);
    }
    const portfolio = await save(j, 'Portfolio', {
      ReportType: 1,
      Figures: ['Cash', 'OwnersReceivable', 'NetIncome'],
    });
    const asked = { CustomReportId: portfolio.body.CustomReportId, asOfDate: '2026-02-28' };
    const all = await render(j, C.GetCustomPortfolioReport, { ...asked, agentIds: ids });
    for (const [i, id] of ids.entries()) {
      const own = await render(j, C.GetCustomPortfolioReport, { ...asked, agentIds: [id] });
      expect(all.rows[i]).toEqual(own.rows[0]);
    }
    expect(all.rows[1]?.cells).toMatchObject({ Cash: 65_000, NetIncome: 65_000 });
  });

  it('the designer needs paywall tier 3, with the spec’s message', async () => {
    const j = await books(1);
    const refused = await save(j, 'Nope', twoGroups);
    expect(refused.status).toBe(403);
    expect(refused.errorMessage).toBe(
      'Access denied based upon your subscription. Please contact your account manager to upgrade.',
    );
    expect(refused.errorMessage).toBe(Messages.subscriptionAccessDenied);
    const deleted = await callApi(h.app, C.DeleteCustomReport, { params: { id: 1 } }, j.token);
    expect(deleted.errorCode).toBe('SubscriptionAccessDenied');
    expect((await callApi(h.app, C.GetCustomReports, {}, j.token)).body).toEqual([]);
  });

  it('claims, other companies and bad input', async () => {
    const j = await books();
    const saved = await save(j, 'Mine', twoGroups);
    const id = saved.body.CustomReportId;
    const reader = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [
        { ...fullGrant('glaccounts'), CanCreate: false, CanUpdate: false, CanDelete: false },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const listed = await callApi(h.app, C.GetCustomReports, {}, readerToken);
    expect(listed.body.map((r) => r.Name)).toEqual(['Mine']);
    const readerSave = await callApi(
      h.app,
      C.SaveCustomReport,
      { body: { Name: 'Theirs', Definition: twoGroups } },
      readerToken,
    );
    expect(readerSave.status).toBe(403);
    const nobody = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [],
    });
    const nobodyToken = await signIn(h.app, nobody.userName);
    expect((await callApi(h.app, C.GetCustomReports, {}, nobodyToken)).status).toBe(403);

    const other = await journalBooks(h, { tier: 3 });
    const theirs = await callApi(
      h.app,
      C.GetCustomReport,
      { query: { customReportId: id } },
      other.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.errorMessage).toBe('The custom report was not found.');
    expect(
      (await callApi(h.app, C.DeleteCustomReport, { params: { id } }, other.token)).status,
    ).toBe(404);

    const twice = await save(j, 'mine', twoGroups);
    expect(twice.status).toBe(409);
    expect(twice.errorMessage).toBe('A custom report named mine already exists.');
    const bad = await save(j, 'Bad', {
      ...twoGroups,
      Groups: [
        { Name: 'A', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Income, Sequence: 1 }] },
        { Name: 'B', Sequence: 2, Accounts: [{ TopsAgentAccountTypeId: T.Income, Sequence: 1 }] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toContain('The account type Income is in more than one group.');
    const badColumn = await save(j, 'Bad', { ...twoGroups, Columns: ['amount'] });
    expect(badColumn.errorMessage).toContain('The column amount is not on the Income Statement.');
    expect((await callApi(h.app, C.GetCustomReports, {}, j.token)).body).toHaveLength(1);

    const removed = await callApi(h.app, C.DeleteCustomReport, { params: { id } }, j.token);
    expect(removed.status).toBe(200);
    expect((await callApi(h.app, C.GetCustomReports, {}, j.token)).body).toEqual([]);
  });

  it('report settings and section settings change the rendered file', async () => {
    const j = await books();
    const S = contract.reportSettings;
    const defaults = await callApi(h.app, S.GetReportSettings, {}, j.token);
    expect(defaults.body).toEqual({
      Orientation: 1,
      FontSize: 2,
      PageWidth: 850,
      PageHeight: 1100,
    });
    const query = { communityAgentId: String(j.communityId), asOfDate: '2026-03-31', format: '0' };
    const pdf = async () => {
      const res = await h.app.inject({
        method: 'GET',
        url: R.BalanceSheet.path,
        query,
        headers: { authorization: `Bearer ${j.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const before = await pdf();
    expect(pageSize(before)).toBe('612 x 792');
    expect(reportPdfText(before)).toMatch(/1000\s+Operating Cash/);

    const savedSettings = await callApi(
      h.app,
      S.SaveReportSettings,
      { body: { Orientation: 2, FontSize: 3, PageWidth: 850, PageHeight: 1400 } },
      j.token,
    );
    expect(savedSettings.status).toBe(200);
    expect(pageSize(await pdf())).toBe('1008 x 612');

    const noSection = await callApi(
      h.app,
      S.GetReportSectionSettings,
      { query: { reportName: 'BalanceSheet' } },
      j.token,
    );
    expect(noSection.body).toEqual({
      ReportName: 'BalanceSheet',
      HideZeroBalances: false,
      ShowAccountNumbers: true,
      ShowSubtotals: true,
    });
    const sections = await callApi(
      h.app,
      S.SaveReportSectionSettings,
      { body: { ReportName: 'BalanceSheet', ShowAccountNumbers: false, ShowSubtotals: false } },
      j.token,
    );
    expect(sections.body).toMatchObject({ ShowAccountNumbers: false, HideZeroBalances: false });
    const text = reportPdfText(await pdf());
    expect(text).not.toMatch(/1000\s+Operating Cash/);
    expect(text).toContain('Operating Cash');
    expect(text).not.toContain('Total Cash');
    const json = await standard(j, R.BalanceSheet, { asOfDate: '2026-03-31' });
    expect(json.columns.map((c) => c.key)).toEqual(['name', 'amount']);

    const unknown = await callApi(
      h.app,
      S.SaveReportSectionSettings,
      { body: { ReportName: 'NoSuchReport' } },
      j.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.errorMessage).toBe('There is no report named “NoSuchReport”.');
    const badPage = await callApi(
      h.app,
      S.SaveReportSettings,
      { body: { PageWidth: 900 } },
      j.token,
    );
    expect(badPage.status).toBe(400);
  });
});

/** A PDF's first page size in points ('612 x 792'), by pdfinfo. */
function pageSize(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'custom-')), 'report.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file]).toString();
  return /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1] ?? '';
}
