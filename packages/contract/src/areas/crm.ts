import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  booleanParam,
  idListParam,
  idParam,
  isoDate,
  noInput,
  optionalIdParam,
  SuccessResponse,
} from '../fields';
import { AgentGraphInputSchema, OwnerInputSchema, PropertyInputSchema } from './crm-inputs';
import {
  AgentCardSchema,
  AgentGraphSchema,
  AgentHeaderSchema,
  AgentSchema,
  AgentThumbnailSchema,
  CommunityDashboardSchema,
  CommunityListItemSchema,
  CommunitySummarySchema,
  ContactByAgentSchema,
  OwnerCodeBalanceSchema,
  ProfileSchema,
} from './crm-schemas';

export * from './crm-schemas';
export * from './crm-inputs';

export const KpiCountsSchema = z.object({
  CountProperties: z.number(),
  CountOwners: z.number(),
  CountVendors: z.number(),
  CountOpenWorkOrders: z.number(),
  /** Open work orders past their service-level clock or target day. */
  CountOverdueWorkOrders: z.number(),
  CountOpenServiceRequests: z.number(),
  CountOpenInvoices: z.number(),
  CountOpenCashReceipts: z.number(),
  CountOpenJournalEntries: z.number(),
  CountOpenViolations: z.number(),
});
export type KpiCounts = z.infer<typeof KpiCountsSchema>;

const agentQuery = z.strictObject({ agentId: idParam });
const balanceQuery = z.strictObject({ propertyAgentId: idParam, asOfDate: isoDate });

export const crm = {
  GetUserCommunityList: endpoint({
    method: 'GET',
    path: '/api/Crm/GetUserCommunityList',
    summary: 'The communities on the signed-in user’s community list',
    query: noInput,
    response: z.array(CommunityListItemSchema),
  }),
  GetCommunities: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunities',
    summary: 'The user’s communities with contact, primary address and phone',
    access: { claim: 'community', level: 'read' },
    query: noInput,
    response: z.array(CommunitySummarySchema),
  }),
  GetAgent: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgent',
    summary: 'One agent with its flags, contact, addresses, phones and web addresses',
    query: agentQuery,
    response: AgentSchema,
  }),
  GetAgentHeader: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgentHeader',
    summary: 'Display name, type, parent chain, primary address, phone and email of one agent',
    query: agentQuery,
    response: AgentHeaderSchema,
  }),
  GetAgentGraph: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgentGraph',
    summary: 'The whole editable agent: agent, contact, lists and property details',
    query: agentQuery,
    response: AgentGraphSchema,
  }),
  GetProfile: endpoint({
    method: 'GET',
    path: '/api/Crm/GetProfile',
    summary: 'The agent header with its child link groups and their counts',
    query: agentQuery,
    response: ProfileSchema,
  }),
  GetAgentThumbnail: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgentThumbnail',
    summary: 'Display name, type and profile picture of one agent',
    query: agentQuery,
    response: AgentThumbnailSchema,
  }),
  GetAgentThumbnails: endpoint({
    method: 'GET',
    path: '/api/Crm/GetAgentThumbnails',
    summary: 'Display name, type and profile picture of several agents, in the order asked',
    query: z.strictObject({ agentIds: idListParam }),
    response: z.array(AgentThumbnailSchema),
  }),
  GetCommunityChildren: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunityChildren',
    summary: 'Agents of a community, by type or under one parent, as cards sorted by name',
    query: z.strictObject({
      communityAgentId: idParam,
      agentTypeId: z.coerce.number().int().min(1).max(28).optional(),
      /** Several kinds at once (e.g. 4,5 for owners); with agentTypeId, both count. */
      agentTypeIds: idListParam.optional(),
      parentAgentId: optionalIdParam,
      includeDeleted: booleanParam.optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(1000).default(200),
    }),
    response: z.array(AgentCardSchema),
  }),
  GetContactByAgentId: endpoint({
    method: 'GET',
    path: '/api/Contact/GetContactByAgentId',
    summary: 'The contact of one agent',
    query: agentQuery,
    response: ContactByAgentSchema,
  }),
  SaveAgentGraph: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveAgentGraph',
    summary: 'Create an agent (no TopsAgentId) or replace its contact and lists',
    body: AgentGraphInputSchema,
    response: AgentGraphSchema,
  }),
  SaveOwner: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveOwner',
    summary: 'Create or replace an owner-like agent (types 4, 5, 16, 20) under a property',
    body: OwnerInputSchema,
    response: AgentGraphSchema,
  }),
  SaveResaleOwner: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveResaleOwner',
    summary:
      'Resale: add the buyer as a property’s new primary owner (a new type 4 graph); its current ' +
      'primary owners and owners become previous owners (type 20)',
    access: { claim: 'owner', level: 'update' },
    body: AgentGraphInputSchema,
    response: z.object({ Owner: AgentGraphSchema, PreviousOwnerIds: z.array(z.number()) }),
  }),
  SaveMultipleOwners: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveMultipleOwners',
    summary: 'Create or replace several owner-like agents in one transaction',
    body: z.array(OwnerInputSchema).min(1).max(100),
    response: z.array(AgentGraphSchema),
  }),
  SaveProperty: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveProperty',
    summary: 'Create or replace a property with its property details',
    body: PropertyInputSchema,
    response: AgentGraphSchema,
  }),
  DeleteAgent: endpoint({
    method: 'POST',
    path: '/api/Crm/DeleteAgent',
    summary: 'Mark an agent deleted (it can be restored)',
    query: agentQuery,
    response: SuccessResponse,
  }),
  RestoreAgent: endpoint({
    method: 'POST',
    path: '/api/AgentDeletion/RestoreAgent',
    summary: 'Re-enable a deleted agent',
    query: agentQuery,
    response: SuccessResponse,
  }),
  ActivateCommunity: endpoint({
    method: 'POST',
    path: '/api/Crm/ActivateCommunity/:id',
    summary: 'Mark a community active',
    params: z.strictObject({ id: idParam }),
    response: CommunityListItemSchema,
  }),
  DeactivateCommunity: endpoint({
    method: 'POST',
    path: '/api/Crm/DeactivateCommunity/:id',
    summary: 'Mark a community inactive',
    params: z.strictObject({ id: idParam }),
    response: CommunityListItemSchema,
  }),
  RefreshPartnerCommunityList: endpoint({
    method: 'GET',
    path: '/api/Community/RefreshPartnerCommunityList',
    summary:
      'The caller’s community list read afresh: the server’s cached session is dropped, so a community just added or taken off shows at once',
    query: noInput,
    response: z.array(CommunityListItemSchema),
  }),
  IsCommunityActive: endpoint({
    method: 'GET',
    path: '/api/Community/IsCommunityActive',
    summary: 'Whether a community on the caller’s list is active',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.boolean(),
  }),
  GetActiveCommunities: endpoint({
    method: 'GET',
    path: '/api/Community/GetActiveCommunities',
    summary: 'The active communities on the caller’s community list',
    query: noInput,
    response: z.array(CommunityListItemSchema),
  }),
  SetAgentProfilePicture: endpoint({
    method: 'POST',
    path: '/api/Crm/SetAgentProfilePicture',
    summary: 'Use an image attachment as the agent’s profile picture',
    query: z.strictObject({ agentId: idParam, attachmentId: idParam }),
    response: SuccessResponse,
  }),
  SetAgentProfileDefaultAccount: endpoint({
    method: 'POST',
    path: '/api/Crm/SetAgentProfileDefaultAccount',
    summary: 'Set the bank account the agent pays from or into by default',
    query: z.strictObject({ agentId: idParam, bankAccountId: idParam }),
    response: SuccessResponse,
  }),
  SetAgentProfileHoldDelinquencyNotice: endpoint({
    method: 'POST',
    path: '/api/Crm/SetAgentProfileHoldDelinquencyNotice',
    summary: 'Hold or release delinquency notices of a property or owner',
    query: z.strictObject({ agentId: idParam, hold: booleanParam }),
    response: SuccessResponse,
  }),
  GetOwnerCodeBalances: endpoint({
    method: 'GET',
    path: '/api/Crm/GetOwnerCodeBalances',
    summary: 'Balance per charge code of a property (an owner’s property) as of a date',
    query: balanceQuery,
    response: z.array(OwnerCodeBalanceSchema),
  }),
  GetSharedOwnerCodeBalances: endpoint({
    method: 'GET',
    path: '/api/Crm/GetSharedOwnerCodeBalances',
    summary: 'Balance per charge code shared by the owners of a property as of a date',
    query: balanceQuery,
    response: z.array(OwnerCodeBalanceSchema),
  }),
  GetSecurityDepositBalance: endpoint({
    method: 'GET',
    path: '/api/Crm/GetSecurityDepositBalance',
    summary: 'Security deposit held for a property (an owner’s property) as of a date',
    query: balanceQuery,
    response: z.object({ PropertyAgentId: z.number(), Balance: z.number() }),
  }),
  CountPropertiesAndOwners: endpoint({
    method: 'GET',
    path: '/api/Crm/CountPropertiesAndOwners',
    summary: 'How many properties and owners a community has',
    access: { claim: 'property', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ CountProperties: z.number(), CountOwners: z.number() }),
  }),
  GetKpiCounts: endpoint({
    method: 'GET',
    path: '/api/Crm/GetKpiCounts',
    summary: 'The community’s home-page counts',
    query: z.strictObject({ communityAgentId: idParam }),
    response: KpiCountsSchema,
  }),
  GetCommunityDashboard: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunityDashboard',
    summary:
      'The community home page: delinquency by age, cash by bank account, invoices waiting for the caller, items in approval, the caller’s tasks due (today by default)',
    query: z.strictObject({ communityAgentId: idParam, asOfDate: isoDate.optional() }),
    response: CommunityDashboardSchema,
  }),
};
