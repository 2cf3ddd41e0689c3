import type { SessionUser } from '../../http/request-context';

/**
 * Resolved sessions, kept briefly so a call costs one settings statement instead of a token and
 * claims lookup. Sign-out and role or company changes clear it in this process; another API
 * process sees such a change within the lifetime below.
 */
const lifetimeMs = 15_000;
const maxEntries = 10_000;
const entries = new Map<string, { user: SessionUser; cachedAt: number; until: number }>();

export function cachedSession(tokenHash: string): SessionUser | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until <= Date.now()) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.user;
}

/** Keeps a session until `latest` at most (its expiry, or when its idle refresh is due). */
export function cacheSession(tokenHash: string, user: SessionUser, latest: number): void {
  if (entries.size >= maxEntries) entries.clear();
  const now = Date.now();
  entries.set(tokenHash, { user, cachedAt: now, until: Math.min(now + lifetimeMs, latest) });
}

export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

/** After a user's sign-ins were revoked (password change or reset). */
export function forgetUserSessions(userId: number): void {
  for (const [key, entry] of entries) if (entry.user.userId === userId) entries.delete(key);
}

/** After a change to roles, claims, community lists or company settings. */
export function forgetAllSessions(): void {
  entries.clear();
}

/** A company's cached sessions (Cache/Inspect): how many, and the oldest one's age in seconds. */
export function companySessionStats(companyId: number): {
  entries: number;
  oldestAgeSeconds: number;
} {
  const now = Date.now();
  let count = 0;
  let oldest = 0;
  for (const entry of entries.values()) {
    if (entry.user.companyId !== companyId || entry.until <= now) continue;
    count += 1;
    oldest = Math.max(oldest, now - entry.cachedAt);
  }
  return { entries: count, oldestAgeSeconds: Math.round(oldest / 1000) };
}

/** Forgets a company's cached sessions (Cache/Refresh); they are read again on the next call. */
export function forgetCompanySessions(companyId: number): number {
  let forgotten = 0;
  for (const [key, entry] of entries) {
    if (entry.user.companyId !== companyId) continue;
    entries.delete(key);
    forgotten += 1;
  }
  return forgotten;
}

export const SessionCacheLimits = { lifetimeSeconds: lifetimeMs / 1000, maxEntries };
