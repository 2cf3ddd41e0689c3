import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { accountingPeriods, eq, fiscalYears } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { glUser, glWorld } from '../../../test/gl-accounts-factories';

const a = contract.accounting;
const s = contract.accountingSetup;
const thisYear = new Date().getFullYear();

describe.each(testDatabases())(
  'periods, fiscal years and the operating window on $name',
  (testDb) => {
    const h = useApp(testDb);

    it('answers the current, previous and next period and the current fiscal year', async () => {
      const w = await glWorld(h.app, h.database);
      await callApi(
        h.app,
        s.AddFiscalYear,
        { params: { communityAgentId: w.communityId } },
        w.admin,
      );
      const at = (asOfDate: string) => ({ query: { communityAgentId: w.communityId, asOfDate } });
      const current = await callApi(h.app, a.GetCurrentAccountingPeriod, at('2026-05-10'), w.admin);
      expect(current.body).toMatchObject({
        PeriodOrder: 5,
        StartDate: '2026-05-01',
        EndDate: '2026-05-31',
        IsOpen: true,
      });
      const next = await callApi(
        h.app,
        a.GetSubsequentPeriodToTheCurrent,
        at('2026-12-31'),
        w.admin,
      );
      expect(next.body).toMatchObject({ PeriodOrder: 1, StartDate: '2027-01-01' });
      const previous = await callApi(
        h.app,
        a.GetPreviousPeriodToTheCurrent,
        at('2027-01-15'),
        w.admin,
      );
      expect(previous.body).toMatchObject({ PeriodOrder: 12, StartDate: '2026-12-01' });
      const first = await callApi(
        h.app,
        a.GetPreviousPeriodToTheCurrent,
        at('2026-01-15'),
        w.admin,
      );
      expect(first.body).toBeNull();
      const dates = await callApi(h.app, a.GetCurrentPeriodDates, at('2026-02-14'), w.admin);
      expect(dates.body).toEqual({ StartDate: '2026-02-01', EndDate: '2026-02-28' });
      const year = await callApi(h.app, a.GetCurrentFiscalYear, at('2027-06-01'), w.admin);
      expect(year.body).toMatchObject({ Sequence: 2027, StartDate: '2027-01-01', IsClosed: false });
      const periods = await callApi(
        h.app,
        a.GetCurrentFiscalYearAccountingPeriods,
        at('2027-06-01'),
        w.admin,
      );
      expect(periods.body.map((p) => p.PeriodOrder)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      expect(periods.body.every((p) => p.TopsFiscalYearId === year.body?.TopsFiscalYearId)).toBe(
        true,
      );
      const none = await callApi(h.app, a.GetCurrentAccountingPeriod, at('2031-01-01'), w.admin);
      expect(none.status).toBe(200);
      expect(none.body).toBeNull();
      expect(
        (await callApi(h.app, a.GetCurrentFiscalYear, at('2031-01-01'), w.admin)).body,
      ).toBeNull();
      expect(
        (await callApi(h.app, a.GetCurrentPeriodDates, at('2031-01-01'), w.admin)).body,
      ).toBeNull();
      expect(
        (await callApi(h.app, a.GetCurrentFiscalYearAccountingPeriods, at('2031-01-01'), w.admin))
          .body,
      ).toEqual([]);

      const all = await callApi(
        h.app,
        a.GetAccountingPeriodsByCommunity,
        { query: { communityAgentId: w.communityId } },
        w.admin,
      );
      expect(all.body).toHaveLength(24);
      const byYear = await callApi(
        h.app,
        a.GetAccountingPeriodsByFiscalYear,
        { query: { fiscalYearId: year.body?.TopsFiscalYearId ?? 0 } },
        w.admin,
      );
      expect(byYear.body).toEqual(periods.body);
      const latest = await callApi(
        h.app,
        s.GetAccountingPeriods,
        { query: { communityAgentId: w.communityId } },
        w.admin,
      );
      expect(latest.body[0]?.StartDate).toBe('2027-01-01');
      const unknownYear = await callApi(
        h.app,
        a.GetAccountingPeriodsByFiscalYear,
        { query: { fiscalYearId: 987_654_321 } },
        w.admin,
      );
      expect(unknownYear.status).toBe(404);
      const costCenters = await callApi(
        h.app,
        a.GetCommunityIsUsingCostCenters,
        { query: { communityAgentId: w.communityId } },
        w.admin,
      );
      expect(costCenters.body).toBe(false);
    });

    it('lists closed fiscal years', async () => {
      const w = await glWorld(h.app, h.database);
      const years = await callApi(
        h.app,
        s.GetFiscalYearsByCommunity,
        { query: { communityAgentId: w.communityId } },
        w.admin,
      );
      const id = years.body[0]?.TopsFiscalYearId ?? 0;
      await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
        tx.update(fiscalYears).set({ isClosed: true }).where(eq(fiscalYears.id, id)),
      );
      const closed = await callApi(
        h.app,
        s.GetClosedFiscalYearsByCommunity,
        { query: { communityAgentId: w.communityId } },
        w.admin,
      );
      expect(closed.body.map((y) => [y.TopsFiscalYearId, y.IsClosed])).toEqual([[id, true]]);
    });

    it('shows the open operating period warning once for open years more than 2 years away', async () => {
      const old = thisYear - 3;
      const w = await glWorld(h.app, h.database, old);
      const reader = await glUser(h.app, h.database, w, null);
      const status = () =>
        callApi(
          h.app,
          s.GetOperatingPeriodStatus,
          { query: { communityAgentId: w.communityId } },
          reader,
        );
      const before = await status();
      expect(before.body).toMatchObject({ ShowWarning: true, AcknowledgedAt: null });
      expect(before.body.OutsideFiscalYears.map((y) => y.StartDate)).toEqual([`${old}-01-01`]);
      expect(before.body.Message).toMatch(/more than 2 years before or after today/);

      const acknowledged = await callApi(
        h.app,
        s.AcknowledgeOperatingPeriodWarning,
        { params: { communityAgentId: w.communityId } },
        reader,
      );
      expect(acknowledged.status).toBe(200);
      expect(acknowledged.body.ShowWarning).toBe(false);
      expect(acknowledged.body.AcknowledgedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const after = await status();
      expect(after.body.ShowWarning).toBe(false);
      expect(after.body.AcknowledgedAt).toBe(acknowledged.body.AcknowledgedAt);

      // A year inside the window with its periods closed brings no warning.
      const recent = await glWorld(h.app, h.database, thisYear - 2);
      const inside = await callApi(
        h.app,
        s.GetOperatingPeriodStatus,
        { query: { communityAgentId: recent.communityId } },
        recent.admin,
      );
      expect(inside.body.ShowWarning).toBe(false);
      const closedOld = await glWorld(h.app, h.database, old);
      await h.database.withTenant({ companyId: closedOld.company.companyId, userId: null }, (tx) =>
        tx.update(accountingPeriods).set({ isOpen: false }),
      );
      const allClosed = await callApi(
        h.app,
        s.GetOperatingPeriodStatus,
        { query: { communityAgentId: closedOld.communityId } },
        closedOld.admin,
      );
      expect(allClosed.body.ShowWarning).toBe(false);
      const noProfile = await callApi(
        h.app,
        s.AcknowledgeOperatingPeriodWarning,
        { params: { communityAgentId: w.company.communityIds[1] ?? 0 } },
        reader,
      );
      expect(noProfile.status).toBe(400);
    });
  },
);
