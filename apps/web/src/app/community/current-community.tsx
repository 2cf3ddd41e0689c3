import type { CommunityListItem } from '@hoa/contract';
import { createContext, useContext } from 'react';

const CurrentCommunityContext = createContext<CommunityListItem | null>(null);

export const CurrentCommunityProvider = CurrentCommunityContext.Provider;

/** The community of the current route; only inside the community gate. */
export function useCurrentCommunity(): CommunityListItem {
  const community = useContext(CurrentCommunityContext);
  if (!community) throw new Error('useCurrentCommunity is used outside a community route.');
  return community;
}

/** The community of the current route, or null on a company screen (one page serves both). */
export function useOptionalCommunity(): CommunityListItem | null {
  return useContext(CurrentCommunityContext);
}
