import { describe, expect, it } from 'vitest';
import { contract, type RequestOf } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import {
  insertHouseholdRun,
  insertHouseholds,
  type HouseholdSpec,
} from '../../../test/search-factories';

type OwnershipQuery = RequestOf<typeof contract.search.SearchOwnerships>['query'];
type Sort = 1 | 2 | 3 | 4 | 5;
const sorts: Sort[] = [1, 2, 3, 4, 5];

function communities(company: TestCompany): [number, number] {
  const [first, second] = company.communityIds;
  if (first === undefined || second === undefined) throw new Error('two communities expected');
  return [first, second];
}

async function search(h: Harness, token: string, query: OwnershipQuery) {
  const result = await callApi(h.app, contract.search.SearchOwnerships, { query }, token);
  expect(result.errorMessage).toBeUndefined();
  return result.body;
}

// 60 owners found by 'qu' (first or last name), with sort keys that tie and disagree, and 20 not.
const quHomes: HouseholdSpec[] = Array.from({ length: 80 }, (_, i) => ({
  accountNumber: `Q${String((i * 37) % 80).padStart(3, '0')}`,
  streetNumber: i % 9 === 0 ? `${(i % 4) + 1}10-45` : String(((i * 13) % 40) + 1),
  streetName: ['Birch Road', 'Alder Way', 'Cedar Lane'][i % 3] ?? '',
  ...(i % 4 === 0 ? { unit: 'B' } : {}),
  people: [
    i >= 60
      ? { firstName: 'Zed', lastName: `Nomatch${i % 3}` }
      : i % 3 === 0
        ? { firstName: 'Quinn', lastName: `Vale${i % 5}` }
        : { firstName: i % 2 ? 'Abe' : 'zoe', lastName: `Quarry${i % 7}` },
  ],
}));

describe.each(testDatabases())('broad owner search on $name', (testDb) => {
  const h = useApp(testDb);

  /** The search over the whole list and, sorted whole, over the one community the owners are in. */
  async function bothWays(token: string, community: number, query: OwnershipQuery) {
    const broad = await search(h, token, query);
    const exact = await search(h, token, { ...query, communityIds: String(community) });
    expect(broad.Results.map((row) => row.TopsAgentId)).toEqual(
      exact.Results.map((row) => row.TopsAgentId),
    );
    return { broad, exact };
  }

  it('reads a 2-letter term in sort order, counting only to the page’s end while more match', async () => {
    const a = await createTestCompany(h.database);
    const [first, second] = communities(a);
    await insertHouseholds(h.database, a.companyId, first, quHomes);
    const token = await signIn(h.app, a.admin.userName);
    for (const sortOptionId of sorts) {
      const query = { criteria: ' qu ', sortOptionId };
      const one = await bothWays(token, first, query);
      expect(one.exact.TotalCount).toBe(60);
      expect(one.broad).toMatchObject({ TotalCount: 25, HasMore: true });
      const two = await bothWays(token, first, { ...query, skip: 25 });
      expect(two.broad).toMatchObject({ TotalCount: 50, HasMore: true });
      const last = await bothWays(token, first, { ...query, skip: 50 });
      expect(last.broad).toMatchObject({ TotalCount: 60, HasMore: false });
      expect(last.broad.Results).toHaveLength(10);
    }
    const elsewhere = await addUser(h.database, a.companyId, {
      communityIds: [second],
      grants: [fullGrant('owner')],
    });
    const theirs = await signIn(h.app, elsewhere.userName);
    expect(await search(h, theirs, { criteria: 'qu' })).toEqual({
      Results: [],
      TotalCount: 0,
      HasMore: false,
    });
  });

  it('falls back to sorting and counting every match when the matches lie past 2,080 owners', async () => {
    const a = await createTestCompany(h.database);
    const [first] = communities(a);
    await insertHouseholdRun(h.database, a.companyId, first, {
      firstName: 'Bulk',
      lastNamePrefix: 'Aab',
      accountPrefix: 'AB',
      streetName: 'Bulk Row',
      count: 2200,
    });
    await insertHouseholdRun(h.database, a.companyId, first, {
      firstName: 'Ann',
      lastNamePrefix: 'Quill',
      accountPrefix: 'QL',
      streetName: 'Quiet Lane',
      count: 1100,
    });
    const token = await signIn(h.app, a.admin.userName);
    const countedToPage = { TotalCount: 25, HasMore: true };
    const all = { TotalCount: 1100, HasMore: false };
    // By last name, account or street name the Quills come after the Bulk owners: the walk gives
    // up and every match is sorted, and counted. By street number they alternate with the Bulk
    // owners, so the walk finds them; 'quiet' finds them through their property.
    for (const [criteria, sortOptionId, expected] of [
      ['qu', 3, all],
      ['quill', 3, all],
      ['qu', 1, all],
      ['quiet', 5, all],
      ['qu', 4, countedToPage],
      ['quiet', 4, countedToPage],
    ] as const) {
      const { broad } = await bothWays(token, first, { criteria, sortOptionId });
      expect(broad).toMatchObject(expected);
      expect(broad.Results[0]?.DisplayName).toBe('Ann Quill0001');
    }
  });
});
