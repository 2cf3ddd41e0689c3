import { CommunityListItemSchema, type CommunityListItem } from '@hoa/contract';
import { z } from 'zod';

// The user's community list survives a reload for its 5 minutes of validity (spec 1 §9), and only
// for the same company and user.
const storageKey = 'hoa.communityList';

const StoredList = z.object({
  CompanyId: z.number(),
  UserId: z.number(),
  savedAt: z.number(),
  list: z.array(CommunityListItemSchema),
});

export interface CacheOwner {
  CompanyId: number;
  UserId: number;
}

export interface CachedList {
  list: CommunityListItem[];
  savedAt: number;
}

export function readCachedList(owner: CacheOwner, maxAgeMs: number): CachedList | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const stored = StoredList.parse(JSON.parse(raw));
    const sameOwner = stored.CompanyId === owner.CompanyId && stored.UserId === owner.UserId;
    if (!sameOwner || Date.now() - stored.savedAt > maxAgeMs) return undefined;
    return { list: stored.list, savedAt: stored.savedAt };
  } catch {
    return undefined;
  }
}

export function writeCachedList(owner: CacheOwner, list: CommunityListItem[]): void {
  const stored = { CompanyId: owner.CompanyId, UserId: owner.UserId, savedAt: Date.now(), list };
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only costs a refetch on the next load.
  }
}

export function clearCachedList(): void {
  window.localStorage.removeItem(storageKey);
}
