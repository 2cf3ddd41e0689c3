// Custom field categories apply to a group of agent types (spec 1 §3.9 AgentTypeGroupId). The
// spec names the field but not its values; these are ours, one per kind of profile that carries
// custom fields. Owner-like types share one group (spec 1 §3.1).
import { AgentTypeId, OwnerLikeAgentTypeIds } from '../static-data/agent-types';

export const AgentTypeGroupId = {
  Owners: 1,
  Properties: 2,
  Communities: 3,
  Vendors: 4,
  Contacts: 5,
  Committees: 6,
  CommitteeMembers: 7,
  Banks: 8,
  Amenities: 9,
  Insurance: 10,
  Attorneys: 11,
  Users: 12,
  Organizations: 13,
} as const;

export type AgentTypeGroupIdValue = (typeof AgentTypeGroupId)[keyof typeof AgentTypeGroupId];

export interface AgentTypeGroup {
  readonly AgentTypeGroupId: AgentTypeGroupIdValue;
  readonly Name: string;
  readonly AgentTypeIds: readonly number[];
}

const A = AgentTypeId;
const G = AgentTypeGroupId;

export const AgentTypeGroups: readonly AgentTypeGroup[] = [
  { AgentTypeGroupId: G.Owners, Name: 'Owners', AgentTypeIds: OwnerLikeAgentTypeIds },
  { AgentTypeGroupId: G.Properties, Name: 'Properties', AgentTypeIds: [A.Property] },
  { AgentTypeGroupId: G.Communities, Name: 'Communities', AgentTypeIds: [A.Community] },
  { AgentTypeGroupId: G.Vendors, Name: 'Vendors', AgentTypeIds: [A.Vendor, A.GlobalVendor] },
  {
    AgentTypeGroupId: G.Contacts,
    Name: 'Contacts',
    AgentTypeIds: [A.Contact, A.VendorContact, A.BankContact],
  },
  { AgentTypeGroupId: G.Committees, Name: 'Committees', AgentTypeIds: [A.Committee] },
  {
    AgentTypeGroupId: G.CommitteeMembers,
    Name: 'Committee members',
    AgentTypeIds: [A.CommitteeMember],
  },
  { AgentTypeGroupId: G.Banks, Name: 'Banks', AgentTypeIds: [A.Bank] },
  { AgentTypeGroupId: G.Amenities, Name: 'Amenities', AgentTypeIds: [A.Amenity] },
  {
    AgentTypeGroupId: G.Insurance,
    Name: 'Insurance',
    AgentTypeIds: [
      A.InsurancePolicy,
      A.LiabilityInsurance,
      A.WorkersCompensationInsurance,
      A.VendorCarInsurance,
    ],
  },
  { AgentTypeGroupId: G.Attorneys, Name: 'Attorneys', AgentTypeIds: [A.Attorney] },
  { AgentTypeGroupId: G.Users, Name: 'Users', AgentTypeIds: [A.User] },
  {
    AgentTypeGroupId: G.Organizations,
    Name: 'Organizations',
    AgentTypeIds: [A.Organization, A.Client],
  },
];

export function findAgentTypeGroup(agentTypeGroupId: number): AgentTypeGroup | undefined {
  return AgentTypeGroups.find((group) => group.AgentTypeGroupId === agentTypeGroupId);
}

/** The group whose categories apply to an agent of this type; undefined when none does. */
export function agentTypeGroupFor(agentTypeId: number): AgentTypeGroup | undefined {
  return AgentTypeGroups.find((group) => group.AgentTypeIds.includes(agentTypeId));
}
