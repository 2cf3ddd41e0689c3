import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import { setUpBooks } from '../../../test/ledger-factories';
import {
  postForFile,
  postLines,
  reportPdfText,
  saveMonthlyBudget,
} from '../../../test/reports-factories';

const P = contract.reportPackages;

// A package rendered for every community (RenderAllPackages) reads each community's own budget:
// the budget versus actual of each community's file shows its budget, not the first community's
// and not none. (The catalogue's income statement has no budget columns: actuals only, as its
// own route answers; the package's budget columns are the budget versus actual's.)
describe.each(testDatabases())('package budgets per community on $name', (testDb) => {
  const h = useApp(testDb);

  it("renders each community's budget versus actual with that community's budget", async () => {
    const first = await journalBooks(h);
    const { companyId, communityIds } = first.company;
    const secondId = communityIds[1] ?? 0;
    const second: JournalBooks = {
      ...first,
      communityId: secondId,
      books: await setUpBooks(h.database, companyId, secondId, 2026),
    };
    // Monthly budgets of landscaping: $500.00 in the first community, $700.00 in the second;
    // spending in March in both.
    for (const [j, cents, spent] of [
      [first, 50_000, 45_050],
      [second, 70_000, 61_025],
    ] as const) {
      expect(await saveMonthlyBudget(h, j, [[j.books.account.expense, cents]])).toEqual({
        SavedAccounts: 1,
      });
      await postLines(h, j, '2026-03-20', [
        [j.books.account.expense, spent, 0],
        [j.books.account.cash, 0, spent],
      ]);
    }
    const saved = await callApi(
      h.app,
      P.SaveReportPackage,
      {
        body: {
          DisplayName: 'March budgets',
          Items: [
            {
              Type: 'Report',
              Name: 'IncomeStatement',
              Parameters: { startDate: '2026-03-01', endDate: '2026-03-31' },
            },
            { Type: 'Report', Name: 'BudgetsVersusActual', Parameters: { asOfDate: '2026-03-31' } },
          ],
        },
      },
      first.token,
    );
    expect(saved.status, saved.errorMessage).toBe(200);

    const zip = await postForFile(
      h.app,
      P.RenderAllPackages,
      { ReportPackageId: saved.body.ReportPackageId, Format: 0 },
      first.token,
    );
    expect([zip.status, zip.contentType]).toEqual([200, 'application/zip']);
    const texts = Object.values(unzipSync(new Uint8Array(zip.body))).map((bytes) =>
      reportPdfText(Buffer.from(bytes)),
    );
    expect(texts).toHaveLength(2);
    const names = await h.database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ id: number; name: string }>(
        tx,
        sql`select agent_id as id, display_name as name from contacts
             where agent_id in (${first.communityId}, ${secondId})`,
      ),
    );
    const fileOf = (communityId: number) => {
      const name = names.find((n) => Number(n.id) === communityId)?.name ?? '';
      expect(name).not.toBe('');
      const found = texts.filter((t) => t.includes(name));
      expect(found, name).toHaveLength(1);
      return found[0] ?? '';
    };
    // Each file: its March budget and year-to-date budget (three months), its own actual; none
    // of the other community's figures.
    const own = [
      [fileOf(first.communityId), ['$500.00', '$1,500.00', '$450.50'], ['$700.00', '$2,100.00']],
      [fileOf(secondId), ['$700.00', '$2,100.00', '$610.25'], ['$500.00', '$1,500.00']],
    ] as const;
    for (const [text, figures, others] of own) {
      expect(text).toContain('Income Statement');
      expect(text).toContain('Budget');
      for (const figure of figures) expect(text).toContain(figure);
      for (const figure of others) expect(text).not.toContain(figure);
    }
  });
});
