// The profile form's values (strings as typed, the assessed value in cents) and their conversion to
// and from the API's agent graph. Validation is the contract's schema, so the messages under the
// fields are the server's.
import { contract, type AgentGraph, type AgentGraphInput } from '@hoa/contract';
import {
  AddressTypeId,
  addressTypesForAgentType,
  AgentTypeId,
  PhoneTypeId,
  UsCountryId,
  WebAddressTypeId,
  type Cents,
} from '@hoa/domain';
import type { UseFormReturnType } from '@mantine/form';

export interface AddressRow {
  key: string;
  AddressTypeId: string;
  StreetNumber: string;
  StreetName: string;
  Unit: string;
  City: string;
  StateId: string | null;
  PostalCode: string;
  CountryId: string;
  IsPrimary: boolean;
}

export interface PhoneRow {
  key: string;
  PhoneTypeId: string;
  AreaCode: string;
  PhoneNumber: string;
  Extension: string;
  IsPrimary: boolean;
}

export interface WebAddressRow {
  key: string;
  WebAddressTypeId: string;
  Address: string;
  IsPrimary: boolean;
}

export interface ContactFields {
  Alias: string;
  DisplayName: string;
  CompanyName: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  FederalTaxNumber: string;
  PrimaryEmailAddress: string;
}

export interface PropertyFields {
  AccountNumber: string;
  LotNumber: string;
  SquareFeet: string;
  AssessedValueCents: Cents | null;
  PercentOwnership: string;
}

export interface ProfileFormState {
  agentTypeId: number;
  communityType: string | null;
  contact: ContactFields;
  addresses: AddressRow[];
  phones: PhoneRow[];
  webAddresses: WebAddressRow[];
  property: PropertyFields | null;
}

/** Where the profile sits: the agent being edited (if any), its parent and community. */
export interface Placement {
  agentId?: number;
  parentAgentId: number | null;
  communityAgentId: number | null;
}

let nextKey = 0;
/** A React key for a new row; rows have no ids until saved. */
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function newAddressRow(agentTypeId: number, isPrimary = false): AddressRow {
  const first = addressTypesForAgentType(agentTypeId).at(0)?.AddressTypeId ?? AddressTypeId.Main;
  const type = agentTypeId === AgentTypeId.Property ? AddressTypeId.Property : first;
  return {
    key: rowKey(),
    AddressTypeId: String(type),
    StreetNumber: '',
    StreetName: '',
    Unit: '',
    City: '',
    StateId: null,
    PostalCode: '',
    CountryId: String(UsCountryId),
    IsPrimary: isPrimary,
  };
}

export function newPhoneRow(isPrimary = false): PhoneRow {
  return {
    key: rowKey(),
    PhoneTypeId: String(PhoneTypeId.Mobile),
    AreaCode: '',
    PhoneNumber: '',
    Extension: '',
    IsPrimary: isPrimary,
  };
}

export function newWebAddressRow(isPrimary = false): WebAddressRow {
  return {
    key: rowKey(),
    WebAddressTypeId: String(WebAddressTypeId.Email),
    Address: '',
    IsPrimary: isPrimary,
  };
}

const emptyProperty: PropertyFields = {
  AccountNumber: '',
  LotNumber: '',
  SquareFeet: '',
  AssessedValueCents: null,
  PercentOwnership: '',
};

export function emptyFormState(agentTypeId: number): ProfileFormState {
  return {
    agentTypeId,
    communityType: agentTypeId === AgentTypeId.Community ? 'HOA' : null,
    contact: {
      Alias: '',
      DisplayName: '',
      CompanyName: '',
      FirstName: '',
      MiddleName: '',
      LastName: '',
      FederalTaxNumber: '',
      PrimaryEmailAddress: '',
    },
    addresses: [],
    phones: [],
    webAddresses: [],
    property: agentTypeId === AgentTypeId.Property ? emptyProperty : null,
  };
}

export function formStateFromGraph(graph: AgentGraph): ProfileFormState {
  const c = graph.Contact;
  const details = graph.PropertyDetails;
  const isProperty = graph.Agent.TopsAgentTypeId === AgentTypeId.Property;
  return {
    agentTypeId: graph.Agent.TopsAgentTypeId,
    communityType: graph.Agent.CommunityType,
    contact: {
      Alias: text(c.Alias),
      DisplayName: c.DisplayName,
      CompanyName: text(c.CompanyName),
      FirstName: text(c.FirstName),
      MiddleName: text(c.MiddleName),
      LastName: text(c.LastName),
      FederalTaxNumber: text(c.FederalTaxNumber),
      PrimaryEmailAddress: text(c.PrimaryEmailAddress),
    },
    addresses: graph.Addresses.map((a) => ({
      key: rowKey(),
      AddressTypeId: String(a.AddressTypeId),
      StreetNumber: text(a.StreetNumber),
      StreetName: text(a.StreetName),
      Unit: text(a.Unit),
      City: text(a.City),
      StateId: a.StateId === null ? null : String(a.StateId),
      PostalCode: text(a.PostalCode),
      CountryId: String(a.CountryId),
      IsPrimary: a.IsPrimary,
    })),
    phones: graph.Phones.map((p) => ({
      key: rowKey(),
      PhoneTypeId: String(p.PhoneTypeId),
      AreaCode: p.AreaCode,
      PhoneNumber: p.PhoneNumber,
      Extension: text(p.Extension),
      IsPrimary: p.IsPrimary,
    })),
    webAddresses: graph.WebAddresses.map((w) => ({
      key: rowKey(),
      WebAddressTypeId: String(w.WebAddressTypeId),
      Address: w.Address,
      IsPrimary: w.IsPrimary,
    })),
    property: isProperty
      ? {
          AccountNumber: text(details?.AccountNumber),
          LotNumber: text(details?.LotNumber),
          SquareFeet: details?.SquareFeet == null ? '' : String(details.SquareFeet),
          AssessedValueCents: details?.AssessedValueCents ?? null,
          PercentOwnership: text(details?.PercentOwnership),
        }
      : null,
  };
}

// Numbers that are not numbers go through as NaN, so the schema names the field.
function wholeOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** The body SaveAgentGraph takes, as typed; the contract's schema checks it. */
export function toGraphInput(state: ProfileFormState, placement: Placement): AgentGraphInput {
  const c = state.contact;
  const property = state.property;
  return {
    Agent: {
      TopsAgentId: placement.agentId,
      TopsAgentTypeId: state.agentTypeId,
      TopsAgentParentId: placement.parentAgentId,
      CommunityAgentId: placement.communityAgentId,
      CommunityType: state.communityType,
    },
    Contact: {
      Alias: orNull(c.Alias),
      DisplayName: orNull(c.DisplayName),
      CompanyName: orNull(c.CompanyName),
      FirstName: orNull(c.FirstName),
      MiddleName: orNull(c.MiddleName),
      LastName: orNull(c.LastName),
      FederalTaxNumber: orNull(c.FederalTaxNumber),
      PrimaryEmailAddress: orNull(c.PrimaryEmailAddress),
    },
    Addresses: state.addresses.map((a) => ({
      AddressTypeId: Number(a.AddressTypeId),
      StreetNumber: orNull(a.StreetNumber),
      StreetName: orNull(a.StreetName),
      Unit: orNull(a.Unit),
      City: orNull(a.City),
      StateId: a.StateId === null ? null : Number(a.StateId),
      PostalCode: orNull(a.PostalCode),
      CountryId: Number(a.CountryId),
      IsPrimary: a.IsPrimary,
    })),
    Phones: state.phones.map((p) => ({
      PhoneTypeId: Number(p.PhoneTypeId),
      AreaCode: p.AreaCode,
      PhoneNumber: p.PhoneNumber,
      Extension: orNull(p.Extension),
      IsPrimary: p.IsPrimary,
    })),
    WebAddresses: state.webAddresses.map((w) => ({
      WebAddressTypeId: Number(w.WebAddressTypeId),
      Address: w.Address,
      IsPrimary: w.IsPrimary,
    })),
    PropertyDetails: property
      ? {
          AccountNumber: orNull(property.AccountNumber),
          LotNumber: orNull(property.LotNumber),
          SquareFeet: wholeOrNull(property.SquareFeet),
          AssessedValueCents: property.AssessedValueCents,
          PercentOwnership: orNull(property.PercentOwnership),
        }
      : null,
  };
}

/** What of the form the parts of the profile form use. */
export type ProfileFormFields = Pick<
  UseFormReturnType<ProfileFormState>,
  'values' | 'errors' | 'getInputProps' | 'setFieldValue' | 'insertListItem' | 'removeListItem'
>;

/**
 * The profile form's check and body: SaveAgentGraph's schema (SaveResaleOwner takes the same), each
 * issue under the form's field of its body path ('Phones.0.AreaCode' under 'phones.0.AreaCode').
 */
export function profileFormContract(placement: Placement) {
  return {
    schema: contract.crm.SaveAgentGraph.body,
    toBody: (state: ProfileFormState) => toGraphInput(state, placement),
    fieldOf: {
      'Agent.CommunityType': 'communityType',
      Contact: 'contact',
      Addresses: 'addresses',
      Phones: 'phones',
      WebAddresses: 'webAddresses',
      PropertyDetails: 'property',
    },
  };
}
