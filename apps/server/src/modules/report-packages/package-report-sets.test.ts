import { describe, expect, it } from 'vitest';
import { reportEndpoints } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import { loadSession } from '../auth/index';
import { postReceivableItems } from '../gl/index';
import { buildCatalogReports } from '../report-catalogue/index';

// The reports a package for all communities reads set-based (reportSetBuilders): for several
// communities with different books, each community's report from the one read of them all is the
// report its own route answers.
const asked = [
  ['TrialBalance', { asOfDate: '2026-05-31' }],
  ['BalanceSheet', { asOfDate: '2026-04-30' }],
  ['IncomeStatement', { startDate: '2026-03-01', endDate: '2026-05-31' }],
  ['GeneralLedgerDetail', { startDate: '2026-04-01', endDate: '2026-05-31' }],
  ['AgedOwnerBalanceDetail', { asOfDate: '2026-05-31' }],
] as const;

describe.each(testDatabases())('package reports read set-based on $name', (testDb) => {
  const h = useApp(testDb);

  it("equal each community's own report, figure for figure", async () => {
    const company = await createTestCompany(h.database, { communities: 3 });
    const { companyId, communityIds } = company;
    for (const [n, communityId] of communityIds.entries()) {
      const w = await setUpReceivables(h.database, companyId, communityId, n + 1);
      // Each community its own charges (amounts and dates differ), one waived in part.
      for (const [m, date] of ['2026-03-01', '2026-04-01', '2026-05-01'].entries()) {
        if (m > n + 1) continue;
        const lines = w.homes.map((home, i) => ({
          ownerId: home.ownerId,
          codeId: w.code.ASMT,
          amountCents: 10_000 * (n + 1) + 100 * i + m,
          accountId: w.account.income,
        }));
        const id = await insertAccruedItem(
          h.database,
          companyId,
          communityId,
          TxnTypeId.ApplyCharges,
          date,
          lines,
        );
        await h.database.withTenant({ companyId, userId: null }, (tx) =>
          postReceivableItems(tx, companyId, [id]),
        );
      }
      const [home] = w.homes;
      if (!home) throw new Error('no home');
      const waive = await insertAccruedItem(
        h.database,
        companyId,
        communityId,
        TxnTypeId.Waive,
        '2026-04-15',
        [
          {
            ownerId: home.ownerId,
            codeId: w.code.ASMT,
            amountCents: 3_000 + n,
            isDebit: false,
            accountId: w.account.income,
          },
        ],
      );
      await h.database.withTenant({ companyId, userId: null }, (tx) =>
        postReceivableItems(tx, companyId, [waive]),
      );
    }
    const token = await signIn(h.app, company.admin.userName);
    const userId = company.admin.userId;
    for (const [name, params] of asked) {
      const sets = await h.database.withTenant({ companyId, userId }, async (tx) => {
        const user = await loadSession(tx, userId);
        if (!user) throw new Error('no session');
        return buildCatalogReports({ tx, user, tokenHash: '' }, name, params, communityIds);
      });
      expect(sets).toHaveLength(communityIds.length);
      for (const [c, communityAgentId] of communityIds.entries()) {
        const own = await callApi(
          h.app,
          reportEndpoints[name],
          { query: { communityAgentId, ...params } as never },
          token,
        );
        expect(own.status, own.errorMessage).toBe(200);
        // Figures, titles and subtitles, columns, drill-downs: the whole report alike.
        expect(JSON.parse(JSON.stringify(sets[c])), `${name} of community ${c + 1}`).toEqual(
          own.body,
        );
        expect((own.body as { rows: unknown[] }).rows.length, name).toBeGreaterThan(1);
      }
    }
  });
});
