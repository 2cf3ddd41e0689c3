// Where a transaction opens (spec 1 §2.5, spec 3 'Route choice by item type and status'): the
// domain rule picks the screen by type and status, the site map gives its route. Search hits and
// ledger lines (GL history, the lines behind a statement's figure) open transactions through it.
import { transactionScreen, type TransactionScreen } from '@hoa/domain';
import { buildRoute, SiteMap } from '../app/site-map';

export interface TransactionTarget {
  itemId: number;
  /** The party (owner, vendor); the community for an item without one. */
  agentId: number;
  communityAgentId: number;
  /** Where the record screens' back button returns (CCR, work order, service request views). */
  parentView: string;
}

const itemRoutes: Record<TransactionScreen, (t: TransactionTarget) => string> = {
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
  // Under the check's vendor where known (a search hit), else its community (a ledger line).
  apCheckProfile: (t) => buildRoute(SiteMap.apCheckProfile, t),
  ccrViolationView: (t) => buildRoute(SiteMap.ccrViolationView, t),
  workOrderView: (t) => buildRoute(SiteMap.workOrderView, t),
  serviceRequestView: (t) => buildRoute(SiteMap.serviceRequestView, t),
  ticketView: (t) => buildRoute(SiteMap.ticketView, t),
  architecturalRequestView: (t) => buildRoute(SiteMap.architecturalRequestView, t),
  noteView: (t) => buildRoute(SiteMap.noteView, { ...t, noteItemId: t.itemId }),
  taskView: (t) => buildRoute(SiteMap.taskView, { ...t, taskItemId: t.itemId }),
  letterDetail: (t) =>
    buildRoute(SiteMap.letterDetail, { cmtyid: t.communityAgentId, itemid: t.itemId }),
  transactionProfile: (t) => buildRoute(SiteMap.transactionProfile, t),
};

/** The route of a transaction's screen. */
export function transactionRoute(screen: TransactionScreen, target: TransactionTarget): string {
  return itemRoutes[screen](target);
}

/** An item of a community's ledger, as GL history and the item view carry it. */
export interface LedgerItemRef {
  TopsItemId: number;
  CommunityAgentId: number;
  TopsTxnTypeId: number;
  TopsStatusId: number;
}

/**
 * Where an item of the ledger opens, by its type and status; a type without a screen of its own
 * opens the transaction profile under its community.
 */
export function ledgerItemRoute(item: LedgerItemRef): string {
  return transactionRoute(transactionScreen(item.TopsTxnTypeId, item.TopsStatusId), {
    itemId: item.TopsItemId,
    agentId: item.CommunityAgentId,
    communityAgentId: item.CommunityAgentId,
    parentView: 'ledger',
  });
}
