import { describe, expect, it } from 'vitest';
import { contract, type RequestOf } from '@hoa/contract';
import { AgentTypeId, Messages, SearchMessages, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import { postOwnerItem } from '../../../test/adjustment-factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import { type HouseholdSpec } from '../../../test/search-factories';

// Four homes whose account, names, streets, lots and balances all sort differently.
const homes: HouseholdSpec[] = [
  {
    accountNumber: 'HS0004',
    lotNumber: '10',
    streetNumber: '21',
    streetName: 'Aspen Way',
    people: [
      { firstName: 'Dana', lastName: 'Birch' },
      { agentTypeId: AgentTypeId.Renter, firstName: 'Ray', lastName: 'Tenant' },
    ],
  },
  {
    accountNumber: 'HS0001',
    lotNumber: '9',
    streetNumber: '3',
    streetName: 'Cedar Court',
    people: [
      { firstName: 'Ann', lastName: 'Dunmore' },
      { firstName: 'Carl', lastName: 'Dunmore' },
    ],
  },
  {
    accountNumber: 'HS0003',
    lotNumber: '1A',
    streetNumber: '100',
    streetName: 'Birch Lane',
    people: [{ firstName: 'Cleo', lastName: 'Astor' }],
  },
  {
    accountNumber: 'HS0002',
    lotNumber: '2',
    streetNumber: '3',
    streetName: 'Aspen Way',
    people: [{ firstName: 'Bo', lastName: 'Carver' }],
  },
];

async function seed(h: Harness, company: TestCompany) {
  const [first] = company.communityIds;
  if (first === undefined) throw new Error('no community');
  const world = await setUpReceivables(h.database, company.companyId, first, homes);
  // Balances, posted through the ledger: HS0001 owes 250.00 less a 100.00 credit; HS0003 owes
  // 75.00; an accrued (unposted) charge on HS0002 does not count.
  const w = { companyId: company.companyId, communityId: first };
  const line = (index: number, cents: number) => ({
    ownerId: world.homes[index]?.ownerId ?? 0,
    codeId: world.code.ASMT,
    amountCents: Math.abs(cents),
    isDebit: cents >= 0,
    accountId: world.account.income,
  });
  await postOwnerItem(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
    line(1, 25_000),
    line(2, 7_500),
  ]);
  await postOwnerItem(h, w, TxnTypeId.CreditMemo, '2026-03-02', [line(1, -10_000)]);
  await insertAccruedItem(
    h.database,
    company.companyId,
    first,
    TxnTypeId.ApplyCharges,
    '2026-03-03',
    [line(3, 99_900)],
  );
  return { first, made: world.homes };
}

type PropertyQuery = RequestOf<typeof contract.portfolio.GetPropertyPortfolio>['query'];

describe.each(testDatabases())('property and owner portfolio on $name', (testDb) => {
  const h = useApp(testDb);

  it('lists properties with owners and balances under each portfolio sort option', async () => {
    const a = await createTestCompany(h.database);
    const { first, made } = await seed(h, a);
    const token = await signIn(h.app, a.admin.userName);
    const list = async (query: Partial<PropertyQuery>) => {
      const result = await callApi(
        h.app,
        contract.portfolio.GetPropertyPortfolio,
        { query: { communityAgentId: first, ...query } },
        token,
      );
      expect(result.errorMessage).toBeUndefined();
      return result.body;
    };
    const accounts = async (sortOptionId: number) =>
      (await list({ sortOptionId })).Results.map((row) => row.AccountNumber);
    expect(await accounts(1)).toEqual(['HS0001', 'HS0002', 'HS0003', 'HS0004']);
    expect(await accounts(2)).toEqual(['HS0001', 'HS0002', 'HS0003', 'HS0004']);
    expect(await accounts(3)).toEqual(['HS0003', 'HS0004', 'HS0002', 'HS0001']);
    expect(await accounts(4)).toEqual(['HS0002', 'HS0001', 'HS0004', 'HS0003']);
    expect(await accounts(5)).toEqual(['HS0002', 'HS0004', 'HS0003', 'HS0001']);
    expect(await accounts(6)).toEqual(['HS0001', 'HS0003', 'HS0004', 'HS0002']);
    expect(await accounts(7)).toEqual(['HS0003', 'HS0002', 'HS0001', 'HS0004']);

    const page = await list({ sortOptionId: 6, take: 2 });
    expect(page.TotalCount).toBe(4);
    expect(page.Results.map((row) => [row.AccountNumber, row.Balance])).toEqual([
      ['HS0001', 15_000],
      ['HS0003', 7_500],
    ]);
    const [dunmore] = page.Results;
    expect(dunmore).toMatchObject({
      PropertyAgentId: made[1]?.propertyId,
      PrimaryOwnerName: 'Ann Dunmore',
      StreetNumber: '3',
      StreetName: 'Cedar Court',
      LotNumber: '9',
    });
    expect(dunmore?.Owners.map((o) => [o.DisplayName, o.TopsAgentTypeId])).toEqual([
      ['Ann Dunmore', AgentTypeId.PrimaryOwner],
      ['Carl Dunmore', AgentTypeId.Owner],
    ]);
    const rest = await list({ sortOptionId: 6, skip: 2, take: 2 });
    expect(rest.Results.map((row) => row.Balance)).toEqual([0, 0]);
    expect((await list({ searchTerm: 'tenant' })).Results.map((r) => r.AccountNumber)).toEqual([
      'HS0004',
    ]);
    expect((await list({ searchTerm: 'aspen' })).TotalCount).toBe(2);
  });

  it('lists owners by owner type, sorted, and refuses other types', async () => {
    const a = await createTestCompany(h.database);
    const { first } = await seed(h, a);
    const token = await signIn(h.app, a.admin.userName);
    const owners = async (query: Record<string, number | string>) => {
      const result = await callApi(
        h.app,
        contract.portfolio.GetOwnerPortfolio,
        { query: { communityAgentId: first, ...query } },
        token,
      );
      return result;
    };
    const all = await owners({ sortOptionId: 3 });
    expect(all.body.Results.map((row) => row.DisplayName)).toEqual([
      'Cleo Astor',
      'Dana Birch',
      'Bo Carver',
      'Ann Dunmore',
      'Carl Dunmore',
      'Ray Tenant',
    ]);
    const renters = await owners({ agentTypeId: AgentTypeId.Renter });
    expect(renters.body.Results.map((row) => [row.DisplayName, row.AccountNumber])).toEqual([
      ['Ray Tenant', 'HS0004'],
    ]);
    const byBalance = await owners({ agentTypeId: AgentTypeId.PrimaryOwner, sortOptionId: 6 });
    expect(byBalance.body.Results.map((row) => [row.DisplayName, row.Balance])).toEqual([
      ['Ann Dunmore', 15_000],
      ['Cleo Astor', 7_500],
      ['Dana Birch', 0],
      ['Bo Carver', 0],
    ]);
    const vendors = await owners({ agentTypeId: AgentTypeId.Vendor });
    expect(vendors.status).toBe(400);
    expect(vendors.errorMessage).toBe(SearchMessages.notOwnerType);
  });

  it('keeps to the caller’s communities and claims', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const { first } = await seed(h, a);
    const [, second] = a.communityIds;
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [second ?? 0],
      grants: [fullGrant('property'), fullGrant('owner')],
    });
    const token = await signIn(h.app, clerk.userName);
    const offList = await callApi(
      h.app,
      contract.portfolio.GetPropertyPortfolio,
      { query: { communityAgentId: first } },
      token,
    );
    expect(offList.status).toBe(403);
    expect(offList.errorMessage).toBe(Messages.communityNotOnList);
    const foreign = await callApi(
      h.app,
      contract.portfolio.GetOwnerPortfolio,
      { query: { communityAgentId: b.communityIds[0] ?? 0 } },
      token,
    );
    expect(foreign.status).toBe(404);
    const noRenters = await callApi(
      h.app,
      contract.portfolio.GetOwnerPortfolio,
      { query: { communityAgentId: second ?? 0, agentTypeId: AgentTypeId.Renter } },
      token,
    );
    expect(noRenters.status).toBe(403);
    const vendorClerk = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('vendors')],
    });
    const noClaim = await callApi(
      h.app,
      contract.portfolio.GetPropertyPortfolio,
      { query: { communityAgentId: first } },
      await signIn(h.app, vendorClerk.userName),
    );
    expect(noClaim.status).toBe(403);
  });
});
