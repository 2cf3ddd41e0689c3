import { describe, expect, it } from 'vitest';
import { contract, type SaveAccountingProfileBody } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { cr, dr, glUser, glWorld, postItem } from '../../../test/gl-accounts-factories';

const s = contract.accountingSetup;
const thisYear = new Date().getFullYear();

describe.each(testDatabases())('accounting setup on $name', (testDb) => {
  const h = useApp(testDb);

  it('makes the default setup: accrual, monthly, 12 open periods from January 1 of this year', async () => {
    const a = await createTestCompany(h.database);
    const admin = await signIn(h.app, a.admin.userName);
    const communityId = a.communityIds[0] ?? 0;
    const created = await callApi(
      h.app,
      s.CreateDefaultAccountingSetup,
      { body: { agentId: communityId } },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      AccountingId: communityId,
      MethodId: 14,
      MethodName: 'Accrual',
      FrequencyId: 4,
      FrequencyName: 'Monthly',
      StartDate: `${thisYear}-01-01`,
      IsUsingCostCenters: false,
      CanChangePeriods: true,
    });
    const [year] = created.body.FiscalYears;
    expect(created.body.FiscalYears).toHaveLength(1);
    expect(year).toMatchObject({
      Sequence: thisYear,
      StartDate: `${thisYear}-01-01`,
      EndDate: `${thisYear}-12-31`,
      IsClosed: false,
      IsOutsideOperatingPeriod: false,
    });
    expect(year?.Periods).toHaveLength(12);
    expect(year?.Periods.every((p) => p.IsOpen)).toBe(true);
    expect(year?.Periods[1]).toMatchObject({
      PeriodOrder: 2,
      StartDate: `${thisYear}-02-01`,
      EndDate: `${thisYear}-02-${thisYear % 4 === 0 ? '29' : '28'}`,
    });

    const again = await callApi(
      h.app,
      s.CreateDefaultAccountingSetup,
      { body: { agentId: communityId } },
      admin,
    );
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe('The community already has an accounting setup.');
    const graphs = await callApi(
      h.app,
      s.GetAgentAccountingDetailGraphs,
      { query: { agentId: communityId } },
      admin,
    );
    expect(graphs.body).toEqual([created.body]);
    const profile = await callApi(
      h.app,
      contract.glAccounts.GetAgentAccounting,
      { query: { agentId: a.communityIds[1] ?? 0 } },
      admin,
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toBeNull();
  });

  it('makes 4 quarters to month ends, and the monthly end rule for a mid-month start', async () => {
    const a = await createTestCompany(h.database);
    const admin = await signIn(h.app, a.admin.userName);
    const [first = 0, second = 0] = a.communityIds;
    const quarterly = await callApi(
      h.app,
      s.CreateDefaultAccountingSetup,
      { body: { agentId: first, frequencyId: 5, methodId: 13, startDate: '2026-07-01' } },
      admin,
    );
    expect(quarterly.body.MethodName).toBe('Cash');
    expect(quarterly.body.FiscalYears[0]?.Periods.map((p) => [p.StartDate, p.EndDate])).toEqual([
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
      ['2027-04-01', '2027-06-30'],
    ]);
    const midMonth = await callApi(
      h.app,
      s.SaveAccountingProfile,
      {
        body: {
          accountingGraph: {
            CommunityAgentId: second,
            MethodId: 15,
            FrequencyId: 4,
            StartDate: '2026-03-15',
          },
          periods: [],
        },
      },
      admin,
    );
    expect(midMonth.status).toBe(200);
    const periods = midMonth.body.FiscalYears[0]?.Periods ?? [];
    expect(periods).toHaveLength(12);
    expect(periods[0]).toMatchObject({ StartDate: '2026-03-15', EndDate: '2026-04-14' });
    expect(periods[11]).toMatchObject({ StartDate: '2027-02-15', EndDate: '2027-03-14' });
    expect(midMonth.body.FiscalYears[0]?.EndDate).toBe('2027-03-14');

    const preview = await callApi(h.app, s.GetDefaultPeriods, { query: {} }, admin);
    expect(preview.body).toHaveLength(12);
    expect(preview.body[0]).toEqual({
      PeriodOrder: 1,
      StartDate: `${thisYear}-01-01`,
      EndDate: `${thisYear}-01-31`,
      IsOpen: true,
    });
    const quarters = await callApi(
      h.app,
      s.GetDefaultPeriods,
      { query: { startDate: '2026-02-01', frequencyId: 5 } },
      admin,
    );
    expect(quarters.body.map((p) => p.EndDate)).toEqual([
      '2026-04-30',
      '2026-07-31',
      '2026-10-31',
      '2027-01-31',
    ]);
  });

  it('remakes periods only while there are no entries, and opens and closes periods by id', async () => {
    const w = await glWorld(h.app, h.database);
    const save = (body: SaveAccountingProfileBody) =>
      callApi(h.app, s.SaveAccountingProfile, { body }, w.admin);
    const graph = (frequencyId: 4 | 5, startDate = '2026-01-01') => ({
      CommunityAgentId: w.communityId,
      MethodId: 14 as const,
      FrequencyId: frequencyId,
      StartDate: startDate,
      IsUsingCostCenters: true,
    });
    const quarterly = await save({ accountingGraph: graph(5), periods: [] });
    expect(quarterly.status).toBe(200);
    expect(quarterly.body.FiscalYears[0]?.Periods).toHaveLength(4);
    expect(quarterly.body.IsUsingCostCenters).toBe(true);

    const wrongCount = await save({
      accountingGraph: graph(4),
      periods: [{ PeriodOrder: 1, StartDate: '2026-01-01', EndDate: '2026-12-31' }],
    });
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.errorMessage).toBe('A fiscal year of this frequency has 12 periods.');

    const monthly = await save({ accountingGraph: graph(4), periods: [] });
    const march = monthly.body.FiscalYears[0]?.Periods[2];
    expect(march).toMatchObject({ StartDate: '2026-03-01', IsOpen: true });
    await postItem(h.database, w, '2026-03-10', [
      dr(w.account['1000'] ?? 0, 500),
      cr(w.account['4000'] ?? 0, 500),
    ]);

    const locked = await save({ accountingGraph: graph(5), periods: [] });
    expect(locked.status).toBe(409);
    expect(locked.errorMessage).toBe(
      'The accounting periods cannot be changed once the community has ledger entries or budgets.',
    );
    const periodInput = {
      AccountingPeriodId: march?.AccountingPeriodId ?? 0,
      PeriodOrder: 3,
      StartDate: '2026-03-01',
      EndDate: '2026-03-31',
      IsOpen: false,
    };
    const closed = await save({
      accountingGraph: { ...graph(4), IsUsingCostCenters: false },
      periods: [periodInput],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.CanChangePeriods).toBe(false);
    expect(closed.body.FiscalYears[0]?.Periods[2]?.IsOpen).toBe(false);
    expect(closed.body.FiscalYears[0]?.Periods.filter((p) => p.IsOpen)).toHaveLength(11);

    const mixed = await save({
      accountingGraph: graph(4),
      periods: [periodInput, { PeriodOrder: 1, StartDate: '2026-01-01', EndDate: '2026-01-31' }],
    });
    expect(mixed.status).toBe(400);
    const foreign = await save({
      accountingGraph: graph(4),
      periods: [{ ...periodInput, AccountingPeriodId: 987_654_321 }],
    });
    expect(foreign.status).toBe(404);
  });

  it('adds the next fiscal year, refuses one outside the operating period', async () => {
    const w = await glWorld(h.app, h.database, thisYear);
    const next = await callApi(
      h.app,
      s.AddFiscalYear,
      { params: { communityAgentId: w.communityId } },
      w.admin,
    );
    expect(next.status).toBe(200);
    expect(next.body.FiscalYears.map((y) => [y.Sequence, y.StartDate, y.Periods.length])).toEqual([
      [thisYear, `${thisYear}-01-01`, 12],
      [thisYear + 1, `${thisYear + 1}-01-01`, 12],
    ]);
    await callApi(h.app, s.AddFiscalYear, { params: { communityAgentId: w.communityId } }, w.admin);
    const outside = await callApi(
      h.app,
      s.AddFiscalYear,
      { params: { communityAgentId: w.communityId } },
      w.admin,
    );
    expect(outside.status).toBe(400);
    expect(outside.errorMessage).toBe(
      `The fiscal year starting 01/01/${thisYear + 3} is outside the operating period.`,
    );
    const years = await callApi(
      h.app,
      s.GetFiscalYearsByCommunity,
      { query: { communityAgentId: w.communityId } },
      w.admin,
    );
    expect(years.body.map((y) => y.Sequence)).toEqual([thisYear, thisYear + 1, thisYear + 2]);
    const closed = await callApi(
      h.app,
      s.GetClosedFiscalYearsByCommunity,
      { query: { communityAgentId: w.communityId } },
      w.admin,
    );
    expect(closed.body).toEqual([]);
    const noSetup = await callApi(
      h.app,
      s.AddFiscalYear,
      { params: { communityAgentId: w.company.communityIds[1] ?? 0 } },
      w.admin,
    );
    expect(noSetup.errorMessage).toBe('The community has no accounting setup.');
  });

  it('refuses callers without the claim (403), off the list (403) and of other companies (404)', async () => {
    const w = await glWorld(h.app, h.database);
    const other = await createTestCompany(h.database);
    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    const nobody = await glUser(h.app, h.database, w, null);
    const offList = await glUser(h.app, h.database, w, { CanRead: true, CanCreate: true }, [
      w.company.communityIds[1] ?? 0,
    ]);
    const body = { agentId: w.company.communityIds[1] ?? 0 };
    const create = (token: string, agentId = body.agentId) =>
      callApi(h.app, s.CreateDefaultAccountingSetup, { body: { agentId } }, token);
    expect((await create(reader)).status).toBe(403);
    expect((await create(w.admin, other.communityIds[0] ?? 0)).status).toBe(404);
    expect((await create(offList, w.communityId)).status).toBe(403);
    const graph = await callApi(
      h.app,
      s.GetAgentAccountingDetailGraphs,
      { query: { agentId: w.communityId } },
      nobody,
    );
    expect(graph.status).toBe(403);
    // Period lookups need only the community: every posting screen reads them.
    const period = await callApi(
      h.app,
      contract.accounting.GetCurrentAccountingPeriod,
      { query: { communityAgentId: w.communityId, asOfDate: '2026-05-10' } },
      nobody,
    );
    expect(period.body).toMatchObject({ PeriodOrder: 5, StartDate: '2026-05-01' });
    const elsewhere = await callApi(
      h.app,
      contract.accounting.GetCurrentAccountingPeriod,
      { query: { communityAgentId: other.communityIds[0] ?? 0 } },
      nobody,
    );
    expect(elsewhere.status).toBe(404);
    const badQuery = await h.app.inject({
      method: 'GET',
      url: `/api/AccountingSetup/GetDefaultPeriods?frequencyId=7`,
      headers: { authorization: `Bearer ${w.admin}` },
    });
    expect(badQuery.statusCode).toBe(400);
  });
});
