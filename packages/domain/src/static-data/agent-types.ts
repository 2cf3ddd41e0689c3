// Agent (CRM profile) types of spec 1 §3.1. The spec has no id 21; spellings are the spec's.
export const AgentTypeId = {
  Organization: 1,
  Community: 2,
  Property: 3,
  PrimaryOwner: 4,
  Owner: 5,
  Bank: 6,
  Vendor: 7,
  Amenity: 8,
  Attorney: 9,
  Committee: 10,
  CommitteeMember: 11,
  Contact: 12,
  User: 13,
  InsurancePolicy: 14,
  GlobalVendor: 15,
  Renter: 16,
  Visitor: 17,
  AutomationAgent: 18,
  Client: 19,
  PreviousOwner: 20,
  LiabilityInsurance: 22,
  VendorContact: 23,
  Partner: 24,
  WorkersCompensationInsurance: 25,
  BankContact: 26,
  ExternalEmailRecipient: 27,
  VendorCarInsurance: 28,
} as const;

export type AgentTypeIdValue = (typeof AgentTypeId)[keyof typeof AgentTypeId];

export interface AgentType {
  readonly TopsAgentTypeId: number;
  readonly AgentTypeName: string;
}

export const AgentTypes: readonly AgentType[] = [
  { TopsAgentTypeId: AgentTypeId.Organization, AgentTypeName: 'Organization' },
  { TopsAgentTypeId: AgentTypeId.Community, AgentTypeName: 'Community' },
  { TopsAgentTypeId: AgentTypeId.Property, AgentTypeName: 'Property' },
  { TopsAgentTypeId: AgentTypeId.PrimaryOwner, AgentTypeName: 'PrimaryOwner' },
  { TopsAgentTypeId: AgentTypeId.Owner, AgentTypeName: 'Owner' },
  { TopsAgentTypeId: AgentTypeId.Bank, AgentTypeName: 'Bank' },
  { TopsAgentTypeId: AgentTypeId.Vendor, AgentTypeName: 'Vendor' },
  { TopsAgentTypeId: AgentTypeId.Amenity, AgentTypeName: 'Amenity' },
  { TopsAgentTypeId: AgentTypeId.Attorney, AgentTypeName: 'Attorney' },
  { TopsAgentTypeId: AgentTypeId.Committee, AgentTypeName: 'Committee' },
  { TopsAgentTypeId: AgentTypeId.CommitteeMember, AgentTypeName: 'Committee_Member' },
  { TopsAgentTypeId: AgentTypeId.Contact, AgentTypeName: 'Contact' },
  { TopsAgentTypeId: AgentTypeId.User, AgentTypeName: 'User' },
  { TopsAgentTypeId: AgentTypeId.InsurancePolicy, AgentTypeName: 'Insurance_Policy' },
  { TopsAgentTypeId: AgentTypeId.GlobalVendor, AgentTypeName: 'Global_Vendor' },
  { TopsAgentTypeId: AgentTypeId.Renter, AgentTypeName: 'Renter' },
  { TopsAgentTypeId: AgentTypeId.Visitor, AgentTypeName: 'Visitor' },
  { TopsAgentTypeId: AgentTypeId.AutomationAgent, AgentTypeName: 'Automation_Agent' },
  { TopsAgentTypeId: AgentTypeId.Client, AgentTypeName: 'Client' },
  { TopsAgentTypeId: AgentTypeId.PreviousOwner, AgentTypeName: 'Previous_Owner' },
  { TopsAgentTypeId: AgentTypeId.LiabilityInsurance, AgentTypeName: 'Liability_Insurance' },
  { TopsAgentTypeId: AgentTypeId.VendorContact, AgentTypeName: 'Vendor_Contact' },
  { TopsAgentTypeId: AgentTypeId.Partner, AgentTypeName: 'Partner' },
  {
    TopsAgentTypeId: AgentTypeId.WorkersCompensationInsurance,
    AgentTypeName: 'Workers_Compensation_Insurance',
  },
  { TopsAgentTypeId: AgentTypeId.BankContact, AgentTypeName: 'Bank_Contact' },
  {
    TopsAgentTypeId: AgentTypeId.ExternalEmailRecipient,
    AgentTypeName: 'External_Email_Recipient',
  },
  { TopsAgentTypeId: AgentTypeId.VendorCarInsurance, AgentTypeName: 'Vendor_Car_Insurance' },
];

// Owner-like types (spec 1 §3.1, §9): for these the parent agent supplies parent code balances.
export const OwnerLikeAgentTypeIds: readonly number[] = [
  AgentTypeId.PrimaryOwner,
  AgentTypeId.Owner,
  AgentTypeId.Renter,
  AgentTypeId.PreviousOwner,
];

export function isOwnerLikeAgentType(agentTypeId: number): boolean {
  return OwnerLikeAgentTypeIds.includes(agentTypeId);
}

export function findAgentType(agentTypeId: number): AgentType | undefined {
  return AgentTypes.find((row) => row.TopsAgentTypeId === agentTypeId);
}
