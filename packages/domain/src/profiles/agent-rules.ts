// Where each kind of profile sits (spec 1 §3.1, §3.2) and which child links a profile shows.
import { AgentTypeId } from '../static-data/agent-types';
import { addressTypesForAgentType } from '../static-data/contact-types';
import { agentTypeNoun } from './agent-type-label';
import { ProfileMessages } from './profile-messages';

const A = AgentTypeId;

// The parent a profile of each kind must have. Owner-like types (4, 5, 16, 20) and visitors live
// under a property; kinds not listed may stand alone or under any profile.
const requiredParentTypes: Readonly<Record<number, readonly number[]>> = {
  [A.Property]: [A.Community],
  [A.PrimaryOwner]: [A.Property],
  [A.Owner]: [A.Property],
  [A.Renter]: [A.Property],
  [A.PreviousOwner]: [A.Property],
  [A.Visitor]: [A.Property],
  [A.Amenity]: [A.Community],
  [A.Committee]: [A.Community],
  [A.CommitteeMember]: [A.Committee],
  [A.VendorContact]: [A.Vendor, A.GlobalVendor],
  [A.BankContact]: [A.Bank],
  [A.LiabilityInsurance]: [A.Vendor, A.GlobalVendor],
  [A.WorkersCompensationInsurance]: [A.Vendor, A.GlobalVendor],
  [A.VendorCarInsurance]: [A.Vendor, A.GlobalVendor],
};

export function requiredParentTypeIds(agentTypeId: number): readonly number[] {
  return requiredParentTypes[agentTypeId] ?? [];
}

/** Why a parent does not fit a profile of this kind, or null when it does. */
export function parentProblem(agentTypeId: number, parentTypeId: number | null): string | null {
  const required = requiredParentTypeIds(agentTypeId);
  if (required.length === 0 || (parentTypeId !== null && required.includes(parentTypeId)))
    return null;
  const parents = [...new Set(required.map(agentTypeNoun))];
  return ProfileMessages.parentRequired(agentTypeNoun(agentTypeId), parents);
}

export function isAddressTypeAllowed(agentTypeId: number, addressTypeId: number): boolean {
  return addressTypesForAgentType(agentTypeId).some((row) => row.AddressTypeId === addressTypeId);
}

/** Properties and the owner-like types can have delinquency notices held. */
export function canHoldDelinquencyNotice(agentTypeId: number): boolean {
  return [A.Property, A.PrimaryOwner, A.Owner, A.Renter, A.PreviousOwner].some(
    (id) => id === agentTypeId,
  );
}

/** Only organizations, vendors and clients carry a federal tax number on their form. */
export function hasFederalTaxNumber(agentTypeId: number): boolean {
  return [A.Organization, A.Vendor, A.GlobalVendor, A.Client].some((id) => id === agentTypeId);
}

/** People are named by first, middle and last name; the other kinds by display and company name. */
export function isPersonAgentType(agentTypeId: number): boolean {
  return [
    A.PrimaryOwner,
    A.Owner,
    A.Renter,
    A.PreviousOwner,
    A.Visitor,
    A.CommitteeMember,
    A.Contact,
    A.User,
    A.VendorContact,
    A.BankContact,
  ].some((id) => id === agentTypeId);
}

export interface ChildLinkGroupDefinition {
  readonly Key: string;
  readonly Name: string;
  /** The child agent types counted; empty for bank accounts, which are not agents. */
  readonly AgentTypeIds: readonly number[];
  /** The kind a profile added from the group gets; null where children are added elsewhere. */
  readonly AddAgentTypeId: number | null;
}

// A community's groups count every profile of the community; other profiles count their children.
const childLinkGroups: Readonly<Record<number, readonly ChildLinkGroupDefinition[]>> = {
  [A.Community]: [
    {
      Key: 'properties',
      Name: 'Properties',
      AgentTypeIds: [A.Property],
      AddAgentTypeId: A.Property,
    },
    {
      Key: 'owners',
      Name: 'Owners',
      AgentTypeIds: [A.PrimaryOwner, A.Owner],
      AddAgentTypeId: null,
    },
    { Key: 'renters', Name: 'Renters', AgentTypeIds: [A.Renter], AddAgentTypeId: null },
    { Key: 'committees', Name: 'Committees', AgentTypeIds: [A.Committee], AddAgentTypeId: null },
    { Key: 'amenities', Name: 'Amenities', AgentTypeIds: [A.Amenity], AddAgentTypeId: A.Amenity },
    { Key: 'bankAccounts', Name: 'Bank accounts', AgentTypeIds: [], AddAgentTypeId: null },
  ],
  [A.Property]: [
    {
      Key: 'owners',
      Name: 'Owners',
      AgentTypeIds: [A.PrimaryOwner, A.Owner],
      AddAgentTypeId: A.Owner,
    },
    { Key: 'renters', Name: 'Renters', AgentTypeIds: [A.Renter], AddAgentTypeId: A.Renter },
    {
      Key: 'previousOwners',
      Name: 'Previous owners',
      AgentTypeIds: [A.PreviousOwner],
      AddAgentTypeId: A.PreviousOwner,
    },
    { Key: 'visitors', Name: 'Visitors', AgentTypeIds: [A.Visitor], AddAgentTypeId: A.Visitor },
  ],
  [A.Vendor]: [
    {
      Key: 'vendorContacts',
      Name: 'Vendor contacts',
      AgentTypeIds: [A.VendorContact],
      AddAgentTypeId: A.VendorContact,
    },
    {
      Key: 'insurances',
      Name: 'Insurances',
      AgentTypeIds: [A.LiabilityInsurance, A.WorkersCompensationInsurance, A.VendorCarInsurance],
      AddAgentTypeId: null,
    },
  ],
  [A.Bank]: [
    {
      Key: 'bankContacts',
      Name: 'Bank contacts',
      AgentTypeIds: [A.BankContact],
      AddAgentTypeId: A.BankContact,
    },
  ],
  [A.Committee]: [
    { Key: 'members', Name: 'Members', AgentTypeIds: [A.CommitteeMember], AddAgentTypeId: null },
  ],
};

export function childLinkGroupsFor(agentTypeId: number): readonly ChildLinkGroupDefinition[] {
  return childLinkGroups[agentTypeId] ?? [];
}
