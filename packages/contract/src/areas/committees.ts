import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, SuccessResponse, entityId as id } from '../fields';
import { optionalText, ProfileLimits as L } from '@hoa/domain';
import { AddressInputSchema, PhoneInputSchema, WebAddressInputSchema } from './crm-inputs';
import { AddressSchema, PhoneSchema, WebAddressSchema } from './crm-schemas';

export const CommitteeSchema = z.object({
  TopsAgentId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  DisplayName: z.string(),
  Alias: z.string().nullable(),
  IsPrimary: z.boolean(),
  IsArchitectural: z.boolean(),
  IsDeleted: z.boolean(),
  MemberCount: z.number(),
});
export type Committee = z.infer<typeof CommitteeSchema>;

export const CommitteeMemberSchema = z.object({
  committeeMemberSettingsId: z.number(),
  CommitteeAgentId: z.number(),
  CommitteeMemberTypeId: z.number(),
  ExpirationDate: isoDate.nullable(),
  Agent: z.object({
    TopsAgentId: z.number(),
    TopsAgentTypeId: z.number(),
    CommunityAgentId: z.number().nullable(),
  }),
  Contact: z.object({
    DisplayName: z.string(),
    FirstName: z.string().nullable(),
    MiddleName: z.string().nullable(),
    LastName: z.string().nullable(),
  }),
  PrimaryEmailAddress: z.string().nullable(),
  Phones: z.array(PhoneSchema),
  Addresses: z.array(AddressSchema),
  WebAddresses: z.array(WebAddressSchema),
});
export type CommitteeMember = z.infer<typeof CommitteeMemberSchema>;

export const CommitteeUserSchema = z.object({
  committeeMemberSettingsId: z.number(),
  CommitteeAgentId: z.number(),
  CommitteeName: z.string(),
  IsPrimaryCommittee: z.boolean(),
  TopsAgentId: z.number(),
  DisplayName: z.string(),
  PrimaryEmailAddress: z.string().nullable(),
  CommitteeMemberTypeId: z.number(),
  ExpirationDate: isoDate.nullable(),
});

// Spec 1 §3.2 string limits; an empty name becomes null.
export const MemberContactInput = z.strictObject({
  FirstName: optionalText('First name', L.FirstName),
  MiddleName: optionalText('Middle name', L.MiddleName),
  LastName: optionalText('Last name', L.LastName),
});

export const SaveCommitteeMemberBody = z.strictObject({
  /** Present when editing a seat. */
  committeeMemberSettingsId: id.optional(),
  CommitteeAgentId: id,
  /** An existing agent of the community to seat; without it a new contact is created. */
  AgentId: id.optional(),
  Contact: MemberContactInput.optional(),
  // Lists replace the member's own ones; omitted lists are left as they are.
  Phones: z.array(PhoneInputSchema).max(20).optional(),
  Addresses: z.array(AddressInputSchema).max(20).optional(),
  WebAddresses: z.array(WebAddressInputSchema).max(20).optional(),
  CommitteeMemberTypeId: z.number().int().min(1).max(6).default(6),
  ExpirationMonth: z.number().int().min(1).max(12).nullable().optional(),
  ExpirationYear: z.number().int().min(2000).max(2100).nullable().optional(),
});
export type SaveCommitteeMemberBody = z.input<typeof SaveCommitteeMemberBody>;

export const SaveCommitteeBody = z.strictObject({
  TopsAgentId: id.optional(),
  CommunityAgentId: id,
  DisplayName: z.string().trim().min(1, 'Committee name is required.').max(L.DisplayName),
  Alias: optionalText('Alias', L.Alias),
  IsPrimary: z.boolean().default(false),
  IsArchitectural: z.boolean().default(false),
});

const agentIdQuery = z.strictObject({ agentId: idParam });
const communityQuery = z.strictObject({ communityAgentId: idParam });

export const committees = {
  GetCommittee: endpoint({
    method: 'GET',
    path: '/api/Committee/GetCommittee',
    summary: 'One committee with its flags and member count',
    access: { claim: 'committees', level: 'read' },
    query: agentIdQuery,
    response: CommitteeSchema,
  }),
  GetCommittees: endpoint({
    method: 'GET',
    path: '/api/Committee/GetCommittees',
    summary: 'The committees of a community, primary first',
    access: { claim: 'committees', level: 'read' },
    query: communityQuery,
    response: z.array(CommitteeSchema),
  }),
  GetAllCommittee: endpoint({
    method: 'POST',
    path: '/api/Committee/GetAllCommittee',
    summary: 'The committees of the given communities (default: the caller’s whole list)',
    access: { claim: 'committees', level: 'read' },
    body: z.strictObject({ CommunityAgentIds: z.array(id).max(10000).optional() }),
    response: z.array(CommitteeSchema),
  }),
  GetCommitteeMembers: endpoint({
    method: 'GET',
    path: '/api/Committee/GetCommitteeMembers',
    summary: 'The members of a committee with contact, phones, addresses and web addresses',
    access: { claim: 'committees', level: 'read' },
    query: z.strictObject({ committeeAgentId: idParam }),
    response: z.array(CommitteeMemberSchema),
  }),
  GetCommitteeMemberSettings: endpoint({
    method: 'GET',
    path: '/api/Committee/GetCommitteeMemberSettings',
    summary: 'One committee seat with its member',
    access: { claim: 'committees', level: 'read' },
    query: z.strictObject({ committeeMemberSettingsId: idParam }),
    response: CommitteeMemberSchema,
  }),
  GetPrimaryOrFirstMemberSettings: endpoint({
    method: 'GET',
    path: '/api/Committee/GetPrimaryOrFirstMemberSettings',
    summary: 'An agent’s seat on the primary committee, else its first seat; null without one',
    access: { claim: 'committees', level: 'read' },
    query: agentIdQuery,
    response: CommitteeMemberSchema.nullable(),
  }),
  HasPrimaryCommittee: endpoint({
    method: 'GET',
    path: '/api/Committee/HasPrimaryCommittee',
    summary: 'Whether the community has a primary committee',
    access: { claim: 'committees', level: 'read' },
    query: communityQuery,
    response: z.boolean(),
  }),
  IsPrimaryCommittee: endpoint({
    method: 'GET',
    path: '/api/Committee/IsPrimaryCommittee',
    summary: 'Whether the committee is its community’s primary one',
    access: { claim: 'committees', level: 'read' },
    query: agentIdQuery,
    response: z.boolean(),
  }),
  GetCommitteeUsersByCommunity: endpoint({
    method: 'GET',
    path: '/api/Committee/GetCommitteeUsersByCommunity',
    summary: 'Every committee seat of a community, primary committee first',
    access: { claim: 'committees', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      includeExpired: booleanParam.default(false),
    }),
    response: z.array(CommitteeUserSchema),
  }),
  SaveCommittee: endpoint({
    method: 'POST',
    path: '/api/Committee/SaveCommittee',
    summary: 'Create a committee (no TopsAgentId) or update its name and flags',
    body: SaveCommitteeBody,
    response: CommitteeSchema,
  }),
  SaveCommitteeMember: endpoint({
    method: 'POST',
    path: '/api/Committee/SaveCommitteeMember',
    summary: 'Seat a member (an existing agent or a new contact) or update a seat',
    body: SaveCommitteeMemberBody,
    response: CommitteeMemberSchema,
  }),
  DeleteCommittee: endpoint({
    method: 'POST',
    path: '/api/Committee/DeleteCommittee/:id',
    summary: 'Delete a committee and the contacts created for its seats',
    access: { claim: 'committees', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  RemoveCommitteeMember: endpoint({
    method: 'POST',
    path: '/api/Committee/RemoveCommitteeMember',
    summary: 'Remove a member from a committee',
    access: { claim: 'committees', level: 'delete' },
    body: z.strictObject({ committeeMemberSettingsId: id, agentId: id }),
    response: SuccessResponse,
  }),
};
