import { describe, expect, it } from 'vitest';
import type { AgentGraph } from '@hoa/contract';
import { AddressTypeId, AgentTypeId } from '@hoa/domain';
import {
  checkForm,
  emptyFormState,
  formStateFromGraph,
  newAddressRow,
  newPhoneRow,
  newWebAddressRow,
  toGraphInput,
} from './profile-form-state';

const placement = { parentAgentId: 40, communityAgentId: null };

function ownerState() {
  const state = emptyFormState(AgentTypeId.Owner);
  state.contact.FirstName = 'Maria';
  state.contact.LastName = 'Lopez';
  state.addresses = [
    { ...newAddressRow(AgentTypeId.Owner, true), AddressTypeId: '2', StreetName: 'Birch' },
  ];
  state.phones = [{ ...newPhoneRow(true), AreaCode: '512', PhoneNumber: '5550143' }];
  state.webAddresses = [{ ...newWebAddressRow(true), Address: 'maria@example.com' }];
  return state;
}

describe('profile form state', () => {
  it('starts a new address with the first type the kind uses, in the United States', () => {
    expect(newAddressRow(AgentTypeId.Community)).toMatchObject({
      AddressTypeId: '1',
      CountryId: '195',
    });
    expect(newAddressRow(AgentTypeId.Property).AddressTypeId).toBe(String(AddressTypeId.Property));
    expect(emptyFormState(AgentTypeId.Property).property).not.toBeNull();
    expect(emptyFormState(AgentTypeId.Owner).property).toBeNull();
    expect(emptyFormState(AgentTypeId.Community).communityType).toBe('HOA');
  });

  it('turns typed strings into the graph body, empty fields into null', () => {
    const body = toGraphInput(ownerState(), placement);
    expect(body.Agent).toEqual({
      TopsAgentId: undefined,
      TopsAgentTypeId: 5,
      TopsAgentParentId: 40,
      CommunityAgentId: null,
      CommunityType: null,
    });
    expect(body.Contact).toMatchObject({ FirstName: 'Maria', DisplayName: null, Alias: null });
    expect(body.Addresses?.[0]).toMatchObject({ AddressTypeId: 2, StateId: null, CountryId: 195 });
    expect(body.Phones?.[0]).toEqual({
      PhoneTypeId: 4,
      AreaCode: '512',
      PhoneNumber: '5550143',
      Extension: null,
      IsPrimary: true,
    });
    expect(body.PropertyDetails).toBeNull();
  });

  it('passes a valid form and names the fields of an invalid one with the contract messages', () => {
    expect(checkForm(ownerState(), placement).errors).toBeNull();
    const state = ownerState();
    state.phones = [{ ...newPhoneRow(), AreaCode: '51', PhoneNumber: '' }];
    state.webAddresses = [{ ...newWebAddressRow(), Address: 'maria@' }];
    state.contact.FederalTaxNumber = '12-3';
    expect(checkForm(state, placement).errors).toEqual({
      'Contact.FederalTaxNumber':
        'Federal tax number must be 2 digits, a dash and 8 digits (12-12345678).',
      'Phones.0.AreaCode': 'Area code must be exactly 3 digits.',
      'Phones.0.PhoneNumber': 'Phone number is required.',
      'WebAddresses.0.Address': 'Enter a valid email address (name@domain.com).',
    });
  });

  it('reads a stored property back into the form and out again unchanged', () => {
    const graph: AgentGraph = {
      Agent: {
        TopsAgentId: 7,
        TopsAgentTypeId: AgentTypeId.Property,
        AgentTypeName: 'Property',
        TopsAgentParentId: 2,
        CommunityAgentId: 2,
        IsDeleted: false,
        IsActive: true,
        ProfilePictureAttachmentId: null,
        IsHoldDelinquencyNotice: false,
        DefaultBankAccountId: null,
        CommunityType: null,
        IsSetupComplete: false,
        IsSetupAccountingComplete: false,
        IsSetupPropertyOwnerComplete: false,
        IsSetupGLAccountsComplete: false,
      },
      Contact: {
        Alias: 'WC0012',
        DisplayName: '12 Birch Lane',
        CompanyName: null,
        FirstName: null,
        MiddleName: null,
        LastName: null,
        FederalTaxNumber: null,
        PrimaryEmailAddress: null,
      },
      Addresses: [],
      Phones: [],
      WebAddresses: [],
      PropertyDetails: {
        AccountNumber: 'WC0012',
        LotNumber: null,
        SquareFeet: 1850,
        AssessedValueCents: 32_500_050,
        PercentOwnership: '2.500000',
      },
    };
    const state = formStateFromGraph(graph);
    expect(state.property).toEqual({
      AccountNumber: 'WC0012',
      LotNumber: '',
      SquareFeet: '1850',
      AssessedValue: '325000.50',
      PercentOwnership: '2.500000',
    });
    const body = toGraphInput(state, { agentId: 7, parentAgentId: 2, communityAgentId: 2 });
    expect(body.PropertyDetails).toEqual(graph.PropertyDetails);
    state.property = { ...state.property, AssessedValue: '12.345', SquareFeet: 'x' } as never;
    expect(
      Object.keys(checkForm(state, { parentAgentId: 2, communityAgentId: 2 }).errors ?? {}),
    ).toEqual(['PropertyDetails.SquareFeet', 'PropertyDetails.AssessedValueCents']);
  });
});
