import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import {
  insertDirectoryAgent,
  insertHouseholds,
  insertPartyItem,
} from '../../../test/search-factories';

describe.each(testDatabases())('portfolio directory lists on $name', (testDb) => {
  const h = useApp(testDb);

  it('lists the caller’s communities with counts, and the dashboard counts by claim', async () => {
    const a = await createTestCompany(h.database, { communities: 3 });
    const [first, second, third] = a.communityIds;
    if (!first || !second || !third) throw new Error('communities');
    await insertHouseholds(h.database, a.companyId, first, [
      {
        accountNumber: 'CP1',
        streetNumber: '1',
        streetName: 'Count Road',
        people: [
          { firstName: 'A', lastName: 'One' },
          { firstName: 'B', lastName: 'One' },
        ],
      },
      {
        accountNumber: 'CP2',
        streetNumber: '2',
        streetName: 'Count Road',
        people: [
          { firstName: 'C', lastName: 'Two' },
          { agentTypeId: AgentTypeId.Renter, firstName: 'R', lastName: 'Two' },
        ],
      },
    ]);
    await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Dash Vendor',
    });
    await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Third Community Vendor',
      communityAgentId: third,
    });
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('community'), fullGrant('property'), fullGrant('vendors')],
    });
    const token = await signIn(h.app, manager.userName);
    const page = await callApi(h.app, contract.portfolio.GetCommunityPortfolio, {}, token);
    expect(page.body.TotalCount).toBe(2);
    expect(
      page.body.Results.map((row) => [row.CommunityAgentId, row.CountProperties, row.CountOwners]),
    ).toEqual([
      [first, 2, 3],
      [second, 0, 0],
    ]);
    const second2 = await callApi(
      h.app,
      contract.portfolio.GetCommunityPortfolio,
      { query: { skip: 1, take: 1 } },
      token,
    );
    expect(second2.body).toMatchObject({ TotalCount: 2, Results: [{ CommunityAgentId: second }] });

    const dashboard = await callApi(h.app, contract.portfolio.GetPortfolioDashboard, {}, token);
    expect(dashboard.body).toEqual({
      Communities: 2,
      Properties: 2,
      Owners: null,
      Renters: null,
      Vendors: 1,
      Banks: null,
      Organizations: null,
      Amenities: null,
      Partners: 0,
      Users: null,
    });
    const admin = await callApi(
      h.app,
      contract.portfolio.GetPortfolioDashboard,
      {},
      await signIn(h.app, a.admin.userName),
    );
    expect(admin.body).toMatchObject({
      Communities: 3,
      Owners: 3,
      Renters: 1,
      Vendors: 2,
      Users: 2,
    });
  });

  it('lists vendors and where they work, and saves the edit-all grid with audit rows', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (!first || !second) throw new Error('communities');
    const company = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Acme Pools',
    });
    const local = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Brookside Mowing',
      communityAgentId: second,
    });
    const idle = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Closed Carpentry',
      isActive: false,
    });
    const foreign = await insertDirectoryAgent(h.database, b.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Acme Foreign',
    });
    await insertPartyItem(h.database, a.companyId, {
      communityAgentId: first,
      txnTypeId: TxnTypeId.Bill,
      statusId: StatusId.Posted,
      agentId: company,
      amountCents: 40_000,
    });
    const token = await signIn(h.app, a.admin.userName);
    const vendors = async (query: Record<string, string | number>) =>
      (await callApi(h.app, contract.portfolio.GetVendors, { query }, token)).body;
    expect((await vendors({})).Results.map((row) => row.DisplayName)).toEqual([
      'Acme Pools',
      'Brookside Mowing',
    ]);
    expect((await vendors({ includeInactive: 'true' })).TotalCount).toBe(3);
    expect((await vendors({ communityAgentId: first })).Results.map((r) => r.TopsAgentId)).toEqual([
      company,
    ]);
    expect((await vendors({ searchTerm: 'brook' })).Results[0]).toMatchObject({
      TopsAgentId: local,
      CommunityAgentId: second,
      CommunityName: expect.stringMatching(/^Community 2 /) as unknown,
    });

    const where = await callApi(
      h.app,
      contract.portfolio.GetVendorCommunityList,
      { query: { vendorAgentId: company } },
      token,
    );
    expect(
      where.body.map((row) => [row.CommunityAgentId, row.ItemCount, row.IsHomeCommunity]),
    ).toEqual([[first, 1, false]]);
    const home = await callApi(
      h.app,
      contract.portfolio.GetVendorCommunityList,
      { query: { vendorAgentId: local } },
      token,
    );
    expect(
      home.body.map((row) => [row.CommunityAgentId, row.ItemCount, row.IsHomeCommunity]),
    ).toEqual([[second, 0, true]]);
    const other = await callApi(
      h.app,
      contract.portfolio.GetVendorCommunityList,
      { query: { vendorAgentId: foreign } },
      token,
    );
    expect(other.status).toBe(404);

    const saved = await callApi(
      h.app,
      contract.portfolio.SaveVendors,
      {
        body: {
          Vendors: [
            {
              TopsAgentId: company,
              DisplayName: 'Acme Pools & Spas',
              CompanyName: 'Acme Pools LLC',
              PrimaryEmailAddress: 'office@acmepools.com',
              IsActive: true,
            },
            {
              TopsAgentId: idle,
              DisplayName: 'Closed Carpentry',
              CompanyName: null,
              PrimaryEmailAddress: '',
              IsActive: true,
            },
          ],
        },
      },
      token,
    );
    expect(saved.body).toEqual({ Saved: 2 });
    const after = await vendors({});
    expect(
      after.Results.map((row) => [row.DisplayName, row.CompanyName, row.PrimaryEmailAddress]),
    ).toEqual([
      ['Acme Pools & Spas', 'Acme Pools LLC', 'office@acmepools.com'],
      ['Brookside Mowing', 'Brookside Mowing', null],
      ['Closed Carpentry', null, null],
    ]);
    const audit = await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      queryRows<{ table_name: string; n: number }>(
        tx,
        sql`select table_name, count(*)::int as n from audit_log
            where operation = 'UPDATE' and user_id = ${a.admin.userId}
            group by table_name order by table_name`,
      ),
    );
    expect(audit).toEqual([
      { table_name: 'agents', n: 2 },
      { table_name: 'contacts', n: 2 },
    ]);

    const badEmail = await callApi(
      h.app,
      contract.portfolio.SaveVendors,
      {
        body: {
          Vendors: [
            {
              TopsAgentId: company,
              DisplayName: 'X',
              CompanyName: null,
              PrimaryEmailAddress: 'not-an-email',
              IsActive: true,
            },
          ],
        },
      },
      token,
    );
    expect(badEmail.status).toBe(400);
    const foreignSave = await callApi(
      h.app,
      contract.portfolio.SaveVendors,
      {
        body: {
          Vendors: [
            {
              TopsAgentId: foreign,
              DisplayName: 'Mine now',
              CompanyName: null,
              PrimaryEmailAddress: null,
              IsActive: true,
            },
          ],
        },
      },
      token,
    );
    expect(foreignSave.status).toBe(404);
    const reader = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [
        { Claim: 'vendors', CanCreate: false, CanRead: true, CanUpdate: false, CanDelete: false },
      ],
    });
    const readOnly = await callApi(
      h.app,
      contract.portfolio.SaveVendors,
      {
        body: {
          Vendors: [
            {
              TopsAgentId: company,
              DisplayName: 'Nope',
              CompanyName: null,
              PrimaryEmailAddress: null,
              IsActive: true,
            },
          ],
        },
      },
      await signIn(h.app, reader.userName),
    );
    expect(readOnly.status).toBe(403);
    const offList = await callApi(
      h.app,
      contract.portfolio.GetVendorCommunityList,
      { query: { vendorAgentId: local } },
      await signIn(h.app, reader.userName),
    );
    expect(offList.status).toBe(403);
  });

  it('lists banks, organizations, amenities, partners and users', async () => {
    const a = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (!first || !second) throw new Error('communities');
    const agent = (agentTypeId: number, name: string, communityAgentId?: number) =>
      insertDirectoryAgent(h.database, a.companyId, {
        agentTypeId,
        name,
        ...(communityAgentId ? { communityAgentId } : {}),
      });
    await agent(AgentTypeId.Bank, 'Second National Bank');
    await agent(AgentTypeId.Bank, 'First Savings Bank');
    await agent(AgentTypeId.Organization, 'Regional HOA Council');
    await agent(AgentTypeId.Amenity, 'Clubhouse Pool', first);
    await agent(AgentTypeId.Amenity, 'Tennis Courts', second);
    await agent(AgentTypeId.Partner, 'Insurance Partner');
    const token = await signIn(h.app, a.admin.userName);
    const names = async (agentTypeId: number, communityAgentId?: number) => {
      const result = await callApi(
        h.app,
        contract.portfolio.GetAgentList,
        { query: { agentTypeId, ...(communityAgentId ? { communityAgentId } : {}) } },
        token,
      );
      expect(result.errorMessage).toBeUndefined();
      return result.body.Results.map((row) => row.DisplayName);
    };
    expect(await names(AgentTypeId.Bank)).toEqual(['First Savings Bank', 'Second National Bank']);
    expect(await names(AgentTypeId.Organization)).toEqual(['Regional HOA Council']);
    expect(await names(AgentTypeId.Amenity)).toEqual(['Clubhouse Pool', 'Tennis Courts']);
    expect(await names(AgentTypeId.Amenity, second)).toEqual(['Tennis Courts']);
    expect(await names(AgentTypeId.Partner)).toEqual(['Insurance Partner']);
    const vendorType = await callApi(
      h.app,
      contract.portfolio.GetAgentList,
      { query: { agentTypeId: AgentTypeId.Vendor } },
      token,
    );
    expect(vendorType.status).toBe(400);

    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('amenities')],
    });
    const managerToken = await signIn(h.app, manager.userName);
    const amenities = await callApi(
      h.app,
      contract.portfolio.GetAgentList,
      { query: { agentTypeId: AgentTypeId.Amenity } },
      managerToken,
    );
    expect(amenities.body.Results.map((row) => row.DisplayName)).toEqual(['Clubhouse Pool']);
    const banks = await callApi(
      h.app,
      contract.portfolio.GetAgentList,
      { query: { agentTypeId: AgentTypeId.Bank } },
      managerToken,
    );
    expect(banks.status).toBe(403);
    const noUsers = await callApi(h.app, contract.portfolio.GetPortfolioUsers, {}, managerToken);
    expect(noUsers.status).toBe(403);

    const users = await callApi(h.app, contract.portfolio.GetPortfolioUsers, {}, token);
    expect(users.body.TotalCount).toBe(2);
    const me = users.body.Results.find((row) => row.UserId === a.admin.userId);
    expect(me).toMatchObject({
      UserName: a.admin.userName,
      IsSystemAdmin: true,
      RoleNames: [`role-${a.admin.userName}`],
      CommunityCount: 2,
    });
    const filtered = await callApi(
      h.app,
      contract.portfolio.GetPortfolioUsers,
      { query: { searchTerm: manager.userName } },
      token,
    );
    expect(filtered.body.Results.map((row) => [row.UserId, row.CommunityCount])).toEqual([
      [manager.userId, 1],
    ]);
  });
});
