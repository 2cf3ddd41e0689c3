import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { insertCoOwner, ledgerWorld } from '../../../test/owner-ledger-factories';

const O = contract.ownerLedger;

describe.each(testDatabases())('owner ledger on $name', (testDb) => {
  const h = useApp(testDb);

  const balances = (rows: { CodeAlias: string; Balance: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.Balance !== 0).map((r) => [r.CodeAlias, r.Balance]));

  it('gives owner code balances with and without prepaid, current and as of a date, shared by co-owners', async () => {
    const w = await ledgerWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const get = async (
      endpoint:
        typeof O.GetOwnerCodeBalancesWithPrepaid | typeof O.GetOwnerCodeBalancesWithoutPrepaid,
      id: number,
      asOf?: string,
    ) => {
      const query = { propertyAgentId: id, ...(asOf ? { asOfDate: asOf } : {}) };
      const result = await callApi(h.app, endpoint, { query }, w.token);
      expect(result.status).toBe(200);
      return balances(result.body);
    };
    // Owner one: $750.00 charged − $300.00 waived; owner two: $750.00 and $100.00 prepaid.
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, one.propertyId)).toEqual({ ASMT: 45_000 });
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, two.ownerId)).toEqual({
      ASMT: 75_000,
      PP: -10_000,
    });
    expect(await get(O.GetOwnerCodeBalancesWithoutPrepaid, two.ownerId)).toEqual({ ASMT: 75_000 });
    const withoutPrepaid = await callApi(
      h.app,
      O.GetOwnerCodeBalancesWithoutPrepaid,
      { query: { propertyAgentId: two.propertyId } },
      w.token,
    );
    expect(withoutPrepaid.body.map((r) => r.CodeAlias)).not.toContain('PP');
    // As of Apr 20: March and April charged, the waive of Apr 15 in; as of Mar 31 only March.
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, one.ownerId, '2026-04-20')).toEqual({
      ASMT: 20_000,
    });
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, one.ownerId, '2026-03-31')).toEqual({
      ASMT: 25_000,
    });
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, one.ownerId, '2026-02-28')).toEqual({});
    // A co-owner sees the primary owner's balances; so does the CRM call.
    const coOwner = await insertCoOwner(w, one.propertyId);
    expect(await get(O.GetOwnerCodeBalancesWithPrepaid, coOwner)).toEqual({ ASMT: 45_000 });
    const crm = await callApi(
      h.app,
      contract.crm.GetOwnerCodeBalances,
      { query: { propertyAgentId: coOwner, asOfDate: '2026-05-31' } },
      w.token,
    );
    expect(balances(crm.body)).toEqual({ ASMT: 45_000 });
    const deposit = await callApi(
      h.app,
      contract.crm.GetSecurityDepositBalance,
      { query: { propertyAgentId: one.propertyId, asOfDate: '2026-05-31' } },
      w.token,
    );
    expect(deposit.body).toEqual({ PropertyAgentId: one.propertyId, Balance: 0 });
  });

  it('lists an owner’s activity with the running balance and exports the history to xlsx', async () => {
    const w = await ledgerWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    // A detail changed after posting does not change what its owner line posted.
    await w.inTx((tx) =>
      tx.execute(sql`update item_agent_details d set description = 'Changed later'
                      from item_agents ia where ia.id = d.item_agent_id and ia.item_id = ${w.item.waive}`),
    );
    const activity = await callApi(
      h.app,
      O.GetOwnerActivity,
      { query: { agentId: one.propertyId, startDate: '2026-04-01', endDate: '2026-05-31' } },
      w.token,
    );
    expect(activity.status).toBe(200);
    expect(activity.body.OpeningBalance).toBe(25_000);
    expect(
      activity.body.Rows.map((r) => [
        r.PostDate,
        r.TopsTxnTypeId,
        r.Amount,
        r.Balance,
        r.Description,
      ]),
    ).toEqual([
      ['2026-04-01', 40, 25_000, 50_000, null],
      // The waive's line keeps the text it posted with, read from the owner line.
      ['2026-04-15', 46, -30_000, 20_000, 'Board-approved waiver'],
      ['2026-05-01', 40, 25_000, 45_000, null],
    ]);
    expect(activity.body.ClosingBalance).toBe(45_000);

    const file = await h.app.inject({
      method: 'POST',
      url: O.GetOwnerHistory.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { propertyAgentId: one.ownerId, startDate: '2026-04-01', endDate: '2026-05-31' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => values.push(cell.value));
    });
    expect(values).toContain('Balance forward');
    expect(values).toContain(250); // the balance forward in dollars
    expect(values).toContain(450); // the ending balance
    const zero = await h.app.inject({
      method: 'POST',
      url: O.GetOwnerHistory.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { propertyAgentId: one.ownerId, endDate: '2026-05-31', daysToStartFrom: 45 },
    });
    expect(zero.statusCode).toBe(200);
  });

  it('gives the community KPI, charge breakdown, top balances and monthly activity', async () => {
    const w = await ledgerWorld(h);
    const query = { communityAgentId: w.communityId };
    const kpi = await callApi(
      h.app,
      O.GetAccountsReceivableCommunityKpi,
      { query: { ...query, asOfDate: '2026-05-31' } },
      w.token,
    );
    expect(kpi.body).toMatchObject({
      TotalReceivable: 120_000,
      TotalPrepaid: 10_000,
      OwnersCount: 2,
      OwnersWithBalance: 2,
      DelinquentOwners: 2,
      Aging: { Current: 0, Days30: 50_000, Days60: 45_000, Days90: 25_000, Total: 120_000 },
    });
    const breakdown = await callApi(h.app, O.GetOwnerBalanceKpiChargeBreakdown, { query }, w.token);
    expect(breakdown.body.TotalBalance).toBe(120_000);
    expect(breakdown.body.Codes.map((c) => [c.CodeAlias, c.Balance, c.Owners])).toEqual([
      ['ASMT', 120_000, 2],
    ]);
    const top = await callApi(h.app, O.GetTopOwnerBalances, { query }, w.token);
    expect(top.body.map((t) => t.Balance)).toEqual([75_000, 45_000]);
    expect(top.body[0]?.AccountNumber).toBe('A-002');
    const monthly = await callApi(
      h.app,
      O.GetArMonthlyActivity,
      { query: { ...query, endDate: '2026-05-31', months: 3 } },
      w.token,
    );
    expect(monthly.body).toEqual([
      { Month: '2026-03', Charges: 50_000, Credits: 0 },
      { Month: '2026-04', Charges: 50_000, Credits: 40_000 },
      { Month: '2026-05', Charges: 50_000, Credits: 0 },
    ]);
  });

  it('needs read access to owners (403) and the caller’s company (404)', async () => {
    const w = await ledgerWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const noClaim = await signIn(h.app, user.userName);
    const kpiQuery = { query: { communityAgentId: w.communityId } };
    expect(
      (await callApi(h.app, O.GetAccountsReceivableCommunityKpi, kpiQuery, noClaim)).status,
    ).toBe(403);
    expect(
      (await callApi(h.app, O.GetOwnerActivity, { query: { agentId: one.ownerId } }, noClaim))
        .status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect(
      (await callApi(h.app, O.GetOwnerActivity, { query: { agentId: one.ownerId } }, stranger))
        .status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          O.GetOwnerCodeBalancesWithPrepaid,
          { query: { propertyAgentId: one.propertyId } },
          stranger,
        )
      ).status,
    ).toBe(404);
    expect((await callApi(h.app, O.GetTopOwnerBalances, kpiQuery, stranger)).status).toBe(404);
    const community = await callApi(
      h.app,
      O.GetOwnerActivity,
      { query: { agentId: w.communityId } },
      w.token,
    );
    expect(community.status).toBe(400);
  });
});
