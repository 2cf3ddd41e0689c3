import { describe, expect, it } from 'vitest';
import { contract, type SaveAccountBody } from '@hoa/contract';
import { budgets } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { cr, dr, glUser, glWorld, postItem } from '../../../test/gl-accounts-factories';

const g = contract.glAccounts;

describe.each(testDatabases())('chart of accounts on $name', (testDb) => {
  const h = useApp(testDb);

  it('creates the standard chart in ranges once, and lists it in number order with balances', async () => {
    const w = await glWorld(h.app, h.database);
    const query = { communityAgentId: w.communityId };
    const again = await callApi(h.app, g.CreateDefaultAccounts, { params: query }, w.admin);
    expect(again.body.CreatedCount).toBe(0);
    expect(again.body.Accounts).toHaveLength(28);
    const defaults = await callApi(h.app, g.GetDefaultAccounts, { query }, w.admin);
    expect(defaults.body.every((a) => a.Exists)).toBe(true);
    expect(defaults.body[0]).toMatchObject({ AccountNumber: '1000', AccountTypeName: 'Cash' });
    expect((await callApi(h.app, g.CountAccounts, { query }, w.admin)).body).toEqual({ Count: 28 });
    expect((await callApi(h.app, g.HasAccountRanges, { query }, w.admin)).body).toBe(true);
    const ranges = await callApi(h.app, g.GetAccountRanges, { query }, w.admin);
    expect(ranges.body.map((r) => [r.TopsAccountTypeId, r.StartNumber, r.EndNumber])).toEqual([
      [0, '1000', '1999'],
      [1, '1000', '1999'],
      [2, '1000', '1999'],
      [3, '1000', '1999'],
      [4, '1000', '1999'],
      [5, '1000', '1999'],
      [6, '2000', '2999'],
      [7, '2000', '2999'],
      [8, '2000', '2999'],
      [9, '3000', '3999'],
      [10, '3000', '3999'],
      [11, '4000', '4999'],
      [12, '5000', '9999'],
    ]);

    await postItem(h.database, w, '2026-04-02', [
      dr(w.account['1000'] ?? 0, 12_345),
      cr(w.account['4000'] ?? 0, 12_345),
    ]);
    const chart = await callApi(h.app, g.GetChartOfAccounts, { query }, w.admin);
    const numbers = chart.body.map((a) => a.AccountNumber);
    expect(numbers.slice(0, 3)).toEqual(['1000', '1010', '1200']);
    expect(numbers.at(-1)).toBe('5600');
    expect(chart.body[0]).toMatchObject({
      AccountTypeName: 'Cash',
      AccountGroup: 'Asset',
      BalanceCents: 12_345,
    });
    expect(chart.body.find((a) => a.AccountNumber === '4000')?.BalanceCents).toBe(-12_345);
  });

  it('saves accounts: unique per cost center, inside the range of their type', async () => {
    const w = await glWorld(h.app, h.database);
    const base: SaveAccountBody = {
      CommunityAgentId: w.communityId,
      AccountNumber: '1020',
      AccountName: 'Petty Cash',
      TopsAccountTypeId: 0,
    };
    const save = (body: Partial<SaveAccountBody>, token = w.admin) =>
      callApi(h.app, g.SaveAccount, { body: { ...base, ...body } }, token);
    const created = await save({});
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      AccountNumber: '1020',
      AccountTypeName: 'Cash',
      IsActive: true,
      CostCenterId: null,
    });
    const outside = await save({ AccountNumber: '2050' });
    expect(outside.status).toBe(400);
    expect(outside.errorMessage).toBe(
      'Account number 2050 is outside the range 1000–1999 of Cash accounts.',
    );
    const taken = await save({ AccountNumber: '1000' });
    expect(taken.status).toBe(409);
    expect(taken.errorMessage).toBe(
      'Account number 1000 already exists in this community for the same cost center.',
    );
    const center = await callApi(
      h.app,
      g.SaveCostCenter,
      { body: { CommunityAgentId: w.communityId, CostCenterNumber: '10', CostCenterName: 'Pool' } },
      w.admin,
    );
    const underCenter = await save({
      AccountNumber: '1000',
      AccountName: 'Operating Cash – Pool',
      CostCenterId: center.body.CostCenterId,
    });
    expect(underCenter.status).toBe(200);
    expect(underCenter.body).toMatchObject({ CostCenterNumber: '10', CostCenterName: 'Pool' });
    const renamed = await save({
      TopsAccountId: created.body.TopsAccountId,
      AccountName: 'Petty Cash Box',
      IsActive: false,
    });
    expect(renamed.body).toMatchObject({ AccountName: 'Petty Cash Box', IsActive: false });
    const active = await callApi(
      h.app,
      g.GetChartOfAccounts,
      { query: { communityAgentId: w.communityId } },
      w.admin,
    );
    expect(active.body.some((a) => a.TopsAccountId === created.body.TopsAccountId)).toBe(false);
    const withInactive = await callApi(
      h.app,
      g.GetChartOfAccounts,
      { query: { communityAgentId: w.communityId, includeInactive: 'true' } },
      w.admin,
    );
    expect(withInactive.body.some((a) => a.TopsAccountId === created.body.TopsAccountId)).toBe(
      true,
    );

    await callApi(
      h.app,
      contract.accountingSetup.SaveRequiredAccounts,
      {
        params: { communityAgentId: w.communityId },
        body: [
          { AccountRequiredTypeId: 1, TopsAccountId: w.account['3000'] ?? 0 },
          { AccountRequiredTypeId: 2, TopsAccountId: w.account['1000'] ?? 0 },
          { AccountRequiredTypeId: 4, TopsAccountId: w.account['2000'] ?? 0 },
          { AccountRequiredTypeId: 8, TopsAccountId: w.account['3900'] ?? 0 },
        ],
      },
      w.admin,
    );
    const retyped = await save({
      TopsAccountId: w.account['1000'],
      AccountName: 'Operating',
      TopsAccountTypeId: 2,
    });
    expect(retyped.errorMessage).toBe('The Default Cash account must be a Cash account.');
    expect((await save({ AccountName: '' })).errorMessage).toContain('Account name is required.');

    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    expect((await save({ AccountNumber: '1030' }, reader)).status).toBe(403);
    const offList = await glUser(h.app, h.database, w, { CanRead: true, CanCreate: true }, [
      w.company.communityIds[1] ?? 0,
    ]);
    expect((await save({ AccountNumber: '1030' }, offList)).status).toBe(403);
    const other = await createTestCompany(h.database);
    expect((await save({ CommunityAgentId: other.communityIds[0] ?? 0 })).status).toBe(404);
  });

  it('searches accounts by number and name, in one community or all of the caller’s', async () => {
    const w = await glWorld(h.app, h.database);
    const other = await glWorld(h.app, h.database);
    const nobody = await glUser(h.app, h.database, w, null);
    const search = (query: Record<string, string | number>) =>
      callApi(
        h.app,
        g.SearchAccounts,
        { query: { communityAgentId: w.communityId, ...query } },
        nobody,
      );
    expect((await search({ searchTerm: 'cash' })).body.map((a) => a.AccountNumber)).toEqual([
      '1000',
      '1010',
    ]);
    expect((await search({ searchTerm: '41' })).body.map((a) => a.AccountName)).toEqual([
      'Late Fee Income',
    ]);
    expect((await search({ accountTypeIds: '11' })).body).toHaveLength(4);
    expect((await search({ skip: 2, take: 3 })).body.map((a) => a.AccountNumber)).toEqual([
      '1200',
      '1250',
      '1300',
    ]);
    const one = await callApi(
      h.app,
      g.SearchAccount,
      { query: { communityAgentId: w.communityId, accountNumber: '2000' } },
      nobody,
    );
    expect(one.body).toMatchObject({ AccountName: 'Accounts Payable', TopsAccountTypeId: 6 });
    const none = await callApi(
      h.app,
      g.SearchAccount,
      { query: { communityAgentId: w.communityId, accountNumber: '9999' } },
      nobody,
    );
    expect(none.body).toBeNull();
    const headers = await callApi(
      h.app,
      g.SearchAccountHeaders,
      { query: { searchTerm: 'Operating' } },
      w.admin,
    );
    expect(headers.body).toHaveLength(1);
    expect(headers.body[0]).toMatchObject({
      AccountNumber: '1000',
      CommunityAgentId: w.communityId,
    });
    expect(headers.body[0]?.CommunityName).toMatch(/^Community 1 /);
    const got = await callApi(
      h.app,
      g.GetAccount,
      { query: { accountId: w.account['1010'] ?? 0 } },
      nobody,
    );
    expect(got.body.AccountName).toBe('Reserve Cash');
    const foreign = await callApi(
      h.app,
      g.GetAccount,
      { query: { accountId: other.account['1010'] ?? 0 } },
      nobody,
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          g.GetChartOfAccounts,
          { query: { communityAgentId: w.communityId } },
          nobody,
        )
      ).status,
    ).toBe(403);
  });

  it('deletes only accounts nothing refers to, and says why not', async () => {
    const w = await glWorld(h.app, h.database);
    const id = (n: string) => w.account[n] ?? 0;
    const can = (accountId: number) =>
      callApi(h.app, g.CanDeleteAccount, { query: { accountId } }, w.admin);
    expect((await can(id('5100'))).body).toEqual({ CanDelete: true, Reasons: [] });
    await postItem(h.database, w, '2026-06-30', [dr(id('5000'), 900), cr(id('1000'), 900)]);
    await callApi(
      h.app,
      contract.accountingSetup.SaveRequiredAccounts,
      {
        params: { communityAgentId: w.communityId },
        body: [
          { AccountRequiredTypeId: 1, TopsAccountId: id('3000') },
          { AccountRequiredTypeId: 2, TopsAccountId: id('1000') },
          { AccountRequiredTypeId: 4, TopsAccountId: id('2000') },
          { AccountRequiredTypeId: 6, TopsAccountId: id('1250') },
        ],
      },
      w.admin,
    );
    const periods = await callApi(
      h.app,
      contract.accounting.GetAccountingPeriodsByCommunity,
      { query: { communityAgentId: w.communityId } },
      w.admin,
    );
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx.insert(budgets).values({
        companyId: w.company.companyId,
        communityAgentId: w.communityId,
        fiscalYearId: periods.body[0]?.TopsFiscalYearId ?? 0,
        periodId: periods.body[0]?.AccountingPeriodId ?? 0,
        accountId: id('5200'),
        amountCents: 50_000,
      }),
    );
    expect((await can(id('5000'))).body).toEqual({
      CanDelete: false,
      Reasons: ['It has ledger entries.'],
    });
    expect((await can(id('1000'))).body.Reasons).toEqual([
      'It has ledger entries.',
      'It is a required account of the community.',
    ]);
    expect((await can(id('1250'))).body.Reasons).toEqual([
      'It is a required account of the community.',
    ]);
    expect((await can(id('5200'))).body.Reasons).toEqual(['It has budget amounts.']);

    const refused = await callApi(h.app, g.DeleteAccount, { params: { id: id('5000') } }, w.admin);
    expect(refused.status).toBe(409);
    expect(refused.errorMessage).toBe('The account cannot be deleted. It has ledger entries.');
    const deleter = await glUser(h.app, h.database, w, { CanRead: true });
    expect(
      (await callApi(h.app, g.DeleteAccount, { params: { id: id('5100') } }, deleter)).status,
    ).toBe(403);
    const deleted = await callApi(h.app, g.DeleteAccount, { params: { id: id('5100') } }, w.admin);
    expect(deleted.body).toEqual({ success: true });
    expect(
      (await callApi(h.app, g.GetAccount, { query: { accountId: id('5100') } }, w.admin)).status,
    ).toBe(404);

    // The same number under two cost centers is one community account.
    const center = await callApi(
      h.app,
      g.SaveCostCenter,
      {
        body: {
          CommunityAgentId: w.communityId,
          CostCenterNumber: '20',
          CostCenterName: 'Clubhouse',
        },
      },
      w.admin,
    );
    await callApi(
      h.app,
      g.SaveAccount,
      {
        body: {
          CommunityAgentId: w.communityId,
          AccountNumber: '5300',
          AccountName: 'Repairs – Clubhouse',
          TopsAccountTypeId: 12,
          CostCenterId: center.body.CostCenterId,
        },
      },
      w.admin,
    );
    const whole = await callApi(
      h.app,
      g.CanDeleteCommunityAccount,
      { query: { accountId: id('5300') } },
      w.admin,
    );
    expect(whole.body.CanDelete).toBe(true);
    const removed = await callApi(
      h.app,
      g.DeleteCommunityAccount,
      { params: { id: id('5300') } },
      w.admin,
    );
    expect(removed.body).toEqual({ DeletedCount: 2 });
    const blocked = await callApi(
      h.app,
      g.CanDeleteCommunityAccount,
      { query: { accountId: id('1000') } },
      w.admin,
    );
    expect(blocked.body.CanDelete).toBe(false);
  });

  it('saves account ranges that every account fits and that keep groups apart', async () => {
    const w = await glWorld(h.app, h.database);
    const params = { communityAgentId: w.communityId };
    const save = (body: { TopsAccountTypeId: number; StartNumber: string; EndNumber: string }[]) =>
      callApi(h.app, g.SaveAccountRanges, { params, body }, w.admin);
    const overlap = await save([
      { TopsAccountTypeId: 0, StartNumber: '1000', EndNumber: '2500' },
      { TopsAccountTypeId: 6, StartNumber: '2000', EndNumber: '2999' },
    ]);
    expect(overlap.errorMessage).toBe(
      'The ranges of Cash and Current Liabilities accounts overlap; only types of one group may share numbers.',
    );
    const misfit = await save([{ TopsAccountTypeId: 0, StartNumber: '1000', EndNumber: '1005' }]);
    expect(misfit.errorMessage).toBe(
      'Account number 1010 is outside the range 1000–1005 of Cash accounts.',
    );
    const saved = await save([{ TopsAccountTypeId: 0, StartNumber: '1000', EndNumber: '1099' }]);
    expect(saved.body).toHaveLength(1);
    expect(saved.body[0]).toMatchObject({
      AccountTypeName: 'Cash',
      StartNumber: '1000',
      EndNumber: '1099',
    });
    const cleared = await save([]);
    expect(cleared.body).toEqual([]);
    expect((await callApi(h.app, g.HasAccountRanges, { query: params }, w.admin)).body).toBe(false);
    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    expect((await callApi(h.app, g.SaveAccountRanges, { params, body: [] }, reader)).status).toBe(
      403,
    );
  });
});
