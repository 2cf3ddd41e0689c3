import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AddressTypeId, AgentTypeId, PhoneTypeId, WebAddressTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { createProperty, ownerBody, propertyBody } from '../../../test/profile-factories';

describe.each(testDatabases())('profile saves on $name', (testDb) => {
  const h = useApp(testDb);

  async function start() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const [community] = company.communityIds;
    if (community === undefined) throw new Error('no community');
    return { company, token, community };
  }

  it('creates a property with its details under the community', async () => {
    const { token, community } = await start();
    const saved = await callApi(
      h.app,
      contract.crm.SaveProperty,
      { body: propertyBody(community) },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Agent).toMatchObject({
      TopsAgentTypeId: AgentTypeId.Property,
      AgentTypeName: 'Property',
      TopsAgentParentId: community,
      CommunityAgentId: community,
      IsDeleted: false,
    });
    expect(saved.body.Contact.DisplayName).toBe('12 Birch Lane');
    expect(saved.body.PropertyDetails).toEqual({
      AccountNumber: 'WC0012',
      LotNumber: '7',
      SquareFeet: 1850,
      AssessedValueCents: 32_500_000,
      PercentOwnership: '2.500000',
    });
    expect(saved.body.Addresses).toHaveLength(1);
    expect(saved.body.Addresses[0]).toMatchObject({ CountryId: 195, StateId: 57, IsPrimary: true });
  });

  it('creates an owner under a property with a Home address, a Mobile phone and an Email', async () => {
    const { token, community } = await start();
    const property = await createProperty(h.app, token, community);
    const saved = await callApi(
      h.app,
      contract.crm.SaveOwner,
      { body: ownerBody(property) },
      token,
    );
    expect(saved.status).toBe(200);
    const owner = saved.body;
    expect(owner.Agent).toMatchObject({
      TopsAgentTypeId: AgentTypeId.Owner,
      TopsAgentParentId: property,
      CommunityAgentId: community,
    });
    // No display name typed: first and last name make it; the Email becomes the primary email.
    expect(owner.Contact).toMatchObject({
      DisplayName: 'Maria Lopez',
      FirstName: 'Maria',
      LastName: 'Lopez',
      PrimaryEmailAddress: 'maria@example.com',
    });
    expect(owner.Addresses.map((a) => [a.AddressTypeId, a.StreetName, a.IsPrimary])).toEqual([
      [AddressTypeId.Home, 'Birch Lane', true],
    ]);
    expect(owner.Phones.map((p) => [p.PhoneTypeId, p.AreaCode, p.PhoneNumber])).toEqual([
      [PhoneTypeId.Mobile, '512', '5550143'],
    ]);
    expect(owner.WebAddresses.map((w) => [w.WebAddressTypeId, w.Address])).toEqual([
      [WebAddressTypeId.Email, 'maria@example.com'],
    ]);

    const read = await callApi(
      h.app,
      contract.crm.GetAgentGraph,
      { query: { agentId: owner.Agent.TopsAgentId } },
      token,
    );
    expect(read.body).toEqual(owner);
  });

  it('replaces the contact and every list on edit, in one save', async () => {
    const { token, community } = await start();
    const property = await createProperty(h.app, token, community);
    const created = await callApi(
      h.app,
      contract.crm.SaveOwner,
      { body: ownerBody(property) },
      token,
    );
    const id = created.body.Agent.TopsAgentId;
    const edited = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: {
            TopsAgentId: id,
            TopsAgentTypeId: AgentTypeId.Owner,
            TopsAgentParentId: property,
          },
          Contact: { DisplayName: 'Maria & Jon Lopez', FirstName: 'Maria', LastName: 'Lopez' },
          Addresses: [],
          Phones: [
            { PhoneTypeId: PhoneTypeId.Home, AreaCode: '512', PhoneNumber: '5550100' },
            {
              PhoneTypeId: PhoneTypeId.Work,
              AreaCode: '737',
              PhoneNumber: '5550199',
              Extension: '204',
              IsPrimary: true,
            },
          ],
          WebAddresses: [
            { WebAddressTypeId: WebAddressTypeId.Website, Address: 'lopez.example.com' },
          ],
        },
      },
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.Agent.TopsAgentId).toBe(id);
    expect(edited.body.Contact.DisplayName).toBe('Maria & Jon Lopez');
    expect(edited.body.Contact.PrimaryEmailAddress).toBeNull();
    expect(edited.body.Addresses).toEqual([]);
    expect(edited.body.Phones.map((p) => [p.PhoneNumber, p.Extension, p.IsPrimary])).toEqual([
      ['5550100', null, false],
      ['5550199', '204', true],
    ]);
    expect(edited.body.WebAddresses.map((w) => w.Address)).toEqual(['lopez.example.com']);
  });

  it('accepts each owner-like type 4, 5, 16 and 20 under a property, and no other', async () => {
    const { token, community } = await start();
    const property = await createProperty(h.app, token, community);
    const saved = await callApi(
      h.app,
      contract.crm.SaveMultipleOwners,
      {
        body: [4, 5, 16, 20].map((TopsAgentTypeId, i) =>
          ownerBody(property, {
            TopsAgentTypeId,
            Contact: { FirstName: `Person${i}`, LastName: 'Lopez' },
          }),
        ),
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.map((g) => [g.Agent.TopsAgentTypeId, g.Contact.DisplayName])).toEqual([
      [4, 'Person0 Lopez'],
      [5, 'Person1 Lopez'],
      [16, 'Person2 Lopez'],
      [20, 'Person3 Lopez'],
    ]);
    expect(new Set(saved.body.map((g) => g.Agent.TopsAgentParentId))).toEqual(new Set([property]));

    const vendor = await callApi(
      h.app,
      contract.crm.SaveOwner,
      { body: ownerBody(property, { TopsAgentTypeId: AgentTypeId.Vendor }) },
      token,
    );
    expect(vendor.status).toBe(400);
    expect(vendor.errorMessage).toBe(
      'TopsAgentTypeId: An owner must be a primary owner, owner, renter or previous owner.',
    );
    const underCommunity = await callApi(
      h.app,
      contract.crm.SaveOwner,
      { body: ownerBody(community) },
      token,
    );
    expect(underCommunity.status).toBe(400);
    expect(underCommunity.errorMessage).toBe('An owner must be placed under a property.');
  });

  it('saves several owners all or none', async () => {
    const { token, community } = await start();
    const property = await createProperty(h.app, token, community);
    const refused = await callApi(
      h.app,
      contract.crm.SaveMultipleOwners,
      { body: [ownerBody(property), ownerBody(community)] },
      token,
    );
    expect(refused.status).toBe(400);
    const profile = await callApi(
      h.app,
      contract.crm.GetProfile,
      { query: { agentId: property } },
      token,
    );
    expect(profile.body.ChildLinkGroups.find((g) => g.Key === 'owners')?.ChildCount).toBe(0);
  });

  it('creates a vendor with a federal tax number and a community that joins the creator’s list', async () => {
    const { token } = await start();
    const vendor = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Vendor },
          Contact: { CompanyName: 'Acme Pools', FederalTaxNumber: '12-34567890' },
          Addresses: [
            {
              AddressTypeId: AddressTypeId.Billing,
              StreetName: 'Main',
              CountryId: 41,
            },
          ],
        },
      },
      token,
    );
    expect(vendor.status).toBe(200);
    expect(vendor.body.Agent).toMatchObject({ CommunityAgentId: null, TopsAgentParentId: null });
    expect(vendor.body.Contact).toMatchObject({
      DisplayName: 'Acme Pools',
      FederalTaxNumber: '12-34567890',
    });

    const created = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Community, CommunityType: 'Condo' },
          Contact: { DisplayName: 'Lakeside Condominium', Alias: 'LAKE' },
          Addresses: [{ AddressTypeId: AddressTypeId.Lockbox, CountryId: 195 }],
        },
      },
      token,
    );
    expect(created.status).toBe(200);
    const id = created.body.Agent.TopsAgentId;
    expect(created.body.Agent).toMatchObject({ CommunityAgentId: id, CommunityType: 'Condo' });
    const list = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
    expect(list.body.find((c) => c.CommunityAgentId === id)).toMatchObject({
      DisplayName: 'Lakeside Condominium',
      IsActive: true,
    });
  });

  it('refuses changes of kind or community, and edits of deleted profiles', async () => {
    const { company, token, community } = await start();
    const other = company.communityIds[1] ?? 0;
    const property = await createProperty(h.app, token, community);
    const edit = (change: { TopsAgentTypeId?: number; TopsAgentParentId?: number }) =>
      callApi(
        h.app,
        contract.crm.SaveAgentGraph,
        {
          body: {
            Agent: {
              TopsAgentId: property,
              TopsAgentTypeId: AgentTypeId.Property,
              TopsAgentParentId: community,
              ...change,
            },
            Contact: { DisplayName: '12 Birch Lane' },
          },
        },
        token,
      );
    const kind = await edit({ TopsAgentTypeId: AgentTypeId.Amenity, TopsAgentParentId: community });
    expect(kind.errorMessage).toBe('The agent type of a profile cannot be changed.');
    const moved = await edit({ TopsAgentParentId: other });
    expect(moved.errorMessage).toBe('A profile cannot be moved to another community.');
    const mismatch = await callApi(
      h.app,
      contract.crm.SaveOwner,
      { body: ownerBody(property) },
      token,
    );
    expect(mismatch.status).toBe(200);
    const wrongCommunity = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: {
            TopsAgentTypeId: AgentTypeId.Owner,
            TopsAgentParentId: property,
            CommunityAgentId: other,
          },
          Contact: { FirstName: 'Ann' },
        },
      },
      token,
    );
    expect(wrongCommunity.errorMessage).toBe(
      'The community does not match the parent profile’s community.',
    );
    const details = await callApi(
      h.app,
      contract.crm.SaveOwner,
      {
        body: {
          ...ownerBody(property),
          PropertyDetails: { LotNumber: '1' },
        } as never,
      },
      token,
    );
    expect(details.status).toBe(400);

    const lonely = await createProperty(h.app, token, community);
    await callApi(h.app, contract.crm.DeleteAgent, { query: { agentId: lonely } }, token);
    const deleted = await callApi(
      h.app,
      contract.crm.SaveProperty,
      { body: propertyBody(community, { TopsAgentId: lonely }) },
      token,
    );
    expect(deleted.errorMessage).toBe('This profile is deleted; re-enable it before changing it.');
  });
});
