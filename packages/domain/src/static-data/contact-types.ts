// Contact lists of spec 1 §3.2. The spec names them without ids: each is numbered 1.. in its order.
import { AgentTypeId } from './agent-types';

export const PhoneTypeId = { Work: 1, Home: 2, Fax: 3, Mobile: 4, Main: 5, Other: 6 } as const;

export interface PhoneType {
  readonly PhoneTypeId: number;
  readonly PhoneTypeName: string;
}

export const PhoneTypes: readonly PhoneType[] = [
  { PhoneTypeId: PhoneTypeId.Work, PhoneTypeName: 'Work' },
  { PhoneTypeId: PhoneTypeId.Home, PhoneTypeName: 'Home' },
  { PhoneTypeId: PhoneTypeId.Fax, PhoneTypeName: 'Fax' },
  { PhoneTypeId: PhoneTypeId.Mobile, PhoneTypeName: 'Mobile' },
  { PhoneTypeId: PhoneTypeId.Main, PhoneTypeName: 'Main' },
  { PhoneTypeId: PhoneTypeId.Other, PhoneTypeName: 'Other' },
];

export const WebAddressTypeId = {
  Website: 1,
  Email: 2,
  Facebook: 3,
  Twitter: 4,
  Pinterest: 5,
  Blog: 6,
  Other: 7,
} as const;

export interface WebAddressType {
  readonly WebAddressTypeId: number;
  readonly WebAddressTypeName: string;
}

export const WebAddressTypes: readonly WebAddressType[] = [
  { WebAddressTypeId: WebAddressTypeId.Website, WebAddressTypeName: 'Website' },
  { WebAddressTypeId: WebAddressTypeId.Email, WebAddressTypeName: 'Email' },
  { WebAddressTypeId: WebAddressTypeId.Facebook, WebAddressTypeName: 'Facebook' },
  { WebAddressTypeId: WebAddressTypeId.Twitter, WebAddressTypeName: 'Twitter' },
  { WebAddressTypeId: WebAddressTypeId.Pinterest, WebAddressTypeName: 'Pinterest' },
  { WebAddressTypeId: WebAddressTypeId.Blog, WebAddressTypeName: 'Blog' },
  { WebAddressTypeId: WebAddressTypeId.Other, WebAddressTypeName: 'Other' },
];

export const AddressTypeId = {
  Main: 1,
  Home: 2,
  Work: 3,
  Other: 4,
  ReturnPayment: 5,
  Lockbox: 6,
  CommunityOffice: 7,
  ManagementOffice: 8,
  Alternate: 9,
  Billing: 10,
  Property: 11,
  Shipping: 12,
} as const;

export interface AddressType {
  readonly AddressTypeId: number;
  readonly AddressTypeName: string;
}

const AT = AddressTypeId;

export const AddressTypes: readonly AddressType[] = [
  { AddressTypeId: AT.Main, AddressTypeName: 'Main' },
  { AddressTypeId: AT.Home, AddressTypeName: 'Home' },
  { AddressTypeId: AT.Work, AddressTypeName: 'Work' },
  { AddressTypeId: AT.Other, AddressTypeName: 'Other' },
  { AddressTypeId: AT.ReturnPayment, AddressTypeName: 'Return Payment' },
  { AddressTypeId: AT.Lockbox, AddressTypeName: 'Lockbox' },
  { AddressTypeId: AT.CommunityOffice, AddressTypeName: 'CommunityOffice' },
  { AddressTypeId: AT.ManagementOffice, AddressTypeName: 'Management Office' },
  { AddressTypeId: AT.Alternate, AddressTypeName: 'Alternate' },
  { AddressTypeId: AT.Billing, AddressTypeName: 'Billing' },
  { AddressTypeId: AT.Property, AddressTypeName: 'Property' },
  { AddressTypeId: AT.Shipping, AddressTypeName: 'Shipping' },
];

const ClientAddressTypeIds: readonly number[] = [AT.Main, AT.Other];

const CommunityAddressTypeIds: readonly number[] = [
  AT.Main,
  AT.ReturnPayment,
  AT.Lockbox,
  AT.CommunityOffice,
  AT.ManagementOffice,
];

// Clients get Main and Other; communities their five office and payment addresses; others all.
export function addressTypesForAgentType(agentTypeId: number): readonly AddressType[] {
  if (agentTypeId === AgentTypeId.Client) {
    return AddressTypes.filter((row) => ClientAddressTypeIds.includes(row.AddressTypeId));
  }
  if (agentTypeId === AgentTypeId.Community) {
    return AddressTypes.filter((row) => CommunityAddressTypeIds.includes(row.AddressTypeId));
  }
  return AddressTypes;
}

export const CommitteeMemberTypeId = {
  President: 1,
  VicePresident: 2,
  Treasurer: 3,
  Secretary: 4,
  Director: 5,
  Member: 6,
} as const;

export interface CommitteeMemberType {
  readonly CommitteeMemberTypeId: number;
  readonly CommitteeMemberTypeName: string;
}

const CM = CommitteeMemberTypeId;

export const CommitteeMemberTypes: readonly CommitteeMemberType[] = [
  { CommitteeMemberTypeId: CM.President, CommitteeMemberTypeName: 'President' },
  { CommitteeMemberTypeId: CM.VicePresident, CommitteeMemberTypeName: 'Vice_President' },
  { CommitteeMemberTypeId: CM.Treasurer, CommitteeMemberTypeName: 'Treasurer' },
  { CommitteeMemberTypeId: CM.Secretary, CommitteeMemberTypeName: 'Secretary' },
  { CommitteeMemberTypeId: CM.Director, CommitteeMemberTypeName: 'Director' },
  { CommitteeMemberTypeId: CM.Member, CommitteeMemberTypeName: 'Member' },
];

export const DefaultCommitteeMemberTypeId = CM.Member;

export const CommunityTypeId = { Hoa: 1, Condo: 2, CoOp: 3 } as const;

export interface CommunityType {
  readonly CommunityTypeId: number;
  readonly CommunityTypeName: string;
}

export const CommunityTypes: readonly CommunityType[] = [
  { CommunityTypeId: CommunityTypeId.Hoa, CommunityTypeName: 'HOA' },
  { CommunityTypeId: CommunityTypeId.Condo, CommunityTypeName: 'Condo' },
  { CommunityTypeId: CommunityTypeId.CoOp, CommunityTypeName: 'Co-Op' },
];
