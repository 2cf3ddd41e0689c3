import { contract } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

const o = contract.ownerAccess;

export const portalCompanySettingsQuery = queryOptions({
  queryKey: ['owner-portal', 'company'],
  queryFn: () => api.call(o.GetCompanySettings),
});

export const portalThemesQuery = queryOptions({
  queryKey: ['owner-portal', 'themes'],
  queryFn: () => api.call(o.GetThemes),
  staleTime: Infinity,
});

export const portalCommunitySettingsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: ['owner-portal', 'community', communityAgentId],
    queryFn: () => api.call(o.GetCommunitySettings, { query: { communityAgentId } }),
  });

export const ownerAccessSummaryQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: ['owner-portal', 'summary', communityAgentId],
    queryFn: () =>
      api.call(o.GetOwnerAccessAccountSummaryForCommunity, { query: { communityAgentId } }),
  });

export const ownerAccessAccountQuery = (ownerAgentId: number) =>
  queryOptions({
    queryKey: ['owner-portal', 'owner', ownerAgentId],
    queryFn: () => api.call(o.GetOwnerAccessAccountForOwner, { query: { ownerAgentId } }),
  });

export const boardUsersQuery = queryOptions({
  queryKey: ['owner-portal', 'board-users'],
  queryFn: () => api.call(contract.portalBoard.GetBoardUsers),
});

/** After any change: every owner portal answer is read again. */
export function refreshOwnerPortal(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['owner-portal'] });
}
