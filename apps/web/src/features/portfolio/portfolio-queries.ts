import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['portfolio'] so one invalidation refreshes it.
export const portfolioKey = ['portfolio'] as const;

type Query<E extends EndpointDef> = RequestOf<E>['query'];

/** A paged list call; the previous page stays on screen while the next one loads. */
function pagedQuery<E extends EndpointDef>(name: string, endpoint: E, query: Query<E>) {
  return queryOptions({
    queryKey: [...portfolioKey, name, query],
    queryFn: () => api.call(endpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

const p = contract.portfolio;

export const dashboardQuery = queryOptions({
  queryKey: [...portfolioKey, 'dashboard'],
  queryFn: () => api.call(p.GetPortfolioDashboard),
});

export const communityPortfolioQuery = (query: Query<typeof p.GetCommunityPortfolio>) =>
  pagedQuery('communities', p.GetCommunityPortfolio, query);
export const propertyPortfolioQuery = (query: Query<typeof p.GetPropertyPortfolio>) =>
  pagedQuery('properties', p.GetPropertyPortfolio, query);
export const ownerPortfolioQuery = (query: Query<typeof p.GetOwnerPortfolio>) =>
  pagedQuery('owners', p.GetOwnerPortfolio, query);
export const agentListQuery = (query: Query<typeof p.GetAgentList>) =>
  pagedQuery('agents', p.GetAgentList, query);
export const vendorsQuery = (query: Query<typeof p.GetVendors>) =>
  pagedQuery('vendors', p.GetVendors, query);
export const usersQuery = (query: Query<typeof p.GetPortfolioUsers>) =>
  pagedQuery('users', p.GetPortfolioUsers, query);

export function vendorCommunitiesQuery(vendorAgentId: number) {
  return queryOptions({
    queryKey: [...portfolioKey, 'vendorCommunities', vendorAgentId],
    queryFn: () => api.call(p.GetVendorCommunityList, { query: { vendorAgentId } }),
  });
}
