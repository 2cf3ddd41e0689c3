import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { importBody, ok, setupWorld } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const i = contract.imports;
const A = contract.activity;

describe.each(testDatabases())('imported owner history on $name', (testDb) => {
  const h = useApp(testDb);

  /** Two properties and three imported history rows, through the owner history import. */
  async function imported() {
    const world = await setupWorld(h.app, h.database);
    const owners = ['AccountNumber', 'StreetNumber', 'StreetName', 'City', 'State', 'PostalCode'];
    ok(
      await world.call(i.PropertyOwners, {
        body: await importBody(
          world,
          [
            [...owners, 'OwnerFirstName', 'OwnerLastName', 'OwnerCompanyName', 'OwnerEmail'],
            ['1001', '10', 'Elm Street', '', '', '', 'Ana', 'Ruiz', '', ''],
            ['1002', '12', 'Elm Street', '', '', '', 'Ben', 'Cole', '', ''],
          ],
          'csv',
          { IsPreview: false },
        ),
      }),
    );
    const heading = ['AccountNumber', 'Date', 'Description', 'CodeAlias', 'Charge', 'Payment'];
    ok(
      await world.call(i.OwnerHistory, {
        body: await importBody(
          world,
          [
            heading,
            ['1001', '2025-01-01', 'Dues', 'ASMT', '300', ''],
            ['1001', '2025-01-15', 'Check 101', '', '', '300'],
            ['1002', '2024-12-01', 'Dues', 'ASMT', '250.50', ''],
          ],
          'csv',
          { IsPreview: false },
        ),
      }),
    );
    const [first, second] = await h.database.withTenant(
      { companyId: world.company.companyId, userId: null },
      (tx) =>
        queryRows<{ property: number; owner: number }>(
          tx,
          sql`select o.parent_agent_id::int8 as property, o.id as owner from agents o
                join contacts c on c.agent_id = o.id
               where o.community_agent_id = ${world.communityId} and o.parent_agent_id is not null
                 and c.display_name in ('Ana Ruiz', 'Ben Cole') order by c.display_name`,
        ),
    );
    if (!first || !second) throw new Error('no owners');
    return { world, ana: first, ben: second };
  }

  it('searches a community’s, a property’s, an owner’s property’s history or one row, newest first', async () => {
    const { world, ana, ben } = await imported();
    const search = async (agentId: number, itemId?: number) =>
      ok(
        await world.call(A.HistoricTransactionSearch, {
          query: itemId === undefined ? { agentId } : { agentId, itemId },
        }),
      );
    const all = await search(world.communityId);
    expect(all.TotalCount).toBe(3);
    expect(all.Rows.map((r) => [r.TxnDate, r.Description, r.Charge, r.Payment])).toEqual([
      ['2025-01-15', 'Check 101', 0, 30_000],
      ['2025-01-01', 'Dues', 30_000, 0],
      ['2024-12-01', 'Dues', 25_050, 0],
    ]);
    expect(all.Rows[2]).toMatchObject({ PropertyAgentId: ben.property, CodeAlias: 'ASMT' });
    const property = await search(ana.property);
    expect(property.Rows.map((r) => r.Description)).toEqual(['Check 101', 'Dues']);
    expect((await search(ana.owner)).Rows).toEqual(property.Rows);
    const one = all.Rows[2]?.HistoricTransactionId ?? 0;
    expect((await search(world.communityId, one)).Rows.map((r) => r.Charge)).toEqual([25_050]);
    expect((await search(ana.owner, one)).TotalCount).toBe(0);

    const summary = ok(
      await world.call(A.GetCommunitySummary, { query: { communityAgentId: world.communityId } }),
    );
    expect(summary).toEqual({
      CommunityAgentId: world.communityId,
      TransactionCount: 3,
      PropertyCount: 2,
      Charges: 55_050,
      Payments: 30_000,
      FirstDate: '2024-12-01',
      LastDate: '2025-01-15',
    });
  });

  it('refuses another company, a user without the community and one without owner read', async () => {
    const { world, ana } = await imported();
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const elsewhere = await addUser(h.database, world.company.companyId, {
      communityIds: [],
      grants: [fullGrant('owner')],
    });
    const noClaim = await addUser(h.database, world.company.companyId, {
      communityIds: [world.communityId],
      grants: [],
    });
    const call = async (token: string) => [
      (await callApi(h.app, A.HistoricTransactionSearch, { query: { agentId: ana.owner } }, token))
        .status,
      (
        await callApi(
          h.app,
          A.GetCommunitySummary,
          { query: { communityAgentId: world.communityId } },
          token,
        )
      ).status,
    ];
    expect(await call(otherToken)).toEqual([404, 404]);
    expect(await call(await signIn(h.app, elsewhere.userName))).toEqual([403, 403]);
    expect(await call(await signIn(h.app, noClaim.userName))).toEqual([403, 403]);
  });
});
