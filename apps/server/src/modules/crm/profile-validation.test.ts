import { describe, expect, it } from 'vitest';
import { contract, type OwnerInput } from '@hoa/contract';
import { AddressTypeId, AgentTypeId, PhoneTypeId, WebAddressTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { createProperty, ownerBody, propertyBody } from '../../../test/profile-factories';

const home = {
  AddressTypeId: AddressTypeId.Home,
  StreetName: 'Birch Lane',
  CountryId: 195,
};
const mobile = { PhoneTypeId: PhoneTypeId.Mobile, AreaCode: '512', PhoneNumber: '5550143' };

// Each case changes one part of a valid owner and expects the one message of that rule.
const ownerCases: [string, Partial<OwnerInput>, string][] = [
  [
    'area code required',
    { Phones: [{ ...mobile, AreaCode: '' }] },
    'Phones.0.AreaCode: Area code is required.',
  ],
  [
    'area code of 2',
    { Phones: [{ ...mobile, AreaCode: '51' }] },
    'Phones.0.AreaCode: Area code must be exactly 3 digits.',
  ],
  [
    'area code of 4',
    { Phones: [{ ...mobile, AreaCode: '5123' }] },
    'Phones.0.AreaCode: Area code must be exactly 3 digits.',
  ],
  [
    'number required',
    { Phones: [{ ...mobile, PhoneNumber: '' }] },
    'Phones.0.PhoneNumber: Phone number is required.',
  ],
  [
    'number of 6',
    { Phones: [{ ...mobile, PhoneNumber: '555014' }] },
    'Phones.0.PhoneNumber: Phone number must be exactly 7 digits.',
  ],
  [
    'number of 8',
    { Phones: [{ ...mobile, PhoneNumber: '55501430' }] },
    'Phones.0.PhoneNumber: Phone number must be exactly 7 digits.',
  ],
  [
    'number with a dash',
    { Phones: [{ ...mobile, PhoneNumber: '555-014' }] },
    'Phones.0.PhoneNumber: Phone number must be exactly 7 digits.',
  ],
  [
    'extension of 1',
    { Phones: [{ ...mobile, Extension: '1' }] },
    'Phones.0.Extension: Extension must be 2 to 5 digits.',
  ],
  [
    'extension of 6',
    { Phones: [{ ...mobile, Extension: '123456' }] },
    'Phones.0.Extension: Extension must be 2 to 5 digits.',
  ],
  ['unknown phone type', { Phones: [{ ...mobile, PhoneTypeId: 7 }] }, 'Unknown phone type.'],
  [
    'email web address',
    { WebAddresses: [{ WebAddressTypeId: WebAddressTypeId.Email, Address: 'maria@example' }] },
    'WebAddresses.0.Address: Enter a valid email address (name@domain.com).',
  ],
  [
    'web address of 256',
    { WebAddresses: [{ WebAddressTypeId: WebAddressTypeId.Website, Address: 'w'.repeat(256) }] },
    'WebAddresses.0.Address: Web address must be at most 255 characters.',
  ],
  [
    'primary email',
    { Contact: { FirstName: 'Ann', PrimaryEmailAddress: 'ann at example.com' } },
    'Contact.PrimaryEmailAddress: Enter a valid email address (name@domain.com).',
  ],
  [
    'federal tax number',
    { Contact: { FirstName: 'Ann', FederalTaxNumber: '123456789' } },
    'Contact.FederalTaxNumber: Federal tax number must be 2 digits, a dash and 8 digits (12-12345678).',
  ],
  [
    'no name at all',
    { Contact: { Alias: 'A1' } },
    'Contact.DisplayName: A display name, a first or last name, or a company name is required.',
  ],
  [
    'alias of 11',
    { Contact: { FirstName: 'Ann', Alias: 'A'.repeat(11) } },
    'Contact.Alias: Alias must be at most 10 characters.',
  ],
  [
    'company name of 101',
    { Contact: { CompanyName: 'C'.repeat(101) } },
    'Contact.CompanyName: Company name must be at most 100 characters.',
  ],
  [
    'first name of 51',
    { Contact: { FirstName: 'F'.repeat(51) } },
    'Contact.FirstName: First name must be at most 50 characters.',
  ],
  [
    'middle name of 51',
    { Contact: { FirstName: 'F', MiddleName: 'M'.repeat(51) } },
    'Contact.MiddleName: Middle name must be at most 50 characters.',
  ],
  [
    'last name of 51',
    { Contact: { LastName: 'L'.repeat(51) } },
    'Contact.LastName: Last name must be at most 50 characters.',
  ],
  [
    'display name of 151',
    { Contact: { DisplayName: 'D'.repeat(151) } },
    'Contact.DisplayName: Display name must be at most 150 characters.',
  ],
  [
    'street number of 51',
    { Addresses: [{ ...home, StreetNumber: '1'.repeat(51) }] },
    'Addresses.0.StreetNumber: Street number must be at most 50 characters.',
  ],
  [
    'street name of 101',
    { Addresses: [{ ...home, StreetName: 'S'.repeat(101) }] },
    'Addresses.0.StreetName: Street name must be at most 100 characters.',
  ],
  [
    'unit of 51',
    { Addresses: [{ ...home, Unit: 'U'.repeat(51) }] },
    'Addresses.0.Unit: Unit must be at most 50 characters.',
  ],
  [
    'city of 51',
    { Addresses: [{ ...home, City: 'C'.repeat(51) }] },
    'Addresses.0.City: City must be at most 50 characters.',
  ],
  [
    'postal code of 51',
    { Addresses: [{ ...home, PostalCode: '7'.repeat(51) }] },
    'Addresses.0.PostalCode: Postal code must be at most 50 characters.',
  ],
  ['unknown country', { Addresses: [{ ...home, CountryId: 999 }] }, 'Unknown country.'],
  ['unknown state', { Addresses: [{ ...home, StateId: 67 }] }, 'Unknown state.'],
  [
    'unknown address type',
    { Addresses: [{ ...home, AddressTypeId: 13 }] },
    'Unknown address type.',
  ],
  ['unknown field', { Nickname: 'x' } as Partial<OwnerInput>, 'Unknown body field: Nickname.'],
];

describe.each(testDatabases())('profile validation on $name', (testDb) => {
  const h = useApp(testDb);

  async function start() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const property = await createProperty(h.app, token, community);
    return { token, community, property };
  }

  it('refuses every broken limit and format with its message, and saves nothing', async () => {
    const { token, property } = await start();
    const messages: string[] = [];
    for (const [, change] of ownerCases) {
      const result = await callApi(
        h.app,
        contract.crm.SaveOwner,
        { body: ownerBody(property, change) },
        token,
      );
      expect(result.status).toBe(400);
      messages.push(result.errorMessage ?? '');
    }
    expect(messages).toEqual(ownerCases.map(([, , message]) => message));
    const profile = await callApi(
      h.app,
      contract.crm.GetProfile,
      { query: { agentId: property } },
      token,
    );
    expect(profile.body.ChildLinkGroups.find((g) => g.Key === 'owners')?.ChildCount).toBe(0);
  });

  it('accepts every limit exactly', async () => {
    const { token, property } = await start();
    const saved = await callApi(
      h.app,
      contract.crm.SaveOwner,
      {
        body: ownerBody(property, {
          Contact: {
            Alias: 'A'.repeat(10),
            DisplayName: 'D'.repeat(150),
            CompanyName: 'C'.repeat(100),
            FirstName: 'F'.repeat(50),
            MiddleName: 'M'.repeat(50),
            LastName: 'L'.repeat(50),
            FederalTaxNumber: '12-12345678',
          },
          Addresses: [
            {
              ...home,
              StreetNumber: '1'.repeat(50),
              StreetName: 'S'.repeat(100),
              Unit: 'U'.repeat(50),
              City: 'C'.repeat(50),
              PostalCode: '7'.repeat(50),
            },
          ],
          Phones: [{ ...mobile, Extension: '12345' }],
          WebAddresses: [
            { WebAddressTypeId: WebAddressTypeId.Website, Address: 'w'.repeat(255) },
            { WebAddressTypeId: WebAddressTypeId.Email, Address: 'a_b%c+d-e@mail.co.uk' },
          ],
        }),
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Contact.DisplayName).toHaveLength(150);
    expect(saved.body.Contact.PrimaryEmailAddress).toBe('a_b%c+d-e@mail.co.uk');
    expect(saved.body.Phones[0]?.Extension).toBe('12345');
  });

  it('refuses address types the kind does not use, and property details off properties', async () => {
    const { token, community, property } = await start();
    const communityHome = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentId: community, TopsAgentTypeId: AgentTypeId.Community },
          Contact: { DisplayName: 'Willow' },
          Addresses: [home],
        },
      },
      token,
    );
    expect(communityHome.errorMessage).toBe('The Home address type is not used for a community.');
    const clientBilling = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Client },
          Contact: { CompanyName: 'Client Co' },
          Addresses: [{ ...home, AddressTypeId: AddressTypeId.Billing }],
        },
      },
      token,
    );
    expect(clientBilling.errorMessage).toBe('The Billing address type is not used for a client.');
    const details = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Owner, TopsAgentParentId: property },
          Contact: { FirstName: 'Ann' },
          PropertyDetails: { LotNumber: '4' },
        },
      },
      token,
    );
    expect(details.errorMessage).toBe('Property details belong to properties only.');
    const communityType = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Vendor, CommunityType: 'HOA' },
          Contact: { CompanyName: 'Acme' },
        },
      },
      token,
    );
    expect(communityType.errorMessage).toBe('Only communities have a community type.');
  });

  it('checks property details: account number 15, percent ownership 0-100 with 6 decimals', async () => {
    const { token, community } = await start();
    const account = await callApi(
      h.app,
      contract.crm.SaveProperty,
      {
        body: propertyBody(community, {
          PropertyDetails: { AccountNumber: 'A'.repeat(16) },
        }),
      },
      token,
    );
    expect(account.errorMessage).toBe(
      'PropertyDetails.AccountNumber: Account number must be at most 15 characters.',
    );
    const percent = await callApi(
      h.app,
      contract.crm.SaveProperty,
      { body: propertyBody(community, { PropertyDetails: { PercentOwnership: '100.5' } }) },
      token,
    );
    expect(percent.errorMessage).toBe(
      'PropertyDetails.PercentOwnership: Percent ownership must be a number from 0 to 100 with up to 6 decimals.',
    );
    const ok = await callApi(
      h.app,
      contract.crm.SaveProperty,
      {
        body: propertyBody(community, {
          PropertyDetails: { AccountNumber: 'A'.repeat(15), PercentOwnership: '33.333333' },
        }),
      },
      token,
    );
    expect(ok.body.PropertyDetails).toMatchObject({
      AccountNumber: 'AAAAAAAAAAAAAAA',
      PercentOwnership: '33.333333',
      LotNumber: null,
    });
  });
});
