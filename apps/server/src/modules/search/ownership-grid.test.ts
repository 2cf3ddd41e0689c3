import { describe, expect, it } from 'vitest';
import { contract, OwnershipColumns, type RequestOf } from '@hoa/contract';
import { webAddresses } from '@hoa/db';
import {
  AgentTypeId,
  Messages,
  ProfileMessages,
  SearchMessages,
  WebAddressTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import { insertHouseholds, type HouseholdSpec } from '../../../test/search-factories';

const o = contract.ownership;
type SearchBody = RequestOf<typeof o.Search>['body'];

function communities(company: TestCompany): [number, number] {
  const [first, second] = company.communityIds;
  if (first === undefined || second === undefined) throw new Error('two communities expected');
  return [first, second];
}

const homes: HouseholdSpec[] = [
  {
    accountNumber: 'GR0002',
    streetNumber: '12',
    streetName: 'Quillon Road',
    people: [
      { firstName: 'Ada', lastName: 'Quillby', email: 'ada@quill.test', phone: ['201', '5550101'] },
      { firstName: 'Ben', lastName: 'Quillby' },
    ],
  },
  {
    accountNumber: 'GR0001',
    streetNumber: '3',
    streetName: 'Quillon Road',
    people: [{ firstName: 'Cy', lastName: 'Abbotquill', email: 'cy@quill.test' }],
  },
];

async function search(h: Harness, token: string, body: SearchBody) {
  const result = await callApi(h.app, o.Search, { body }, token);
  expect(result.errorMessage).toBeUndefined();
  return result.body;
}

describe.each(testDatabases())('ownership grid on $name', (testDb) => {
  const h = useApp(testDb);

  it('answers the column definitions the web grid renders', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const result = await callApi(h.app, o.GetColumnDefinitions, {}, token);
    expect(result.status).toBe(200);
    expect(result.body).toEqual(OwnershipColumns);
    const name = result.body.find((c) => c.Field === 'DisplayName');
    expect(name).toMatchObject({ Title: 'Name', Sortable: true, VisibleByDefault: true });
    expect(result.body.filter((c) => c.Sortable).every((c) => c.SortOptionId !== null)).toBe(true);
  });

  it('searches a community, sorted by a column and paged, by term and owner type', async () => {
    const a = await createTestCompany(h.database);
    const [first, second] = communities(a);
    await insertHouseholds(h.database, a.companyId, first, homes);
    await insertHouseholds(h.database, a.companyId, second, [
      {
        accountNumber: 'GR9',
        streetNumber: '1',
        streetName: 'Elsewhere',
        people: [{ firstName: 'Zed', lastName: 'Quillby' }],
      },
    ]);
    const token = await signIn(h.app, a.admin.userName);
    const byAccount = await search(h, token, {
      communityAgentId: first,
      sortField: 'AccountNumber',
    });
    expect(byAccount.TotalCount).toBe(3);
    expect(byAccount.Results.map((r) => r.DisplayName)).toEqual([
      'Cy Abbotquill',
      'Ada Quillby',
      'Ben Quillby',
    ]);
    expect(byAccount.Results[1]).toMatchObject({
      AccountNumber: 'GR0002',
      StreetNumber: '12',
      StreetName: 'Quillon Road',
      PrimaryEmailAddress: 'ada@quill.test',
      Phone: '(201) 555-0101',
      Balance: 0,
    });
    const page = await search(h, token, {
      communityAgentId: first,
      sortField: 'FirstName',
      skip: 1,
      take: 1,
    });
    expect(page).toMatchObject({ TotalCount: 3, Results: [{ DisplayName: 'Ben Quillby' }] });
    const owners = await search(h, token, {
      communityAgentId: first,
      agentTypeIds: [AgentTypeId.Owner],
    });
    expect(owners.Results.map((r) => r.DisplayName)).toEqual(['Ben Quillby']);
    const everywhere = await search(h, token, { criteria: 'quillby' });
    expect(everywhere.Results.map((r) => r.DisplayName)).toEqual([
      'Ada Quillby',
      'Ben Quillby',
      'Zed Quillby',
    ]);
    const byEmail = await search(h, token, { criteria: 'cy@quill' });
    expect(byEmail.Results.map((r) => r.DisplayName)).toEqual(['Cy Abbotquill']);
  });

  it('refuses bad input with a clear message', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const badSort = await callApi(h.app, o.Search, { body: { sortField: 'Unit' } }, token);
    expect(badSort.status).toBe(400);
    expect(badSort.errorMessage).toContain('sortField must be one of');
    const badType = await callApi(h.app, o.Search, { body: { agentTypeIds: [7] } }, token);
    expect(badType.status).toBe(400);
    expect(badType.errorMessage).toBe(SearchMessages.notOwnerType);
    const badIds = await callApi(
      h.app,
      o.GetPrimaryEmailAddresses,
      { query: { agentIds: '1,x' } },
      token,
    );
    expect(badIds.status).toBe(400);
    expect(badIds.errorMessage).toContain('comma-separated list of ids');
    const [home] = await insertHouseholds(h.database, a.companyId, communities(a)[0], homes);
    const owner = home?.personIds[0] ?? 0;
    const badEmail = await callApi(
      h.app,
      o.Save,
      {
        body: {
          TopsAgentId: owner,
          FirstName: 'Ada',
          LastName: 'Quillby',
          PrimaryEmailAddress: 'ada@',
          Phone: null,
          MailingAddress: null,
        },
      },
      token,
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.errorMessage).toContain('Enter a valid email address');
    const noName = await callApi(
      h.app,
      o.Save,
      {
        body: {
          TopsAgentId: owner,
          FirstName: '',
          LastName: ' ',
          PrimaryEmailAddress: null,
          Phone: null,
          MailingAddress: null,
        },
      },
      token,
    );
    expect(noName.status).toBe(400);
    expect(noName.errorMessage).toBe(ProfileMessages.displayNameRequired);
  });

  it('answers each owner’s primary email: the primary Email web address first', async () => {
    const a = await createTestCompany(h.database);
    const [home, other] = await insertHouseholds(h.database, a.companyId, communities(a)[0], homes);
    const [ada, ben] = home?.personIds ?? [];
    const cy = other?.personIds[0] ?? 0;
    await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      tx.insert(webAddresses).values({
        companyId: a.companyId,
        agentId: ada ?? 0,
        webAddressTypeId: WebAddressTypeId.Email,
        address: 'ada.primary@quill.test',
        isPrimary: true,
      }),
    );
    const token = await signIn(h.app, a.admin.userName);
    const result = await callApi(
      h.app,
      o.GetPrimaryEmailAddresses,
      { query: { agentIds: `${cy},${ada},${ben},${cy}` } },
      token,
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      { TopsAgentId: cy, PrimaryEmailAddress: 'cy@quill.test' },
      { TopsAgentId: ada, PrimaryEmailAddress: 'ada.primary@quill.test' },
      { TopsAgentId: ben, PrimaryEmailAddress: null },
    ]);
    // A property is not an owner.
    const property = await callApi(
      h.app,
      o.GetPrimaryEmailAddresses,
      { query: { agentIds: String(home?.propertyId) } },
      token,
    );
    expect(property.status).toBe(404);
  });

  it('saves a row through the owner profile save; owner search reads the change', async () => {
    const a = await createTestCompany(h.database);
    const [home] = await insertHouseholds(h.database, a.companyId, communities(a)[0], homes);
    const ada = home?.personIds[0] ?? 0;
    const token = await signIn(h.app, a.admin.userName);
    const saved = await callApi(
      h.app,
      o.Save,
      {
        body: {
          TopsAgentId: ada,
          FirstName: 'Adelaide',
          LastName: 'Marchbanks',
          PrimaryEmailAddress: 'adelaide@marchbanks.test',
          Phone: { AreaCode: '973', PhoneNumber: '5550199', Extension: null },
          MailingAddress: {
            StreetNumber: '77',
            StreetName: 'Post Box Lane',
            Unit: null,
            City: 'Newark',
            StateId: 31,
            PostalCode: '07102',
          },
        },
      },
      token,
    );
    expect(saved.errorMessage).toBeUndefined();
    expect(saved.body).toMatchObject({
      TopsAgentId: ada,
      DisplayName: 'Adelaide Marchbanks',
      FirstName: 'Adelaide',
      LastName: 'Marchbanks',
      PrimaryEmailAddress: 'adelaide@marchbanks.test',
      Phone: '(973) 555-0199',
      // The row shows the property's address, which the owner's mailing address leaves alone.
      StreetName: 'Quillon Road',
    });
    const graph = await callApi(
      h.app,
      contract.crm.GetAgentGraph,
      { query: { agentId: ada } },
      token,
    );
    expect(graph.errorMessage).toBeUndefined();
    const profile = graph.body;
    expect(profile.Addresses).toMatchObject([
      { StreetName: 'Post Box Lane', City: 'Newark', IsPrimary: true },
    ]);
    expect(profile.Phones).toHaveLength(1);
    expect(profile.WebAddresses).toMatchObject([
      { Address: 'adelaide@marchbanks.test', IsPrimary: true },
    ]);
    // The read model's triggers saw the save: owner search finds the new name and email.
    for (const criteria of ['marchbanks', 'adelaide@march']) {
      const found = await callApi(
        h.app,
        contract.search.SearchOwnerships,
        { query: { criteria } },
        token,
      );
      expect(found.body.Results.map((r) => r.TopsAgentId)).toEqual([ada]);
    }
    const old = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'ada@quill' } },
      token,
    );
    expect(old.body.Results).toEqual([]);
    // Clearing the phone and email removes them.
    const cleared = await callApi(
      h.app,
      o.Save,
      {
        body: {
          TopsAgentId: ada,
          FirstName: 'Adelaide',
          LastName: 'Marchbanks',
          DisplayName: 'A. Marchbanks',
          PrimaryEmailAddress: null,
          Phone: null,
          MailingAddress: null,
        },
      },
      token,
    );
    expect(cleared.body).toMatchObject({
      DisplayName: 'A. Marchbanks',
      PrimaryEmailAddress: null,
      Phone: null,
    });
  });

  it('needs the owner claim, and never reaches another company or an off-list community', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [first, second] = communities(a);
    const [mine] = await insertHouseholds(h.database, a.companyId, second, homes);
    const [theirs] = await insertHouseholds(h.database, b.companyId, communities(b)[0], homes);
    const mineId = mine?.personIds[0] ?? 0;
    const theirsId = theirs?.personIds[0] ?? 0;
    const row = {
      FirstName: 'X',
      LastName: 'Y',
      PrimaryEmailAddress: null,
      Phone: null,
      MailingAddress: null,
    };
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('vendors')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    for (const result of [
      await callApi(h.app, o.GetColumnDefinitions, {}, clerkToken),
      await callApi(h.app, o.Search, { body: {} }, clerkToken),
      await callApi(
        h.app,
        o.GetPrimaryEmailAddresses,
        { query: { agentIds: String(mineId) } },
        clerkToken,
      ),
      await callApi(h.app, o.Save, { body: { TopsAgentId: mineId, ...row } }, clerkToken),
    ]) {
      expect(result.status).toBe(403);
    }
    const adminToken = await signIn(h.app, a.admin.userName);
    const foreignSearch = await callApi(
      h.app,
      o.Search,
      { body: { communityAgentId: communities(b)[0] } },
      adminToken,
    );
    expect(foreignSearch.status).toBe(404);
    const foreignEmails = await callApi(
      h.app,
      o.GetPrimaryEmailAddresses,
      { query: { agentIds: `${mineId},${theirsId}` } },
      adminToken,
    );
    expect(foreignEmails.status).toBe(404);
    const foreignSave = await callApi(
      h.app,
      o.Save,
      { body: { TopsAgentId: theirsId, ...row } },
      adminToken,
    );
    expect(foreignSave.status).toBe(404);
    // A manager of the first community only does not see the second's owners.
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner')],
    });
    const managerToken = await signIn(h.app, manager.userName);
    const offList = await callApi(
      h.app,
      o.Search,
      { body: { communityAgentId: second } },
      managerToken,
    );
    expect(offList.status).toBe(403);
    expect(offList.errorMessage).toBe(Messages.communityNotOnList);
    expect((await search(h, managerToken, { criteria: 'quillby' })).Results).toEqual([]);
    const offListEmails = await callApi(
      h.app,
      o.GetPrimaryEmailAddresses,
      { query: { agentIds: String(mineId) } },
      managerToken,
    );
    expect(offListEmails.status).toBe(404);
    const offListSave = await callApi(
      h.app,
      o.Save,
      { body: { TopsAgentId: mineId, ...row } },
      managerToken,
    );
    expect(offListSave.status).toBe(403);
  });
});
