// Where a global-search hit opens (spec 1 §2.5): the domain rule picks the target, the site map
// gives its route.
import type { SearchHit } from '@hoa/contract';
import { searchHitTarget } from '@hoa/domain';
import { buildRoute, SiteMap } from '../../app/site-map';
import { transactionRoute } from '../../widgets/transaction-route';
import { profileViewRoute } from '../crm';

// Item screens opened from search say so to their back button.
const parentView = 'search';

/** The route a hit opens, or null when it lacks the ids its screen needs. */
export function searchHitRoute(hit: SearchHit): string | null {
  const target = searchHitTarget(hit);
  if (!target) return null;
  switch (target.kind) {
    case 'profile':
      return hit.TopsAgentTypeId
        ? profileViewRoute({ TopsAgentId: target.agentId, TopsAgentTypeId: hit.TopsAgentTypeId })
        : buildRoute(SiteMap.profileView, { agentId: target.agentId });
    case 'glHistory':
      return buildRoute(SiteMap.glHistory, { accountId: target.accountId });
    case 'transaction': {
      const community = target.communityAgentId;
      if (community === null) return null;
      return transactionRoute(target.screen, {
        itemId: target.itemId,
        // An item without a party opens its transaction profile under its community.
        agentId: target.agentId ?? community,
        communityAgentId: community,
        parentView,
      });
    }
  }
}
