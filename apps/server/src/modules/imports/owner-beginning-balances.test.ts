import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { useApp } from '../../../test/app-harness';
import {
  importBody,
  ok,
  setUpOwnersWithCodes,
  setupWorld,
  type SetupWorld,
} from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';

const i = contract.imports;
const year = new Date().getFullYear();
const postDate = `${year}-01-01`;

describe.each(testDatabases())('owner beginning balances read back on $name', (testDb) => {
  const h = useApp(testDb);

  /** The community's properties by account number. */
  async function propertyIds(world: SetupWorld): Promise<Record<string, number>> {
    const rows = await h.database.withTenant(
      { companyId: world.company.companyId, userId: null },
      (tx) =>
        queryRows<{ account: string; id: string | number }>(
          tx,
          sql`select d.account_number as account, d.agent_id as id from property_details d
                join agents p on p.id = d.agent_id where p.community_agent_id = ${world.communityId}`,
        ),
    );
    return Object.fromEntries(rows.map((r) => [r.account, Number(r.id)]));
  }

  it('gives each owner the imported balances: owner ledger, aged balances, trial balance', async () => {
    const world = await setupWorld(h.app, h.database);
    const account = await setUpOwnersWithCodes(world);
    const rows = [
      ['AccountNumber', 'CodeAlias', 'Amount'],
      ['1001', 'ASMT', '325.00'],
      ['1001', 'LATE', '25.10'],
      ['1002', 'ASMT', '1,300.45'],
      ['1003', 'PP', '-150.00'],
    ];
    const posted = ok(
      await world.call(i.OwnerBeginningBalances, {
        body: { ...(await importBody(world, rows, 'csv', { IsPreview: false })), postDate },
      }),
    );
    expect(posted.Imported).toBe(4);

    const property = await propertyIds(world);
    const balances = async (number: string) =>
      ok(
        await world.call(contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid, {
          query: { propertyAgentId: property[number] ?? 0 },
        }),
      )
        .filter((b) => b.Balance !== 0)
        .map((b) => [b.CodeAlias, b.Balance]);
    expect(await balances('1001')).toEqual([
      ['ASMT', 32_500],
      ['LATE', 2_510],
    ]);
    expect(await balances('1002')).toEqual([['ASMT', 130_045]]);
    expect(await balances('1003')).toEqual([['PP', -15_000]]);

    const aged = ok(
      await world.call(contract.arReports.AgedOwnerBalanceDetail, {
        query: { communityAgentId: world.communityId, asOfDate: postDate },
      }),
    );
    expect(aged.rows.map((r) => [r.cells.account, r.cells.code, r.cells.total])).toEqual([
      ['1001', 'ASMT', 32_500],
      ['1001', 'LATE', 2_510],
      ['1002', 'ASMT', 130_045],
      ['1003', 'PP', -15_000],
      ['Total', undefined, 150_055],
    ]);

    const tb = ok(
      await world.call(contract.reports.TrialBalance, {
        query: { communityAgentId: world.communityId, asOfDate: postDate },
      }),
    );
    const net = new Map(
      tb.rows.map((r) => [
        String(r.cells.number ?? r.cells.account),
        Number(r.cells.debit ?? 0) - Number(r.cells.credit ?? 0),
      ]),
    );
    // The receivables account holds what the owners owe; the prepaid credit is owed back to the
    // owner (the prepaid code's liability account); retained earnings take the net.
    expect(net.get('1200')).toBe(165_055);
    expect(net.get('3000')).toBe(-150_055);
    const prepaid = await h.database.withTenant(
      { companyId: world.company.companyId, userId: null },
      (tx) =>
        queryRows<{ number: string }>(
          tx,
          sql`select a.account_number as number from ar_lines l join accounts a on a.id = l.account_id
               where l.community_agent_id = ${world.communityId} and l.amount_cents < 0`,
        ),
    );
    expect(prepaid.map((p) => net.get(p.number))).toEqual([-15_000]);
    expect(account['1200']).toBeGreaterThan(0);

    // A property whose owner left (no active primary owner) has nobody to carry a balance.
    await h.database.withTenant({ companyId: world.company.companyId, userId: null }, (tx) =>
      tx.execute(
        sql`update agents set is_active = false where parent_agent_id = ${property['1003'] ?? 0}`,
      ),
    );
    const ownerless = ok(
      await world.call(i.OwnerBeginningBalances, {
        body: {
          ...(await importBody(world, [rows[0] ?? [], ['1003', 'ASMT', '10.00']], 'csv')),
          postDate,
        },
      }),
    );
    expect(ownerless.Errors).toEqual([
      {
        Row: 2,
        Column: 'AccountNumber',
        Message: 'Property 1003 has no owner to carry its balance.',
      },
    ]);
  });
});
