import type { CommunityListItem } from '@hoa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session';
import { writeCachedList } from './community-list-cache';

/** Marks the community's row in the cached community list (query and local storage). */
export function useCommunityListPatch() {
  const queryClient = useQueryClient();
  const session = useSession().data;
  return (row: CommunityListItem) => {
    const lists = queryClient.setQueriesData<CommunityListItem[]>(
      { queryKey: ['communityList'] },
      (list) => list?.map((c) => (c.CommunityAgentId === row.CommunityAgentId ? row : c)),
    );
    const patched = lists.at(0)?.[1];
    if (session && patched) {
      writeCachedList({ CompanyId: session.CompanyId, UserId: session.UserId }, patched);
    }
  };
}
