import { describe, expect, it } from 'vitest';
import type { AgentGraph } from '@hoa/contract';
import { AddressTypeId, AgentTypeId, ProfileMessages } from '@hoa/domain';
import { contractValidation } from '../../widgets/contract-form';
import {
  emptyFormState,
  formStateFromGraph,
  newAddressRow,
  newPhoneRow,
  newWebAddressRow,
  profileFormContract,
  toGraphInput,
  type Placement,
  type ProfileFormState,
} from './profile-form-state';

const placement = { parentAgentId: 40, communityAgentId: null };

/** The form's messages, keyed by the form's fields. */
const check = (state: ProfileFormState, at: Placement = placement) =>
  contractValidation(profileFormContract(at))(state);

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
    expect(check(ownerState())).toEqual({});
    const state = ownerState();
    state.phones = [{ ...newPhoneRow(), AreaCode: '51', PhoneNumber: '' }];
    state.webAddresses = [{ ...newWebAddressRow(), Address: 'maria@' }];
    state.contact.FederalTaxNumber = '12-3';
    expect(check(state)).toEqual({
      'contact.FederalTaxNumber':
        'Federal tax number must be 2 digits, a dash and 8 digits (12-12345678).',
      'phones.0.AreaCode': 'Area code must be exactly 3 digits.',
      'phones.0.PhoneNumber': 'Phone number is required.',
      'webAddresses.0.Address': 'Enter a valid email address (name@domain.com).',
    });
  });

  it("puts the agent's community type message under its select", () => {
    const state = emptyFormState(AgentTypeId.Community);
    state.contact.DisplayName = 'Oak Park';
    state.communityType = 'Castle';
    expect(check(state, { parentAgentId: null, communityAgentId: null })).toEqual({
      communityType: ProfileMessages.unknownCommunityType,
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
        DeliveryPreferenceId: 1,
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
      AssessedValueCents: 32_500_050,
      PercentOwnership: '2.500000',
    });
    const body = toGraphInput(state, { agentId: 7, parentAgentId: 2, communityAgentId: 2 });
    expect(body.PropertyDetails).toEqual(graph.PropertyDetails);
    state.property = { ...state.property, AssessedValueCents: -1, SquareFeet: 'x' } as never;
    expect(Object.keys(check(state, { parentAgentId: 2, communityAgentId: 2 }))).toEqual([
      'property.SquareFeet',
      'property.AssessedValueCents',
    ]);
  });
});
