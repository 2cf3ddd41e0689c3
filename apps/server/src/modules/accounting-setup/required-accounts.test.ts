import { describe, expect, it } from 'vitest';
import { contract, type SaveRequiredAccountsBody } from '@hoa/contract';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { glUser, glWorld, type GlWorld } from '../../../test/gl-accounts-factories';

const s = contract.accountingSetup;

/** The standard chart's account for each required type. */
function standard(w: GlWorld, typeIds: number[]): SaveRequiredAccountsBody {
  const numbers: Record<number, string> = {
    1: '3000',
    2: '1000',
    3: '1000',
    4: '2000',
    5: '2100',
    6: '1250',
    7: '2200',
    8: '3900',
  };
  return typeIds.map((typeId) => ({
    AccountRequiredTypeId: typeId,
    TopsAccountId: w.account[numbers[typeId] ?? ''] ?? 0,
  }));
}

describe.each(testDatabases())('required accounts on $name', (testDb) => {
  const h = useApp(testDb);

  it('lists the eight types, saves the setup set, then all eight', async () => {
    const w = await glWorld(h.app, h.database);
    const params = { communityAgentId: w.communityId };
    const empty = await callApi(h.app, s.GetAccountsRequired, { query: params }, w.admin);
    expect(empty.body).toMatchObject({ AllChosen: false, MeetsSetup: false });
    expect(
      empty.body.Accounts.map((a) => [a.AccountRequiredTypeId, a.Label, a.IsCheckedAtSetup]),
    ).toEqual([
      [1, 'Retained Earnings', true],
      [2, 'Default Cash', true],
      [3, 'Cash AP', false],
      [4, 'Accounts Payable', true],
      [5, 'Prepaid Assessments', false],
      [6, 'Accelerated Assessments', true],
      [7, 'Security Deposit', false],
      [8, 'Year End Suspense', true],
    ]);
    expect(empty.body.Accounts.every((a) => a.TopsAccountId === null)).toBe(true);
    expect(empty.body.Accounts[1]?.AllowedAccountTypeIds).toEqual([0]);

    const setupSet = await callApi(
      h.app,
      s.SaveRequiredAccounts,
      { params, body: standard(w, [1, 2, 4, 8]) },
      w.admin,
    );
    expect(setupSet.status).toBe(200);
    expect(setupSet.body).toMatchObject({ AllChosen: false, MeetsSetup: true });
    expect(setupSet.body.Accounts[7]).toMatchObject({
      AccountNumber: '3900',
      AccountName: 'Year End Suspense',
    });

    const all = await callApi(
      h.app,
      s.SaveRequiredAccounts,
      { params, body: standard(w, [1, 2, 3, 4, 5, 6, 7, 8]) },
      w.admin,
    );
    expect(all.body).toMatchObject({ AllChosen: true, MeetsSetup: true });
    expect(all.body.Accounts.map((a) => a.AccountNumber)).toEqual([
      '3000',
      '1000',
      '1000',
      '2000',
      '2100',
      '1250',
      '2200',
      '3900',
    ]);
    const chart = await callApi(
      h.app,
      contract.glAccounts.GetChartOfAccounts,
      { query: params },
      w.admin,
    );
    expect(chart.body.find((a) => a.AccountNumber === '1000')?.RequiredTypeIds).toEqual([2, 3]);
  });

  it('refuses an incomplete set, a wrong type, a repeated type and another community’s account', async () => {
    const w = await glWorld(h.app, h.database);
    const params = { communityAgentId: w.communityId };
    const save = (body: SaveRequiredAccountsBody, token = w.admin) =>
      callApi(h.app, s.SaveRequiredAccounts, { params, body }, token);
    const incomplete = await save(standard(w, [1, 2, 3, 4, 5, 7]));
    expect(incomplete.status).toBe(400);
    expect(incomplete.errorMessage).toBe(
      'Select the Retained Earnings, Default Cash, Accounts Payable, and Accelerated Assessments or Year End Suspense accounts.',
    );
    const wrongType = await save([
      ...standard(w, [1, 4, 6]),
      { AccountRequiredTypeId: 2, TopsAccountId: w.account['4000'] ?? 0 },
    ]);
    expect(wrongType.errorMessage).toBe('The Default Cash account must be a Cash account.');
    const twice = await save([...standard(w, [1, 2, 4, 6]), ...standard(w, [2])]);
    expect(twice.errorMessage).toBe('Each required account type can be chosen once.');
    const otherWorld = await glWorld(h.app, h.database);
    const foreign = await save([
      ...standard(w, [1, 4, 6]),
      { AccountRequiredTypeId: 2, TopsAccountId: otherWorld.account['1000'] ?? 0 },
    ]);
    expect(foreign.errorMessage).toBe('The account does not belong to this community.');
    const badType = await h.app.inject({
      method: 'POST',
      url: `/api/AccountingSetup/SaveRequiredAccounts/${w.communityId}`,
      headers: { authorization: `Bearer ${w.admin}` },
      payload: [{ AccountRequiredTypeId: 9, TopsAccountId: 1 }],
    });
    expect(badType.statusCode).toBe(400);

    const reader = await glUser(h.app, h.database, w, { CanRead: true });
    expect((await save(standard(w, [1, 2, 4, 6]), reader)).status).toBe(403);
    const readable = await callApi(h.app, s.GetAccountsRequired, { query: params }, reader);
    expect(readable.status).toBe(200);
    const other = await createTestCompany(h.database);
    const elsewhere = await callApi(
      h.app,
      s.SaveRequiredAccounts,
      { params: { communityAgentId: other.communityIds[0] ?? 0 }, body: standard(w, [1, 2, 4, 6]) },
      w.admin,
    );
    expect(elsewhere.status).toBe(404);
    // Nothing was saved by the refused calls.
    const after = await callApi(h.app, s.GetAccountsRequired, { query: params }, w.admin);
    expect(after.body.Accounts.every((a) => a.TopsAccountId === null)).toBe(true);
  });
});
