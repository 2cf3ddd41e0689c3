// Permission claims of spec 1 §6 and spec 3 §6, with create, read, update and delete levels.
import { AgentTypeId } from './static-data/agent-types';

export type PermissionArea =
  | 'Violations'
  | 'Receivables'
  | 'Payables'
  | 'GeneralLedger'
  | 'WorkOrders'
  | 'Requests'
  | 'Profiles'
  | 'Communications'
  | 'Administration';

const claimRows = [
  // Claims by transaction type.
  { Claim: 'ccrviolations', Description: 'CCR violation records', Area: 'Violations' },
  { Claim: 'arapplycharges', Description: 'Apply charges', Area: 'Receivables' },
  { Claim: 'arapplylatefees', Description: 'Apply late fees', Area: 'Receivables' },
  { Claim: 'arapplyinterest', Description: 'Apply interest', Area: 'Receivables' },
  { Claim: 'arapplyprepaid', Description: 'Apply prepaids', Area: 'Receivables' },
  { Claim: 'arcollection', Description: 'Collection actions', Area: 'Receivables' },
  { Claim: 'apinvoice', Description: 'AP invoices (bills and separate checks)', Area: 'Payables' },
  { Claim: 'apprintchecks', Description: 'Print checks', Area: 'Payables' },
  { Claim: 'apadjustment', Description: 'AP adjustments', Area: 'Payables' },
  { Claim: 'apvoidchecks', Description: 'Void checks', Area: 'Payables' },
  { Claim: 'gljournalentries', Description: 'Journal entries', Area: 'GeneralLedger' },
  { Claim: 'workordermaintain', Description: 'Work orders', Area: 'WorkOrders' },
  { Claim: 'servicerequests', Description: 'Service requests', Area: 'Requests' },
  {
    Claim: 'arownerpayments',
    Description: 'Owner payments (manual, scan and direct debit cash receipts)',
    Area: 'Receivables',
  },
  { Claim: 'arlockbox', Description: 'Lockbox cash receipts', Area: 'Receivables' },
  // Other claims.
  { Claim: 'glaccounts', Description: 'General ledger accounts', Area: 'GeneralLedger' },
  {
    Claim: 'arprocesspayments',
    Description: 'Process owner payments (create needed for one-time payment)',
    Area: 'Receivables',
  },
  { Claim: 'invoiceexceptions', Description: 'Invoice exception inbox', Area: 'Payables' },
  // Not in the spec: segregation of duties (issue 15) keeps approval rules away from the users who
  // enter and pay invoices.
  {
    Claim: 'apapprovalsettings',
    Description: 'AP approval settings (approval groups and who may pay an invoice)',
    Area: 'Payables',
  },
  // Agent-type claims.
  { Claim: 'amenities', Description: 'Amenity profiles', Area: 'Profiles' },
  { Claim: 'bank', Description: 'Bank and bank contact profiles', Area: 'Profiles' },
  { Claim: 'committees', Description: 'Committees and committee members', Area: 'Profiles' },
  { Claim: 'community', Description: 'Community profiles', Area: 'Profiles' },
  { Claim: 'owner', Description: 'Owner profiles', Area: 'Profiles' },
  { Claim: 'property', Description: 'Property profiles', Area: 'Profiles' },
  { Claim: 'renters', Description: 'Renter profiles', Area: 'Profiles' },
  { Claim: 'visitors', Description: 'Visitor profiles', Area: 'Profiles' },
  { Claim: 'vendors', Description: 'Vendor and vendor contact profiles', Area: 'Profiles' },
  { Claim: 'attorney', Description: 'Attorney profiles', Area: 'Profiles' },
  { Claim: 'insurance', Description: 'Insurance profiles', Area: 'Profiles' },
  {
    Claim: 'communications',
    Description: 'Letters, message batches and templates',
    Area: 'Communications',
  },
  // Maintain claims.
  { Claim: 'maintainclient', Description: 'Maintain clients', Area: 'Administration' },
  { Claim: 'maintainorganization', Description: 'Maintain organizations', Area: 'Administration' },
  { Claim: 'maintainuser', Description: 'Maintain users', Area: 'Administration' },
] as const satisfies readonly { Claim: string; Description: string; Area: PermissionArea }[];

export type PermissionClaim = (typeof claimRows)[number]['Claim'];

export interface PermissionClaimRow {
  readonly Claim: PermissionClaim;
  readonly Description: string;
  readonly Area: PermissionArea;
}

export const PermissionClaims: readonly PermissionClaimRow[] = claimRows;

export const PermissionClaimNames: readonly PermissionClaim[] = claimRows.map((row) => row.Claim);

/**
 * Claims of the spec that nothing in the product checks yet: payment processing is not built (servicerequests guards general requests, issue 21). The role editor does not offer them
 * until their screens check them (issue 18: a grantable claim that changes nothing is a defect).
 */
export const ClaimsNotYetChecked: readonly PermissionClaim[] = ['arprocesspayments'];

/** The claims a role can be given: every claim the product checks. */
export const OfferedPermissionClaims: readonly PermissionClaimRow[] = claimRows.filter(
  (row) => !ClaimsNotYetChecked.includes(row.Claim),
);

export function isPermissionClaim(value: string): value is PermissionClaim {
  return PermissionClaimNames.some((claim) => claim === value);
}

export type AccessLevel = 'create' | 'read' | 'update' | 'delete';

export const AccessLevels: readonly AccessLevel[] = ['create', 'read', 'update', 'delete'];

export interface ClaimGrant {
  readonly Claim: PermissionClaim;
  readonly CanCreate: boolean;
  readonly CanRead: boolean;
  readonly CanUpdate: boolean;
  readonly CanDelete: boolean;
}

function grantAllows(grant: GrantLike, level: AccessLevel): boolean {
  switch (level) {
    case 'create':
      return grant.CanCreate;
    case 'read':
      return grant.CanRead;
    case 'update':
      return grant.CanUpdate;
    case 'delete':
      return grant.CanDelete;
  }
}

// A user may hold the same claim through several roles: any grant at the level is enough.
/** A grant as it arrives on the wire, where the claim is any string. */
export type GrantLike = Omit<ClaimGrant, 'Claim'> & { readonly Claim: string };

export function hasAccess(
  grants: readonly GrantLike[],
  claim: PermissionClaim,
  level: AccessLevel,
): boolean {
  return grants.some((grant) => grant.Claim === claim && grantAllows(grant, level));
}

export interface AgentTypeClaim {
  readonly TopsAgentTypeId: number;
  readonly Claim: PermissionClaim;
}

const A = AgentTypeId;

// Agent types without a row (contact, automation agent, partner, external email recipient) have
// no claim of their own in the spec.
export const AgentTypeClaims: readonly AgentTypeClaim[] = [
  { TopsAgentTypeId: A.Organization, Claim: 'maintainorganization' },
  { TopsAgentTypeId: A.Community, Claim: 'community' },
  { TopsAgentTypeId: A.Property, Claim: 'property' },
  { TopsAgentTypeId: A.PrimaryOwner, Claim: 'owner' },
  { TopsAgentTypeId: A.Owner, Claim: 'owner' },
  { TopsAgentTypeId: A.Bank, Claim: 'bank' },
  { TopsAgentTypeId: A.Vendor, Claim: 'vendors' },
  { TopsAgentTypeId: A.Amenity, Claim: 'amenities' },
  { TopsAgentTypeId: A.Attorney, Claim: 'attorney' },
  { TopsAgentTypeId: A.Committee, Claim: 'committees' },
  { TopsAgentTypeId: A.CommitteeMember, Claim: 'committees' },
  { TopsAgentTypeId: A.User, Claim: 'maintainuser' },
  { TopsAgentTypeId: A.InsurancePolicy, Claim: 'insurance' },
  { TopsAgentTypeId: A.GlobalVendor, Claim: 'vendors' },
  { TopsAgentTypeId: A.Renter, Claim: 'renters' },
  { TopsAgentTypeId: A.Visitor, Claim: 'visitors' },
  { TopsAgentTypeId: A.Client, Claim: 'maintainclient' },
  { TopsAgentTypeId: A.PreviousOwner, Claim: 'owner' },
  { TopsAgentTypeId: A.LiabilityInsurance, Claim: 'insurance' },
  { TopsAgentTypeId: A.VendorContact, Claim: 'vendors' },
  { TopsAgentTypeId: A.WorkersCompensationInsurance, Claim: 'insurance' },
  { TopsAgentTypeId: A.BankContact, Claim: 'bank' },
  { TopsAgentTypeId: A.VendorCarInsurance, Claim: 'insurance' },
];

export function claimForAgentType(agentTypeId: number): PermissionClaim | undefined {
  return AgentTypeClaims.find((row) => row.TopsAgentTypeId === agentTypeId)?.Claim;
}

function readOnly(claim: PermissionClaim): ClaimGrant {
  return { Claim: claim, CanCreate: false, CanRead: true, CanUpdate: false, CanDelete: false };
}

// The reduced approval role of board members (spec 1 §1): see and approve invoices (approval is an
// update of the invoice), and read the community, its owners, properties and committees.
export const BoardMemberClaims: readonly ClaimGrant[] = [
  { Claim: 'apinvoice', CanCreate: false, CanRead: true, CanUpdate: true, CanDelete: false },
  readOnly('community'),
  readOnly('owner'),
  readOnly('property'),
  readOnly('committees'),
];
