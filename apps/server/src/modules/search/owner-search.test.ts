import { describe, expect, it } from 'vitest';
import { contract, type OwnershipRow, type RequestOf } from '@hoa/contract';
import { AgentTypeId, Messages, SearchMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import {
  insertDirectoryAgent,
  insertHouseholds,
  insertPartyItem,
  type HouseholdSpec,
} from '../../../test/search-factories';

type OwnershipQuery = RequestOf<typeof contract.search.SearchOwnerships>['query'];

function firstCommunity(company: TestCompany): number {
  const [first] = company.communityIds;
  if (first === undefined) throw new Error('no community');
  return first;
}

async function ownerships(h: Harness, token: string, query: OwnershipQuery) {
  const result = await callApi(h.app, contract.search.SearchOwnerships, { query }, token);
  expect(result.errorMessage).toBeUndefined();
  return result.body;
}

const names = (rows: OwnershipRow[]) => rows.map((row) => row.DisplayName);

// Five Pemberwick homes whose sort keys disagree with each other.
const pemberwicks: HouseholdSpec[] = [
  {
    accountNumber: 'PB0003',
    lotNumber: '12',
    streetNumber: '110',
    streetName: 'Birch Road',
    people: [{ firstName: 'Cora', lastName: 'Pemberwick' }],
  },
  {
    accountNumber: 'PB0001',
    lotNumber: '2',
    streetNumber: '9',
    streetName: 'Elm Street',
    people: [{ firstName: 'Abe', lastName: 'Pemberwickton' }],
  },
  {
    accountNumber: 'PB0005',
    lotNumber: '7',
    streetNumber: '10',
    streetName: 'Alder Way',
    people: [{ firstName: 'Bea', lastName: 'Pemberwick' }],
  },
  {
    accountNumber: 'PB0002',
    lotNumber: '30',
    streetNumber: '10',
    streetName: 'Cedar Lane',
    people: [{ firstName: 'Dax', lastName: 'Apemberwick' }],
  },
  {
    accountNumber: 'PB0004',
    lotNumber: '1',
    streetNumber: '2',
    streetName: 'Dogwood Drive',
    people: [{ firstName: 'Eve', lastName: 'Pemberwickson' }],
  },
];

describe.each(testDatabases())('owner search on $name', (testDb) => {
  const h = useApp(testDb);

  it('pages 25 at a time with the total, and never answers more than 25', async () => {
    const a = await createTestCompany(h.database);
    await insertHouseholds(
      h.database,
      a.companyId,
      firstCommunity(a),
      Array.from({ length: 30 }, (_, i) => ({
        accountNumber: `PG${String(i).padStart(4, '0')}`,
        streetNumber: String(i + 1),
        streetName: 'Paging Row',
        people: [{ firstName: `Page${String(i).padStart(2, '0')}`, lastName: 'Pagewright' }],
      })),
    );
    const token = await signIn(h.app, a.admin.userName);
    const first = await ownerships(h, token, { criteria: 'pagewright' });
    expect(first.TotalCount).toBe(30);
    expect(first.Results).toHaveLength(25);
    expect(first.Results[0]?.AccountNumber).toBe('PG0000');
    const second = await ownerships(h, token, { criteria: 'pagewright', skip: 25 });
    expect(second.Results.map((row) => row.AccountNumber)).toEqual([
      'PG0025',
      'PG0026',
      'PG0027',
      'PG0028',
      'PG0029',
    ]);
    const past = await ownerships(h, token, { criteria: 'pagewright', skip: 50 });
    expect(past).toEqual({ Results: [], TotalCount: 30, HasMore: false });
    const ten = await ownerships(h, token, { criteria: 'pagewright', skip: 5, take: 10 });
    expect(ten.Results.map((row) => row.AccountNumber)).toEqual(
      first.Results.slice(5, 15).map((row) => row.AccountNumber),
    );
    const tooMany = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'pagewright', take: 26 } },
      token,
    );
    expect(tooMany.status).toBe(400);
  });

  it('sorts by the owner sort options 1 to 5', async () => {
    const a = await createTestCompany(h.database);
    await insertHouseholds(h.database, a.companyId, firstCommunity(a), pemberwicks);
    const token = await signIn(h.app, a.admin.userName);
    const sorted = async (sortOptionId: 1 | 2 | 3 | 4 | 5) =>
      names((await ownerships(h, token, { criteria: 'pemberwick', sortOptionId })).Results);
    expect(await sorted(1)).toEqual([
      'Abe Pemberwickton',
      'Dax Apemberwick',
      'Cora Pemberwick',
      'Eve Pemberwickson',
      'Bea Pemberwick',
    ]);
    expect(await sorted(2)).toEqual([
      'Abe Pemberwickton',
      'Bea Pemberwick',
      'Cora Pemberwick',
      'Dax Apemberwick',
      'Eve Pemberwickson',
    ]);
    expect(await sorted(3)).toEqual([
      'Dax Apemberwick',
      'Bea Pemberwick',
      'Cora Pemberwick',
      'Eve Pemberwickson',
      'Abe Pemberwickton',
    ]);
    // Street numbers by value: 2, 9, 10 (Alder before Cedar), 110.
    expect(await sorted(4)).toEqual([
      'Eve Pemberwickson',
      'Abe Pemberwickton',
      'Bea Pemberwick',
      'Dax Apemberwick',
      'Cora Pemberwick',
    ]);
    expect(await sorted(5)).toEqual([
      'Bea Pemberwick',
      'Cora Pemberwick',
      'Dax Apemberwick',
      'Eve Pemberwickson',
      'Abe Pemberwickton',
    ]);
    const balance = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'pemberwick', sortOptionId: 6 } },
      token,
    );
    expect(balance.status).toBe(400);
  });

  it('finds owners by name, email, phone, account number and street, 2 trimmed characters up', async () => {
    const a = await createTestCompany(h.database);
    const [home] = await insertHouseholds(h.database, a.companyId, firstCommunity(a), [
      {
        accountNumber: 'MX0042',
        streetNumber: '77',
        streetName: 'Marrowstone Place',
        people: [
          {
            firstName: 'Odile',
            lastName: 'Varnum',
            email: 'odile.v@example.com',
            phone: ['973', '5550199'],
          },
          { firstName: 'Piet', lastName: 'Varnum' },
          { agentTypeId: AgentTypeId.Renter, firstName: 'Rosa', lastName: 'Tenantly' },
        ],
      },
    ]);
    const [primary, coOwner, renter] = home?.personIds ?? [];
    const token = await signIn(h.app, a.admin.userName);
    const ids = async (criteria: string) =>
      (await ownerships(h, token, { criteria, sortOptionId: 2 })).Results.map((r) => r.TopsAgentId);
    expect(await ids('varnum')).toEqual([primary, coOwner]);
    expect(await ids('odile.v@')).toEqual([primary]);
    expect(await ids('(973) 555-0199')).toEqual([primary]);
    // Through the property: every owner-like agent of the home, renters included.
    expect(await ids('mx0042')).toEqual([primary, coOwner, renter]);
    expect(await ids('77 marrow')).toEqual([primary, coOwner, renter]);
    expect(await ids(' va ')).toEqual([primary, coOwner]);
    // 2 characters start a word of a name only: not the street, account or email.
    expect(await ids('ma')).toEqual([]);
    expect(await ids('mar')).toEqual([primary, coOwner, renter]);
    const [row] = (await ownerships(h, token, { criteria: 'odile' })).Results;
    expect(row).toMatchObject({
      TopsAgentId: primary,
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      AgentTypeName: 'Primary owner',
      PropertyAgentId: home?.propertyId,
      AccountNumber: 'MX0042',
      StreetNumber: '77',
      StreetName: 'Marrowstone Place',
      Phone: '(973) 555-0199',
      PrimaryEmailAddress: 'odile.v@example.com',
      Balance: 0,
    });
    for (const criteria of ['v', '  v  ', '']) {
      const short = await callApi(
        h.app,
        contract.search.SearchOwnerships,
        { query: { criteria } },
        token,
      );
      expect(short.status).toBe(400);
      expect(short.errorMessage).toBe(SearchMessages.termTooShort);
    }
  });

  it('takes agent types 3, 5, 16 and 20, community ids and an item', async () => {
    const a = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (first === undefined || second === undefined) throw new Error('communities');
    const [home, other] = await insertHouseholds(h.database, a.companyId, first, [
      {
        accountNumber: 'TY0001',
        streetNumber: '1',
        streetName: 'Typeset Street',
        people: [
          { firstName: 'Prim', lastName: 'Typeset' },
          { firstName: 'Cooper', lastName: 'Typeset' },
          { agentTypeId: AgentTypeId.Renter, firstName: 'Renny', lastName: 'Typeset' },
          { agentTypeId: AgentTypeId.PreviousOwner, firstName: 'Prevost', lastName: 'Typeset' },
        ],
      },
      {
        accountNumber: 'TY0002',
        streetNumber: '2',
        streetName: 'Typeset Street',
        people: [{ firstName: 'Second', lastName: 'Typeset' }],
      },
    ]);
    const [elsewhere] = await insertHouseholds(h.database, a.companyId, second, [
      {
        accountNumber: 'TY0003',
        streetNumber: '3',
        streetName: 'Typeset Street',
        people: [{ firstName: 'Yonder', lastName: 'Typeset' }],
      },
    ]);
    const token = await signIn(h.app, a.admin.userName);
    const byTypes = async (query: Partial<OwnershipQuery>) =>
      names(
        (await ownerships(h, token, { criteria: 'typeset', sortOptionId: 2, ...query })).Results,
      );
    expect(await byTypes({})).toEqual([
      'Cooper Typeset',
      'Prevost Typeset',
      'Prim Typeset',
      'Renny Typeset',
      'Second Typeset',
      'Yonder Typeset',
    ]);
    expect(await byTypes({ agentTypeIds: '3' })).toEqual([
      'Prim Typeset',
      'Second Typeset',
      'Yonder Typeset',
    ]);
    expect(await byTypes({ agentTypeIds: '5,16' })).toEqual(['Cooper Typeset', 'Renny Typeset']);
    expect(await byTypes({ communityIds: String(second) })).toEqual(['Yonder Typeset']);
    // Renters need the renters claim: without it they are left out, asked for or not.
    const ownersOnly = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('owner')],
    });
    const ownersOnlyToken = await signIn(h.app, ownersOnly.userName);
    for (const agentTypeIds of [undefined, '5,16']) {
      const found = await ownerships(h, ownersOnlyToken, {
        criteria: 'typeset',
        sortOptionId: 2,
        ...(agentTypeIds === undefined ? {} : { agentTypeIds }),
      });
      expect(names(found.Results)).not.toContain('Renny Typeset');
      expect(names(found.Results)).toContain('Cooper Typeset');
    }
    const itemId = await insertPartyItem(h.database, a.companyId, {
      communityAgentId: first,
      txnTypeId: TxnTypeId.AddCharge,
      statusId: StatusId.Posted,
      agentId: other?.propertyId ?? 0,
      amountCents: 12_500,
    });
    expect(await byTypes({ itemId })).toEqual(['Second Typeset']);
    const vendorType = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'typeset', agentTypeIds: '5,7' } },
      token,
    );
    expect(vendorType.status).toBe(400);
    expect(vendorType.errorMessage).toBe(SearchMessages.ownerTypesOnly);
    expect(home && elsewhere).toBeTruthy();
  });

  it('refuses off-list and other-company communities, and callers without the owner claim', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [first, second] = a.communityIds;
    if (first === undefined || second === undefined) throw new Error('communities');
    await insertHouseholds(h.database, a.companyId, second, [
      {
        accountNumber: 'OL0001',
        streetNumber: '5',
        streetName: 'Offlist Avenue',
        people: [{ firstName: 'Hidden', lastName: 'Offlister' }],
      },
    ]);
    await insertHouseholds(h.database, b.companyId, firstCommunity(b), [
      {
        accountNumber: 'OL0001',
        streetNumber: '5',
        streetName: 'Offlist Avenue',
        people: [{ firstName: 'Foreign', lastName: 'Offlister' }],
      },
    ]);
    await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Offlister Vendors',
    });
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, manager.userName);
    expect(await ownerships(h, token, { criteria: 'offlister' })).toEqual({
      Results: [],
      TotalCount: 0,
      HasMore: false,
    });
    const offList = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'offlister', communityIds: String(second) } },
      token,
    );
    expect(offList.status).toBe(403);
    expect(offList.errorMessage).toBe(Messages.communityNotOnList);
    const foreign = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'offlister', communityIds: String(firstCommunity(b)) } },
      token,
    );
    expect(foreign.status).toBe(404);
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('vendors')],
    });
    const noClaim = await callApi(
      h.app,
      contract.search.SearchOwnerships,
      { query: { criteria: 'offlister' } },
      await signIn(h.app, clerk.userName),
    );
    expect(noClaim.status).toBe(403);
    const admin = await ownerships(h, await signIn(h.app, a.admin.userName), {
      criteria: 'offlister',
    });
    expect(names(admin.Results)).toEqual(['Hidden Offlister']);
  });
});
