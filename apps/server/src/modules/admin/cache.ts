import { requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { companySessionStats, forgetCompanySessions, SessionCacheLimits } from '../auth/index';

/** Cache/Inspect: the resolved sessions this process keeps for the caller's company. */
export function inspectCache(ctx: RequestContext) {
  requireSystemAdmin(ctx);
  const stats = companySessionStats(ctx.user.companyId);
  return Promise.resolve({
    Caches: [
      {
        Name: 'sessions',
        Entries: stats.entries,
        OldestAgeSeconds: stats.oldestAgeSeconds,
        LifetimeSeconds: SessionCacheLimits.lifetimeSeconds,
        MaxEntries: SessionCacheLimits.maxEntries,
      },
    ],
  });
}

/** Cache/Refresh: forgets them; each is read again from the database on its next call. */
export function refreshCache(ctx: RequestContext) {
  requireSystemAdmin(ctx);
  return Promise.resolve({ Forgotten: forgetCompanySessions(ctx.user.companyId) });
}
