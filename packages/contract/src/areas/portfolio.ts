import { z } from 'zod';
import { OptionalEmailAddressSchema, optionalText, OwnerSortOptionId } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, noInput, optionalIdParam } from '../fields';

// Paging of every portfolio list: skip rows, then take up to 100 (25 by default).
export const pageInput = {
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(25),
};
const listFilter = z.string().max(100).optional();
/** Portfolio lists sort by the owner sort options 1-7 (spec 1 §3.5b); account number first. */
export const portfolioSort = z.coerce.number().pipe(z.enum(OwnerSortOptionId)).default(1);

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ Results: z.array(row), TotalCount: z.number() });
}

/** One owner-like agent with the property it holds (spec 1 §2.1 ownerships, §7.4). */
export const OwnershipRowSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  AgentTypeName: z.string(),
  PropertyAgentId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  DisplayName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  PrimaryEmailAddress: z.string().nullable(),
  Phone: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  LotNumber: z.string().nullable(),
  StreetNumber: z.string().nullable(),
  StreetName: z.string().nullable(),
  Unit: z.string().nullable(),
  City: z.string().nullable(),
  /** The property account's posted balance in cents. */
  Balance: z.number(),
});
export type OwnershipRow = z.infer<typeof OwnershipRowSchema>;

export const PropertyOwnerSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  DisplayName: z.string(),
});

export const PropertyPortfolioRowSchema = z.object({
  PropertyAgentId: z.number(),
  CommunityAgentId: z.number(),
  AccountNumber: z.string().nullable(),
  LotNumber: z.string().nullable(),
  StreetNumber: z.string().nullable(),
  StreetName: z.string().nullable(),
  Unit: z.string().nullable(),
  City: z.string().nullable(),
  /** The first primary owner by name, whose names the sort options read. */
  PrimaryOwnerName: z.string().nullable(),
  Owners: z.array(PropertyOwnerSchema),
  Balance: z.number(),
});
export type PropertyPortfolioRow = z.infer<typeof PropertyPortfolioRowSchema>;

export const CommunityPortfolioRowSchema = z.object({
  CommunityAgentId: z.number(),
  DisplayName: z.string(),
  Alias: z.string().nullable(),
  CommunityType: z.string().nullable(),
  IsActive: z.boolean(),
  IsSetupComplete: z.boolean(),
  City: z.string().nullable(),
  StateId: z.number().nullable(),
  CountProperties: z.number(),
  CountOwners: z.number(),
});
export type CommunityPortfolioRow = z.infer<typeof CommunityPortfolioRowSchema>;

/** A row of the agent lists: vendors, banks, organizations, amenities, partners. */
export const AgentListRowSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  DisplayName: z.string(),
  CompanyName: z.string().nullable(),
  PrimaryEmailAddress: z.string().nullable(),
  Phone: z.string().nullable(),
  City: z.string().nullable(),
  StateId: z.number().nullable(),
  CommunityAgentId: z.number().nullable(),
  CommunityName: z.string().nullable(),
  IsActive: z.boolean(),
  IsRegisteredVendor: z.boolean(),
});
export type AgentListRow = z.infer<typeof AgentListRowSchema>;

export const VendorCommunitySchema = z.object({
  CommunityAgentId: z.number(),
  DisplayName: z.string(),
  /** The vendor's own community, for a vendor kept in one community. */
  IsHomeCommunity: z.boolean(),
  ItemCount: z.number(),
  LastActivityDate: z.string().nullable(),
});

export const PortfolioUserSchema = z.object({
  UserId: z.number(),
  UserName: z.string(),
  DisplayName: z.string(),
  Email: z.string(),
  IsActive: z.boolean(),
  IsSystemAdmin: z.boolean(),
  RoleNames: z.array(z.string()),
  CommunityCount: z.number(),
});

/** Counts of the portfolio in the caller's communities; null where the caller lacks the claim. */
export const PortfolioDashboardSchema = z.object({
  Communities: z.number().nullable(),
  Properties: z.number().nullable(),
  Owners: z.number().nullable(),
  Renters: z.number().nullable(),
  Vendors: z.number().nullable(),
  Banks: z.number().nullable(),
  Organizations: z.number().nullable(),
  Amenities: z.number().nullable(),
  Partners: z.number().nullable(),
  Users: z.number().nullable(),
});
export type PortfolioDashboard = z.infer<typeof PortfolioDashboardSchema>;

// The agent types the generic agent list serves; vendors have their own list.
export const AgentListTypeIds = [1, 6, 8, 24] as const;

export const VendorEditSchema = z.strictObject({
  TopsAgentId: z.number().int().positive(),
  DisplayName: z.string().trim().min(1, 'Display name is required.').max(150),
  CompanyName: optionalText('Company name', 100),
  PrimaryEmailAddress: OptionalEmailAddressSchema,
  IsActive: z.boolean(),
});
export type VendorEdit = z.infer<typeof VendorEditSchema>;

export const portfolio = {
  GetPortfolioDashboard: endpoint({
    method: 'GET',
    path: '/api/Portfolio/GetDashboard',
    summary: 'Counts of communities, properties, owners and directories in the caller’s portfolio',
    query: noInput,
    response: PortfolioDashboardSchema,
  }),
  GetCommunityPortfolio: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunityPortfolio',
    summary: 'The caller’s communities with property and owner counts, by name, paged',
    access: { claim: 'community', level: 'read' },
    query: z.strictObject({
      ...pageInput,
      searchTerm: listFilter,
      includeInactive: booleanParam.optional(),
    }),
    response: pageOf(CommunityPortfolioRowSchema),
  }),
  GetPropertyPortfolio: endpoint({
    method: 'GET',
    path: '/api/Crm/GetPropertyPortfolio',
    summary: 'A community’s properties with owners and balances, sorted by an owner sort option',
    access: { claim: 'property', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      ...pageInput,
      sortOptionId: portfolioSort,
      searchTerm: listFilter,
    }),
    response: pageOf(PropertyPortfolioRowSchema),
  }),
  GetOwnerPortfolio: endpoint({
    method: 'GET',
    path: '/api/Portfolio/GetOwners',
    summary: 'A community’s owners of one owner type (or all), sorted by an owner sort option',
    query: z.strictObject({
      communityAgentId: idParam,
      agentTypeId: z.coerce.number().int().min(1).max(28).optional(),
      ...pageInput,
      sortOptionId: portfolioSort,
      searchTerm: listFilter,
    }),
    response: pageOf(OwnershipRowSchema),
  }),
  GetAgentList: endpoint({
    method: 'GET',
    path: '/api/Portfolio/GetAgents',
    summary: 'Organizations, banks, amenities or partners in the caller’s portfolio, by name',
    query: z.strictObject({
      agentTypeId: z.coerce.number().pipe(z.literal(AgentListTypeIds)),
      communityAgentId: optionalIdParam,
      ...pageInput,
      searchTerm: listFilter,
      includeInactive: booleanParam.optional(),
    }),
    response: pageOf(AgentListRowSchema),
  }),
  GetVendors: endpoint({
    method: 'GET',
    path: '/api/Crm/GetVendors',
    summary: 'Company vendors and those of the caller’s communities (or of one), by name',
    access: { claim: 'vendors', level: 'read' },
    query: z.strictObject({
      communityAgentId: optionalIdParam,
      ...pageInput,
      searchTerm: listFilter,
      includeInactive: booleanParam.optional(),
    }),
    response: pageOf(AgentListRowSchema),
  }),
  GetVendorCommunityList: endpoint({
    method: 'GET',
    path: '/api/Crm/GetVendorCommunityList',
    summary: 'The caller’s communities a vendor works in: its own and those with its items',
    access: { claim: 'vendors', level: 'read' },
    query: z.strictObject({ vendorAgentId: idParam }),
    response: z.array(VendorCommunitySchema),
  }),
  SaveVendors: endpoint({
    method: 'POST',
    path: '/api/Portfolio/SaveVendors',
    summary: 'Vendor edit-all: names, email and active flag of many vendors at once',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({ Vendors: z.array(VendorEditSchema).min(1).max(500) }),
    response: z.object({ Saved: z.number() }),
  }),
  GetPortfolioUsers: endpoint({
    method: 'GET',
    path: '/api/Portfolio/GetUsers',
    summary: 'The company’s users with roles and community counts, by name, paged',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({
      ...pageInput,
      searchTerm: listFilter,
      includeInactive: booleanParam.optional(),
    }),
    response: pageOf(PortfolioUserSchema),
  }),
};
