// Where a global-search hit opens (spec 1 §2.5): the domain rule picks the target, the site map
// gives its route.
import type { SearchHit } from '@hoa/contract';
import { searchHitTarget, type TransactionScreen } from '@hoa/domain';
import { buildRoute, SiteMap } from '../../app/site-map';
import { profileViewRoute } from '../crm';

interface ItemTarget {
  itemId: number;
  agentId: number;
  communityAgentId: number;
}

// Item screens opened from search say so to their back button.
const parentView = 'search';

const itemRoutes: Record<TransactionScreen, (t: ItemTarget) => string> = {
  cashReceiptSummary: (t) => buildRoute(SiteMap.cashReceiptSummary, { ...t, itemIDs: t.itemId }),
  cashReceiptEdit: (t) => buildRoute(SiteMap.cashReceiptEdit, { ...t, ItemId: t.itemId }),
  journalEntryProfile: (t) => buildRoute(SiteMap.journalEntryProfile, t),
  journalEntryEdit: (t) => buildRoute(SiteMap.journalEntryEdit, t),
  messageBatchEditor: (t) =>
    buildRoute(SiteMap.messageBatchEditor, { ...t, messageBatchItemId: t.itemId }),
  messageBatchReview: (t) =>
    buildRoute(SiteMap.messageBatchReview, { ...t, messageBatchItemId: t.itemId }),
  adjustmentProfile: (t) => buildRoute(SiteMap.adjustmentProfile, t),
  adjustmentReview: (t) => buildRoute(SiteMap.adjustmentReview, t),
  backoutPaymentProfile: (t) => buildRoute(SiteMap.transactionProfile, t),
  backoutPaymentAdd: (t) => buildRoute(SiteMap.backoutPaymentAdd, t),
  apInvoiceView: (t) => buildRoute(SiteMap.apInvoiceView, { ...t, itemID: t.itemId }),
  ccrViolationView: (t) => buildRoute(SiteMap.ccrViolationView, { ...t, parentView }),
  workOrderView: (t) => buildRoute(SiteMap.workOrderView, { ...t, parentView }),
  serviceRequestView: (t) => buildRoute(SiteMap.serviceRequestView, { ...t, parentView }),
  ticketView: (t) => buildRoute(SiteMap.ticketView, t),
  architecturalRequestView: (t) => buildRoute(SiteMap.architecturalRequestView, t),
  noteView: (t) => buildRoute(SiteMap.noteView, { ...t, noteItemId: t.itemId }),
  taskView: (t) => buildRoute(SiteMap.taskView, { ...t, taskItemId: t.itemId }),
  letterDetail: (t) =>
    buildRoute(SiteMap.letterDetail, { cmtyid: t.communityAgentId, itemid: t.itemId }),
  transactionProfile: (t) => buildRoute(SiteMap.transactionProfile, t),
};

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
      return itemRoutes[target.screen]({
        itemId: target.itemId,
        // An item without a party opens its transaction profile under its community.
        agentId: target.agentId ?? community,
        communityAgentId: community,
      });
    }
  }
}
