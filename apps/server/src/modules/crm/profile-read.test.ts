import { describe, expect, it } from 'vitest';
import { contract, type RequestOf } from '@hoa/contract';
import { AgentTypeId, PhoneTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import {
  createOwner,
  createProperty,
  insertBankAccount,
  insertCodes,
} from '../../../test/profile-factories';

describe.each(testDatabases())('profile reads on $name', (testDb) => {
  const h = useApp(testDb);

  // A community with two properties: the first with a primary owner, an owner and a renter.
  async function start() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const birch = await createProperty(h.app, token, community);
    const aspen = await createProperty(h.app, token, community, {
      Contact: { DisplayName: '3 Aspen Court' },
    });
    const primary = await createOwner(h.app, token, birch, {
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      Phones: [
        { PhoneTypeId: PhoneTypeId.Home, AreaCode: '512', PhoneNumber: '5550100' },
        {
          PhoneTypeId: PhoneTypeId.Mobile,
          AreaCode: '512',
          PhoneNumber: '5550143',
          IsPrimary: true,
        },
      ],
    });
    const owner = await createOwner(h.app, token, birch, {
      Contact: { FirstName: 'Jon', LastName: 'Lopez' },
    });
    const renter = await createOwner(h.app, token, birch, {
      TopsAgentTypeId: AgentTypeId.Renter,
      Contact: { FirstName: 'Rita', LastName: 'Renter' },
    });
    return { company, token, community, birch, aspen, primary, owner, renter };
  }

  it('reads an agent with its flags, and its contact', async () => {
    const { token, community, primary } = await start();
    const agent = await callApi(
      h.app,
      contract.crm.GetAgent,
      { query: { agentId: community } },
      token,
    );
    expect(agent.body).toMatchObject({
      TopsAgentId: community,
      TopsAgentTypeId: AgentTypeId.Community,
      IsActive: true,
      IsDeleted: false,
      ProfilePictureAttachmentId: null,
      CommunityType: 'HOA',
      IsSetupComplete: true,
      IsSetupAccountingComplete: true,
      IsSetupPropertyOwnerComplete: true,
      IsSetupGLAccountsComplete: false,
    });
    const contact = await callApi(
      h.app,
      contract.crm.GetContactByAgentId,
      { query: { agentId: primary } },
      token,
    );
    expect(contact.body).toEqual({
      TopsAgentId: primary,
      Alias: null,
      DisplayName: 'Maria Lopez',
      CompanyName: null,
      FirstName: 'Maria',
      MiddleName: null,
      LastName: 'Lopez',
      FederalTaxNumber: null,
      PrimaryEmailAddress: 'maria@example.com',
    });
  });

  it('gives the header with the parent chain and the primary address, phone and email', async () => {
    const { token, community, birch, primary } = await start();
    const header = await callApi(
      h.app,
      contract.crm.GetAgentHeader,
      { query: { agentId: primary } },
      token,
    );
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({
      TopsAgentId: primary,
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      AgentTypeName: 'PrimaryOwner',
      DisplayName: 'Maria Lopez',
      TopsAgentParentId: birch,
      CommunityAgentId: community,
      PrimaryEmailAddress: 'maria@example.com',
      IsDeleted: false,
      IsActive: true,
      IsHoldDelinquencyNotice: false,
    });
    expect(
      header.body.Parents.map((p) => [p.TopsAgentId, p.TopsAgentTypeId, p.DisplayName]),
    ).toEqual([
      [community, AgentTypeId.Community, expect.stringMatching(/^Community 1 /) as unknown],
      [birch, AgentTypeId.Property, '12 Birch Lane'],
    ]);
    expect(header.body.PrimaryPhone).toMatchObject({ PhoneNumber: '5550143', IsPrimary: true });
    expect(header.body.PrimaryAddress).toMatchObject({ StreetName: 'Birch Lane', StateId: 57 });
  });

  it('counts child link groups: a community by kind and bank accounts, a property by its children', async () => {
    const { company, token, community, birch } = await start();
    await insertBankAccount(h.database, company.companyId, community);
    const profile = await callApi(
      h.app,
      contract.crm.GetProfile,
      { query: { agentId: community } },
      token,
    );
    expect(profile.body.Header.TopsAgentId).toBe(community);
    expect(profile.body.ChildLinkGroups.map((g) => [g.Key, g.ChildCount])).toEqual([
      ['properties', 2],
      ['owners', 2],
      ['renters', 1],
      ['committees', 0],
      ['amenities', 0],
      ['bankAccounts', 1],
    ]);
    const property = await callApi(
      h.app,
      contract.crm.GetProfile,
      { query: { agentId: birch } },
      token,
    );
    expect(
      property.body.ChildLinkGroups.map((g) => [g.Name, g.TopsAgentTypeIds, g.ChildCount]),
    ).toEqual([
      ['Owners', [4, 5], 2],
      ['Renters', [16], 1],
      ['Previous owners', [20], 0],
      ['Visitors', [17], 0],
    ]);
    const counts = await callApi(
      h.app,
      contract.crm.CountPropertiesAndOwners,
      { query: { communityAgentId: community } },
      token,
    );
    expect(counts.body).toEqual({ CountProperties: 2, CountOwners: 2 });
  });

  it('lists community children by kind, by parent and with deleted ones on request', async () => {
    const { token, community, birch, aspen, primary, owner, renter } = await start();
    const children = (
      query: Omit<RequestOf<typeof contract.crm.GetCommunityChildren>['query'], 'communityAgentId'>,
    ) =>
      callApi(
        h.app,
        contract.crm.GetCommunityChildren,
        { query: { communityAgentId: community, ...query } },
        token,
      );
    const properties = await children({ agentTypeId: AgentTypeId.Property });
    expect(properties.body.map((c) => [c.TopsAgentId, c.DisplayName])).toEqual([
      [birch, '12 Birch Lane'],
      [aspen, '3 Aspen Court'],
    ]);
    const owners = await children({ agentTypeIds: '4,5' });
    expect(owners.body.map((c) => c.TopsAgentId)).toEqual([owner, primary]);
    const underBirch = await children({ parentAgentId: birch });
    expect(underBirch.body.map((c) => c.TopsAgentId)).toEqual([owner, primary, renter]);
    expect(underBirch.body[1]).toMatchObject({
      AgentTypeName: 'PrimaryOwner',
      PrimaryEmailAddress: 'maria@example.com',
      PrimaryPhone: { AreaCode: '512', PhoneNumber: '5550143' },
    });
    const page = await children({ parentAgentId: birch, skip: 1, take: 1 });
    expect(page.body.map((c) => c.TopsAgentId)).toEqual([primary]);

    await callApi(h.app, contract.crm.DeleteAgent, { query: { agentId: renter } }, token);
    expect((await children({ parentAgentId: birch })).body).toHaveLength(2);
    const withDeleted = await children({ parentAgentId: birch, includeDeleted: 'true' });
    expect(withDeleted.body.find((c) => c.TopsAgentId === renter)?.IsDeleted).toBe(true);
  });

  it('gives thumbnails in the order asked, and the communities with their contact', async () => {
    const { token, birch, primary } = await start();
    const many = await callApi(
      h.app,
      contract.crm.GetAgentThumbnails,
      { query: { agentIds: `${primary},${birch}` } },
      token,
    );
    expect(many.body.map((t) => [t.TopsAgentId, t.DisplayName, t.AgentTypeName])).toEqual([
      [primary, 'Maria Lopez', 'PrimaryOwner'],
      [birch, '12 Birch Lane', 'Property'],
    ]);
    const one = await callApi(
      h.app,
      contract.crm.GetAgentThumbnail,
      { query: { agentId: birch } },
      token,
    );
    expect(one.body).toEqual({
      TopsAgentId: birch,
      TopsAgentTypeId: AgentTypeId.Property,
      AgentTypeName: 'Property',
      DisplayName: '12 Birch Lane',
      Alias: 'WC0012',
      ProfilePictureAttachmentId: null,
      IsDeleted: false,
    });
    const communities = await callApi(h.app, contract.crm.GetCommunities, {}, token);
    expect(communities.body).toHaveLength(2);
    expect(communities.body[0]).toMatchObject({
      IsActive: true,
      PrimaryAddress: null,
      PrimaryPhone: null,
    });
  });

  it('gives one zero balance per charge code, for a property and for its owner', async () => {
    const { company, token, community, birch, owner, aspen } = await start();
    await insertCodes(h.database, company.companyId, community);
    for (const call of [
      contract.crm.GetOwnerCodeBalances,
      contract.crm.GetSharedOwnerCodeBalances,
    ]) {
      for (const agentId of [birch, owner]) {
        const balances = await callApi(
          h.app,
          call,
          { query: { propertyAgentId: agentId, asOfDate: '2025-06-30' } },
          token,
        );
        expect(balances.body.map((b) => [b.CodeAlias, b.TopsCodeTypeId, b.Balance])).toEqual([
          ['ASMT', 1, 0],
        ]);
      }
    }
    const deposit = await callApi(
      h.app,
      contract.crm.GetSecurityDepositBalance,
      { query: { propertyAgentId: owner, asOfDate: '2025-06-30' } },
      token,
    );
    expect(deposit.body).toEqual({ PropertyAgentId: birch, Balance: 0 });
    const notProperty = await callApi(
      h.app,
      contract.crm.GetOwnerCodeBalances,
      { query: { propertyAgentId: community, asOfDate: '2025-06-30' } },
      token,
    );
    expect(notProperty.errorMessage).toBe(
      'Balances are kept for properties and their owners only.',
    );
    const badDate = await callApi(
      h.app,
      contract.crm.GetOwnerCodeBalances,
      { query: { propertyAgentId: aspen, asOfDate: '06/30/2025' } },
      token,
    );
    expect(badDate.status).toBe(400);
  });
});
