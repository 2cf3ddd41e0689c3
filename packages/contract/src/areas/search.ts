import { z } from 'zod';
import {
  GlobalSearchDefaultTake,
  GlobalSearchMaxTake,
  OwnerSearchMaxResults,
  OwnerSortOptionId,
  SearchHitTypes,
} from '@hoa/domain';
import { endpoint } from '../endpoint';
import { booleanParam, idListParam, optionalIdParam } from '../fields';
import { AgentGraphSchema } from './crm-schemas';
import { OwnershipRowSchema, pageOf } from './portfolio';

// The 2-character rule is the use case's (it trims first); the wire only caps the length.
const searchTerm = z.string().max(100);

/** One global-search hit: the ids its route needs (spec 1 §2.5) and two lines to show. */
export const SearchHitSchema = z.object({
  HitType: z.enum(SearchHitTypes),
  TopsAgentId: z.number().nullable(),
  TopsAgentTypeId: z.number().nullable(),
  TopsItemId: z.number().nullable(),
  TopsTxnTypeId: z.number().nullable(),
  TopsStatusId: z.number().nullable(),
  AccountId: z.number().nullable(),
  Title: z.string(),
  Subtitle: z.string(),
  CommunityAgentId: z.number().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const AgentSearchResultSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  AgentTypeName: z.string(),
  TopsAgentParentId: z.number().nullable(),
  CommunityAgentId: z.number().nullable(),
  CommunityName: z.string().nullable(),
  DisplayName: z.string(),
  PrimaryEmailAddress: z.string().nullable(),
  IsActive: z.boolean(),
  /** The whole agent graph when getProfile=true, else null. */
  Profile: AgentGraphSchema.nullable(),
});
export type AgentSearchResult = z.infer<typeof AgentSearchResultSchema>;

const ownerTake = z.coerce
  .number()
  .int()
  .min(1)
  .max(OwnerSearchMaxResults)
  .default(OwnerSearchMaxResults);

export const search = {
  GlobalSearch: endpoint({
    method: 'GET',
    path: '/api/Search/GlobalSearch',
    summary:
      'Agents, addresses, phones, emails, web addresses, custom-field values, transactions by id ' +
      'and GL accounts in the caller’s communities; up to take hits of each type',
    query: z.strictObject({
      searchTerm,
      take: z.coerce
        .number()
        .int()
        .min(1)
        .max(GlobalSearchMaxTake)
        .default(GlobalSearchDefaultTake),
    }),
    response: z.array(SearchHitSchema),
  }),
  SearchOwnerships: endpoint({
    method: 'GET',
    path: '/api/Search/SearchOwnerships',
    summary:
      'Owners by name, email, phone, account number or property address, 25 a page, sorted by ' +
      'an owner sort option (1 to 5); a broad term counts a few pages ahead (HasMore)',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({
      criteria: searchTerm,
      skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
      take: ownerTake,
      agentTypeIds: idListParam.optional(),
      communityIds: idListParam.optional(),
      itemId: optionalIdParam,
      sortOptionId: z.coerce
        .number()
        .pipe(z.enum(OwnerSortOptionId).exclude(['Balance', 'LotNumber']))
        .default(1),
    }),
    response: pageOf(OwnershipRowSchema).extend({
      /**
       * More owners match than TotalCount counts: a broad term is counted only a few pages past
       * the one asked for.
       */
      HasMore: z.boolean(),
    }),
  }),
  SearchOwnersByContact: endpoint({
    method: 'GET',
    path: '/api/Crm/SearchOwnersByContact',
    summary: 'Owners whose name, email or phone matches, at most 25, by last name',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({ searchTerm, communityAgentId: optionalIdParam }),
    response: z.array(OwnershipRowSchema),
  }),
  Search: endpoint({
    method: 'GET',
    path: '/api/Crm/Search',
    summary: 'Agents by name, of the given types, at most 25, by name',
    query: z.strictObject({
      searchTerm,
      agentTypes: idListParam.optional(),
      agentParentId: optionalIdParam,
      onlyCommunitiesInUserCommunityList: booleanParam.optional(),
      excludeInactiveAgents: booleanParam.optional(),
      getProfile: booleanParam.optional(),
    }),
    response: z.array(AgentSearchResultSchema),
  }),
};
