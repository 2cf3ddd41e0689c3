import { describe, expect, it } from 'vitest';
import { contract, type RequestOf } from '@hoa/contract';
import { addresses, agents, contacts, eq, ownershipSearch, phones, type Tx } from '@hoa/db';
import { AddressTypeId, PhoneTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { insertHouseholds } from '../../../test/search-factories';

type OwnershipQuery = RequestOf<typeof contract.search.SearchOwnerships>['query'];

// Owner search reads ownership_search, which triggers keep in step with the tables it is read from.
describe.each(testDatabases())('owner search after edits on $name', (testDb) => {
  const h = useApp(testDb);

  it('follows names, phones, addresses, parents and deletions as they change', async () => {
    const a = await createTestCompany(h.database);
    const [community] = a.communityIds;
    if (community === undefined) throw new Error('no community');
    const [home, other] = await insertHouseholds(h.database, a.companyId, community, [
      {
        accountNumber: 'RM0001',
        streetNumber: '12',
        streetName: 'Quarry Lane',
        people: [{ firstName: 'Ida', lastName: 'Brightwater' }],
      },
      {
        accountNumber: 'RM0002',
        streetNumber: '40',
        streetName: 'Juniper Trail',
        people: [{ firstName: 'Otto', lastName: 'Fernsby' }],
      },
    ]);
    const ida = home?.personIds[0];
    if (!home || !other || ida === undefined) throw new Error('households not written');
    const token = await signIn(h.app, a.admin.userName);
    const found = async (criteria: string, query: Partial<OwnershipQuery> = {}) => {
      const result = await callApi(
        h.app,
        contract.search.SearchOwnerships,
        { query: { criteria, sortOptionId: 3, ...query } },
        token,
      );
      expect(result.errorMessage).toBeUndefined();
      return result.body.Results.map((row) => row.DisplayName);
    };
    const edit = (fn: (tx: Tx) => Promise<unknown>) =>
      h.database.withTenant({ companyId: a.companyId, userId: null }, fn);

    await edit((tx) =>
      tx
        .update(contacts)
        .set({ displayName: 'Ida Stillwater', lastName: 'Stillwater' })
        .where(eq(contacts.agentId, ida)),
    );
    expect(await found('brightwater')).toEqual([]);
    expect(await found('St')).toEqual(['Ida Stillwater']);
    // The names the owner reports read from the same rows follow the owner and its property.
    await edit((tx) =>
      tx
        .update(contacts)
        .set({ displayName: '12 Quarry Lane (east)' })
        .where(eq(contacts.agentId, home.propertyId)),
    );
    expect(
      await edit((tx) =>
        tx
          .select({ owner: ownershipSearch.ownerName, property: ownershipSearch.propertyName })
          .from(ownershipSearch)
          .where(eq(ownershipSearch.agentId, ida)),
      ),
    ).toEqual([{ owner: 'Ida Stillwater', property: '12 Quarry Lane (east)' }]);

    // The property's phone finds its owner until it is removed.
    await edit((tx) =>
      tx.insert(phones).values({
        companyId: a.companyId,
        agentId: home.propertyId,
        phoneTypeId: PhoneTypeId.Mobile,
        areaCode: '973',
        phoneNumber: '5550199',
      }),
    );
    expect(await found('(973) 555-0199')).toEqual(['Ida Stillwater']);
    await edit((tx) => tx.delete(phones).where(eq(phones.agentId, home.propertyId)));
    expect(await found('555-0199')).toEqual([]);

    // A new primary address of the property moves its owner in the street sort.
    expect(await found('RM000', { sortOptionId: 5 })).toEqual(['Otto Fernsby', 'Ida Stillwater']);
    await edit(async (tx) => {
      await tx
        .update(addresses)
        .set({ isPrimary: false })
        .where(eq(addresses.agentId, home.propertyId));
      await tx.insert(addresses).values({
        companyId: a.companyId,
        agentId: home.propertyId,
        addressTypeId: AddressTypeId.Property,
        streetNumber: '3',
        streetName: 'Apple Court',
        isPrimary: true,
      });
    });
    expect(await found('RM000', { sortOptionId: 5 })).toEqual(['Ida Stillwater', 'Otto Fernsby']);
    expect(await found('apple court')).toEqual(['Ida Stillwater']);

    // An owner moved to another property is found through that one's account.
    await edit((tx) =>
      tx.update(agents).set({ parentAgentId: other.propertyId }).where(eq(agents.id, ida)),
    );
    expect(await found('RM0001')).toEqual([]);
    expect(await found('RM0002')).toEqual(['Otto Fernsby', 'Ida Stillwater']);

    // A deleted property hides its owners, and its restore shows them again.
    const setDeleted = (isDeleted: boolean) =>
      edit((tx) => tx.update(agents).set({ isDeleted }).where(eq(agents.id, other.propertyId)));
    await setDeleted(true);
    expect(await found('RM0002')).toEqual([]);
    await setDeleted(false);
    expect(await found('RM0002')).toEqual(['Otto Fernsby', 'Ida Stillwater']);
  });
});
