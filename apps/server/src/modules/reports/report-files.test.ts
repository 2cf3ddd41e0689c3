import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages, type PermissionClaim } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import {
  fetchFile,
  postWorkedEntries,
  reportPdfText as pdfText,
  saveMonthlyBudgets,
  sheetValues,
} from '../../../test/reports-factories';

const R = contract.reports;
type ReportName = Exclude<keyof typeof R, 'GetReportAccountList'>;

// Each report with its dates, a text its PDF must show and a value its xlsx must hold.
const cases: [ReportName, Record<string, string>, string, unknown][] = [
  ['TrialBalance', { asOfDate: '2026-03-31' }, '$8,400.00', 8400],
  ['BalanceSheet', { asOfDate: '2026-03-31' }, 'Total Liabilities and Equity', 5749.5],
  ['IncomeStatement', { startDate: '2026-03-01', endDate: '2026-03-31' }, '$3,349.50', 3349.5],
  ['CashFlow', { startDate: '2026-01-01', endDate: '2026-03-31' }, '$4,249.50', 2249.5],
  ['GeneralLedgerDetail', { startDate: '2026-01-01', endDate: '2026-03-31' }, '01/20/2026', 5500],
  ['JournalEntry', { startDate: '2026-03-01', endDate: '2026-03-31' }, '$1,250.50', 1250.5],
  ['Budgets', { fiscalYearId: '' }, 'Jan 2026', 24000],
  ['BudgetsVersusActual', { periodId: '' }, 'Var %', -150.5],
  ['OutOfBalance', {}, 'No entry is out of balance', 'Out of Balance'],
];

describe.each(testDatabases())('report files on $name', (testDb) => {
  const h = useApp(testDb);

  async function books(): Promise<JournalBooks> {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    await saveMonthlyBudgets(h, j);
    return j;
  }

  const queryFor = (j: JournalBooks, dates: Record<string, string>) => ({
    communityAgentId: j.communityId,
    ...dates,
    ...('fiscalYearId' in dates ? { fiscalYearId: j.books.fiscalYearId } : {}),
    ...('periodId' in dates ? { periodId: j.books.periodIds[2] ?? 0 } : {}),
  });

  it('renders every report as a PDF whose text reads back and as xlsx that exceljs opens', async () => {
    const j = await books();
    for (const [name, dates, text, value] of cases) {
      const query = queryFor(j, dates);
      const pdf = await fetchFile(h.app, R[name], { ...query, format: 0 }, j.token);
      expect(pdf.status, name).toBe(200);
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.disposition).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      const read = pdfText(pdf.body);
      expect(read, name).toContain(text);
      expect(read).toContain('Page 1 of');

      const xlsx = await fetchFile(h.app, R[name], { ...query, format: 2 }, j.token);
      expect(xlsx.status, name).toBe(200);
      expect(xlsx.disposition).toMatch(/\.xlsx"$/);
      const values = await sheetValues(xlsx.body);
      expect(values[0], name).toBe((await callApi(h.app, R[name], { query }, j.token)).body.title);
      expect(values, name).toContain(value);
    }
  });

  it('renders xls and Word files too', async () => {
    const j = await books();
    const query = { communityAgentId: j.communityId, asOfDate: '2026-03-31' };
    const xls = await fetchFile(h.app, R.TrialBalance, { ...query, format: 1 }, j.token);
    // Excel xls (1) is answered with the xlsx workbook (docs/decisions.md).
    expect(xls.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xls.disposition).toMatch(/\.xlsx"$/);
    const values = await sheetValues(xls.body);
    const at = values.indexOf('Operating Cash');
    expect(values.slice(at - 1, at + 2)).toEqual(['1000', 'Operating Cash', 4249.5]);
    const word = await fetchFile(h.app, R.TrialBalance, { ...query, format: 3 }, j.token);
    expect(word.disposition).toMatch(/\.docx"$/);
    const xml =
      (await (await JSZip.loadAsync(word.body)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('$8,400.00');
    const bad = await fetchFile(h.app, R.TrialBalance, { ...query, format: 4 }, j.token);
    expect(bad.status).toBe(400);
  });

  it('needs read access to glaccounts and the community on the list (403), in the company (404)', async () => {
    const j = await books();
    const withClaims = async (claims: PermissionClaim[], communityIds = [j.communityId]) => {
      const user = await addUser(h.database, j.company.companyId, {
        communityIds,
        grants: claims.map(fullGrant),
      });
      return signIn(h.app, user.userName);
    };
    const query = { communityAgentId: j.communityId, asOfDate: '2026-03-31' };
    const noClaim = await withClaims(['gljournalentries']);
    const denied = await callApi(h.app, R.TrialBalance, { query }, noClaim);
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    expect((await fetchFile(h.app, R.BalanceSheet, { ...query, format: 0 }, noClaim)).status).toBe(
      403,
    );
    const offList = await withClaims(['glaccounts'], []);
    const notListed = await callApi(h.app, R.TrialBalance, { query }, offList);
    expect(notListed.status).toBe(403);
    expect(notListed.errorMessage).toBe(Messages.communityNotOnList);
    const other = await journalBooks(h);
    const foreign = await callApi(h.app, R.TrialBalance, { query }, other.token);
    expect(foreign.status).toBe(404);
    const foreignCostCenter = await callApi(
      h.app,
      R.TrialBalance,
      { query: { ...query, costCenterId: 999_999_999 } },
      j.token,
    );
    expect(foreignCostCenter.status).toBe(404);
  });

  it('lists a report’s accounts by number range, cost center and fund types', async () => {
    const j = await books();
    const list = (body: Record<string, unknown>, token = j.token) =>
      callApi(h.app, R.GetReportAccountList, { body: { AgentId: j.communityId, ...body } }, token);
    const range = await list({ StartAccountNumber: '1000', EndAccountNumber: '2000' });
    expect(range.body.map((a) => [a.AccountNumber, a.AccountTypeName, a.FundTypeId])).toEqual([
      ['1000', 'Cash', 1],
      ['1200', 'Receivables', 1],
      ['2000', 'Current Liabilities', 1],
    ]);
    expect((await list({ FundTypeIds: [2] })).body).toEqual([]);
    expect((await list({ FundTypeIds: [1] })).body).toHaveLength(6);
    expect((await list({ FundTypeIds: [9] })).status).toBe(400);
    const other = await journalBooks(h);
    expect((await list({}, other.token)).status).toBe(404);
  });
});
