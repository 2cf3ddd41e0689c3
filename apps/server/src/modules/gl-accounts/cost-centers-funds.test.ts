import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { cr, dr, glUser, glWorld, postItem } from '../../../test/gl-accounts-factories';

const g = contract.glAccounts;

describe.each(testDatabases())('cost centers and funds on $name', (testDb) => {
  const h = useApp(testDb);

  it('keeps cost centers (categories) unique per community and deletes only unused ones', async () => {
    const w = await glWorld(h.app, h.database);
    const query = { communityAgentId: w.communityId };
    const save = (CostCenterNumber: string, CostCenterName: string, CostCenterId?: number) =>
      callApi(
        h.app,
        g.SaveCostCenter,
        {
          body: { CommunityAgentId: w.communityId, CostCenterNumber, CostCenterName, CostCenterId },
        },
        w.admin,
      );
    const pool = await save('20', 'Pool');
    const gate = await save('3', 'Gate');
    expect(pool.status).toBe(200);
    expect((await save('20', 'Second pool')).errorMessage).toBe(
      'Cost center number 20 already exists in this community.',
    );
    const renamed = await save('20', 'Pool and Spa', pool.body.CostCenterId);
    expect(renamed.body.CostCenterName).toBe('Pool and Spa');
    const list = await callApi(h.app, g.GetCostCenters, { query }, w.admin);
    expect(list.body.map((c) => c.CostCenterNumber)).toEqual(['3', '20']);
    const found = await callApi(
      h.app,
      g.SearchCategories,
      { query: { ...query, searchTerm: 'spa' } },
      w.admin,
    );
    expect(found.body.map((c) => c.CostCenterId)).toEqual([pool.body.CostCenterId]);
    const one = await callApi(
      h.app,
      g.GetCategory,
      { query: { costCenterCategoryId: gate.body.CostCenterId } },
      w.admin,
    );
    expect(one.body).toMatchObject({ CostCenterNumber: '3', CostCenterName: 'Gate' });

    // The default cost center exists only while the profile uses cost centers.
    expect(
      (await callApi(h.app, g.GetCommunityDefaultCostCenter, { query }, w.admin)).body,
    ).toBeNull();
    await callApi(
      h.app,
      contract.accountingSetup.SaveAccountingProfile,
      {
        body: {
          accountingGraph: {
            CommunityAgentId: w.communityId,
            MethodId: 14,
            FrequencyId: 4,
            StartDate: '2026-01-01',
            IsUsingCostCenters: true,
          },
          periods: [],
        },
      },
      w.admin,
    );
    const fallback = await callApi(h.app, g.GetCommunityDefaultCostCenter, { query }, w.admin);
    expect(fallback.body?.CostCenterNumber).toBe('3');

    await postItem(h.database, w, '2026-02-02', [
      { ...dr(w.account['5000'] ?? 0, 700), costCenterId: gate.body.CostCenterId },
      cr(w.account['1000'] ?? 0, 700),
    ]);
    const inUse = await callApi(
      h.app,
      g.DeleteCostCenter,
      { params: { id: gate.body.CostCenterId } },
      w.admin,
    );
    expect(inUse.status).toBe(409);
    expect(inUse.errorMessage).toBe(
      'The cost center is used by accounts or ledger entries and cannot be deleted.',
    );
    const removed = await callApi(
      h.app,
      g.DeleteCostCenter,
      { params: { id: pool.body.CostCenterId } },
      w.admin,
    );
    expect(removed.body).toEqual({ success: true });
    const other = await glWorld(h.app, h.database);
    const foreign = await callApi(
      h.app,
      g.GetCategory,
      { query: { costCenterCategoryId: gate.body.CostCenterId } },
      other.admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('creates, edits and deletes funds', async () => {
    const w = await glWorld(h.app, h.database);
    const query = { communityAgentId: w.communityId };
    const reserve = await callApi(
      h.app,
      g.SaveFund,
      { body: { CommunityAgentId: w.communityId, Name: 'Roof Reserve', FundTypeId: 2 } },
      w.admin,
    );
    expect(reserve.body).toMatchObject({
      Name: 'Roof Reserve',
      FundTypeId: 2,
      FundTypeName: 'Reserve',
    });
    await callApi(
      h.app,
      g.SaveFund,
      { body: { CommunityAgentId: w.communityId, Name: 'Operating', FundTypeId: 1 } },
      w.admin,
    );
    const edited = await callApi(
      h.app,
      g.SaveFund,
      {
        body: {
          FundId: reserve.body.FundId,
          CommunityAgentId: w.communityId,
          Name: 'Roof and Paving Reserve',
          FundTypeId: 2,
        },
      },
      w.admin,
    );
    expect(edited.body.Name).toBe('Roof and Paving Reserve');
    expect((await callApi(h.app, g.GetFunds, { query }, w.admin)).body.map((f) => f.Name)).toEqual([
      'Operating',
      'Roof and Paving Reserve',
    ]);
    const badType = await callApi(
      h.app,
      g.SaveFund,
      { body: { CommunityAgentId: w.communityId, Name: 'X', FundTypeId: 9 } },
      w.admin,
    );
    expect(badType.status).toBe(400);
    const moved = await callApi(
      h.app,
      g.SaveFund,
      {
        body: {
          FundId: reserve.body.FundId,
          CommunityAgentId: w.company.communityIds[1] ?? 0,
          Name: 'X',
          FundTypeId: 2,
        },
      },
      w.admin,
    );
    expect(moved.errorMessage).toBe('The record belongs to another community; it cannot be moved.');

    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    expect(
      (await callApi(h.app, g.DeleteFund, { params: { id: reserve.body.FundId } }, reader)).status,
    ).toBe(403);
    const deleted = await callApi(
      h.app,
      g.DeleteFund,
      { params: { id: reserve.body.FundId } },
      w.admin,
    );
    expect(deleted.body).toEqual({ success: true });
    expect((await callApi(h.app, g.GetFunds, { query }, reader)).body.map((f) => f.Name)).toEqual([
      'Operating',
    ]);
    expect(
      (await callApi(h.app, g.DeleteFund, { params: { id: reserve.body.FundId } }, w.admin)).status,
    ).toBe(404);
  });
});
