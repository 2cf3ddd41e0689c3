import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId, SearchMessages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { insertDirectoryAgent, insertHouseholds } from '../../../test/search-factories';

describe.each(testDatabases())('agent search and owners by contact on $name', (testDb) => {
  const h = useApp(testDb);

  it('Crm/Search filters by type, parent, community list and activity, with profiles on request', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (first === undefined || second === undefined) throw new Error('communities');
    const [home] = await insertHouseholds(h.database, a.companyId, first, [
      {
        accountNumber: 'WB0001',
        streetNumber: '8',
        streetName: 'Wobbleton Way',
        people: [
          { firstName: 'Wanda', lastName: 'Wobbleton', phone: ['201', '5550111'] },
          { firstName: 'Walt', lastName: 'Wobbleton' },
        ],
      },
    ]);
    await insertHouseholds(h.database, a.companyId, second, [
      {
        accountNumber: 'WB0002',
        streetNumber: '9',
        streetName: 'Elsewhere Road',
        people: [{ firstName: 'Wes', lastName: 'Wobbleton' }],
      },
    ]);
    const vendor = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Wobbleton Electric',
    });
    const retired = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Wobbleton Retired Roofing',
      isActive: false,
    });
    await insertDirectoryAgent(h.database, b.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Wobbleton Foreign',
    });
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner'), fullGrant('vendors')],
    });
    const token = await signIn(h.app, manager.userName);
    const found = async (query: Record<string, string>) => {
      const result = await callApi(
        h.app,
        contract.search.Search,
        { query: { searchTerm: 'wobbleton', ...query } },
        token,
      );
      expect(result.errorMessage).toBeUndefined();
      return result.body;
    };
    const all = await found({});
    expect(all.map((row) => row.DisplayName)).toEqual([
      'Walt Wobbleton',
      'Wanda Wobbleton',
      'Wobbleton Electric',
      'Wobbleton Retired Roofing',
    ]);
    expect(all[0]).toMatchObject({ AgentTypeName: 'Owner', Profile: null });
    expect((await found({ agentTypes: '7' })).map((row) => row.TopsAgentId)).toEqual([
      vendor,
      retired,
    ]);
    expect((await found({ excludeInactiveAgents: 'true', agentTypes: '7' })).length).toBe(1);
    expect(
      (await found({ onlyCommunitiesInUserCommunityList: 'true' })).map((row) => row.DisplayName),
    ).toEqual(['Walt Wobbleton', 'Wanda Wobbleton']);
    const under = await found({ agentParentId: String(home?.propertyId), getProfile: 'true' });
    expect(under.map((row) => row.DisplayName)).toEqual(['Walt Wobbleton', 'Wanda Wobbleton']);
    expect(under[1]?.Profile?.Phones.map((p) => p.PhoneNumber)).toEqual(['5550111']);
    expect(under[1]?.Profile?.Addresses.map((p) => p.StreetName)).toEqual(['Wobbleton Way']);

    const short = await callApi(
      h.app,
      contract.search.Search,
      { query: { searchTerm: ' w ' } },
      token,
    );
    expect(short.status).toBe(400);
    expect(short.errorMessage).toBe(SearchMessages.termTooShort);
  });

  it('SearchOwnersByContact matches the owner’s own name, email and phone only', async () => {
    const a = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (first === undefined || second === undefined) throw new Error('communities');
    const [home] = await insertHouseholds(h.database, a.companyId, first, [
      {
        accountNumber: 'CT5550',
        streetNumber: '12',
        streetName: 'Contactor Court',
        people: [
          {
            firstName: 'Greta',
            lastName: 'Fenwright',
            email: 'greta@fen.example',
            phone: ['312', '5554477'],
          },
          { agentTypeId: AgentTypeId.Renter, firstName: 'Rudy', lastName: 'Lodger' },
        ],
      },
    ]);
    const token = await signIn(h.app, a.admin.userName);
    const byContact = async (searchTerm: string, communityAgentId?: number) => {
      const result = await callApi(
        h.app,
        contract.search.SearchOwnersByContact,
        { query: { searchTerm, ...(communityAgentId ? { communityAgentId } : {}) } },
        token,
      );
      expect(result.errorMessage).toBeUndefined();
      return result.body.map((row) => row.TopsAgentId);
    };
    const greta = home?.personIds[0];
    expect(await byContact('fenwright')).toEqual([greta]);
    expect(await byContact('greta@fen')).toEqual([greta]);
    expect(await byContact('312-555-4477')).toEqual([greta]);
    expect(await byContact('lodger')).toEqual([home?.personIds[1]]);
    // Not through the property: its account number and street find nobody here.
    expect(await byContact('CT5550')).toEqual([]);
    expect(await byContact('contactor')).toEqual([]);
    expect(await byContact('fenwright', second)).toEqual([]);
  });
});
