import { crm, type CommunityListItem } from '@hoa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api';
import { useSession } from '../auth/session';
import { buildRoute, SiteMap } from '../site-map';
import {
  readCachedList,
  writeCachedList,
  type CachedList,
  type CacheOwner,
} from './community-list-cache';

/** Valid for 5 minutes and refreshed every 5 minutes (spec 1 §9). */
export const communityListRefreshMs = 300_000;

function communityListQuery(owner: CacheOwner | undefined, cached: CachedList | undefined) {
  return {
    // Keyed by company and user: another customer or user never sees this list.
    queryKey: ['communityList', owner?.CompanyId, owner?.UserId] as const,
    queryFn: async (): Promise<CommunityListItem[]> => {
      const list = await api.call(crm.GetUserCommunityList);
      if (owner) writeCachedList(owner, list);
      return list;
    },
    enabled: owner !== undefined,
    staleTime: communityListRefreshMs,
    refetchInterval: communityListRefreshMs,
    initialData: cached?.list,
    initialDataUpdatedAt: cached?.savedAt,
  };
}

/** The signed-in user's communities. A failed refresh keeps the list already held. */
export function useCommunityList() {
  const session = useSession().data;
  const companyId = session?.CompanyId;
  const userId = session?.UserId;
  const owner = useMemo(
    () =>
      companyId === undefined || userId === undefined
        ? undefined
        : { CompanyId: companyId, UserId: userId },
    [companyId, userId],
  );
  const cached = useMemo(
    () => (owner ? readCachedList(owner, communityListRefreshMs) : undefined),
    [owner],
  );
  return useQuery(communityListQuery(owner, cached));
}

/**
 * Reads the user's community list afresh (Community/RefreshPartnerCommunityList): a community
 * just put on or taken off their list shows at once, without waiting for the 5-minute refresh.
 */
export function useRefreshCommunityList() {
  const client = useQueryClient();
  const session = useSession().data;
  return useMutation({
    mutationFn: () => api.call(crm.RefreshPartnerCommunityList),
    onSuccess: async (list) => {
      if (!session) return;
      const owner = { CompanyId: session.CompanyId, UserId: session.UserId };
      const queryKey = ['communityList', owner.CompanyId, owner.UserId];
      // A read of the list still under way began before this one: it must not land after it.
      await client.cancelQueries({ queryKey });
      writeCachedList(owner, list);
      client.setQueryData(queryKey, list);
    },
  });
}

/** Where choosing a community leads: its home, or its setup pages while setup is incomplete. */
export function communityLandingRoute(community: CommunityListItem): string {
  const values = { communityAgentId: community.CommunityAgentId };
  return community.IsSetupComplete
    ? buildRoute(SiteMap.communityHome, values)
    : buildRoute(SiteMap.setupIndex, values);
}

export function communityLabel(community: CommunityListItem): string {
  return community.Alias ? `${community.DisplayName} (${community.Alias})` : community.DisplayName;
}
