import type { SessionUser } from '../../http/request-context';

/**
 * Resolved sessions, kept briefly so a call costs one settings statement instead of a token and
 * claims lookup. Sign-out and role or company changes clear it in this process; another API
 * process sees such a change within the lifetime below.
 */
const lifetimeMs = 15_000;
const maxEntries = 10_000;
const entries = new Map<string, { user: SessionUser; until: number }>();

export function cachedSession(tokenHash: string): SessionUser | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until < Date.now()) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.user;
}

export function cacheSession(tokenHash: string, user: SessionUser, tokenExpiresAt: Date): void {
  if (entries.size >= maxEntries) entries.clear();
  entries.set(tokenHash, {
    user,
    until: Math.min(Date.now() + lifetimeMs, tokenExpiresAt.getTime()),
  });
}

export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

/** After a change to roles, claims, community lists or company settings. */
export function forgetAllSessions(): void {
  entries.clear();
}
