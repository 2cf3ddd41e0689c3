// The AP inbox's moves outside approval (spec 2 §4 'Invoice handling by inbox filter'), as a table:
// from which inbox states an action starts, whether it needs a reason, and where it leaves the
// invoice ('submit' = into approval or posted, through submitInvoices).
import { InboxState, InvoiceActionId, type InboxFilterName } from '../static-data/payables-enums';
import { StatusId } from '../static-data/statuses';
import { ApprovalMessages as M } from './approval-messages';
import { rejectionReason, type Refusal } from './approval';

export type InboxAction =
  | 'acceptInbox'
  | 'rejectInbox'
  | 'ocrReject'
  | 'acceptException'
  | 'rejectException'
  | 'resubmit'
  | 'finalReject';

export interface InboxMoveRule {
  from: readonly number[];
  to: 'submit' | { inboxState: number; statusId: number };
  actionId: number;
  needsReason: boolean;
  wrongState: string;
}

const S = InboxState;
const removed = { inboxState: S.Rejected, statusId: StatusId.Deleted };

export const InboxMoves: Readonly<Record<InboxAction, InboxMoveRule>> = {
  acceptInbox: {
    from: [S.Inbox],
    to: 'submit',
    actionId: InvoiceActionId.Accept,
    needsReason: false,
    wrongState: M.notInInbox,
  },
  rejectInbox: {
    from: [S.Inbox],
    to: removed,
    actionId: InvoiceActionId.Reject,
    needsReason: true,
    wrongState: M.notInInbox,
  },
  ocrReject: {
    from: [S.Exception, S.Inbox],
    to: removed,
    actionId: InvoiceActionId.Reject,
    needsReason: false,
    wrongState: M.notOcrDraft,
  },
  acceptException: {
    from: [S.Exception],
    to: { inboxState: S.Inbox, statusId: StatusId.Accrued },
    actionId: InvoiceActionId.Accept,
    needsReason: false,
    wrongState: M.notAnException,
  },
  rejectException: {
    from: [S.Exception],
    to: removed,
    actionId: InvoiceActionId.Reject,
    needsReason: false,
    wrongState: M.notAnException,
  },
  resubmit: {
    from: [S.RejectionPending],
    to: 'submit',
    actionId: InvoiceActionId.Resubmit,
    needsReason: false,
    wrongState: M.notRejectionPending,
  },
  finalReject: {
    from: [S.RejectionPending],
    to: removed,
    actionId: InvoiceActionId.FinalReject,
    needsReason: false,
    wrongState: M.notRejectionPending,
  },
};

/** The rule of an action for an invoice in a state, or why it is refused. */
export function checkInboxMove(
  action: InboxAction,
  invoice: { inboxState: number; source: string | null },
  reason: string | null | undefined,
): InboxMoveRule | Refusal {
  const rule = InboxMoves[action];
  if (!rule.from.includes(invoice.inboxState)) {
    return { kind: 'refused', status: 409, message: rule.wrongState };
  }
  if (action === 'ocrReject' && invoice.source !== 'OCR') {
    return { kind: 'refused', status: 409, message: M.notOcrDraft };
  }
  if (rule.needsReason && rejectionReason(reason) === null) {
    return { kind: 'refused', status: 400, message: M.rejectionReasonRequired };
  }
  return rule;
}

/** Which invoices a filter lists: inbox state and, in approval, the stage. */
export const InboxFilterStates: Readonly<
  Record<Exclude<InboxFilterName, 'ActivityFeed'>, { inboxState: number; approvalStatus?: number }>
> = {
  APInbox: { inboxState: S.Inbox },
  ExceptionInbox: { inboxState: S.Exception },
  InternalApproval: { inboxState: S.Approval, approvalStatus: 1 },
  BoardApproval: { inboxState: S.Approval, approvalStatus: 2 },
  RejectionsPending: { inboxState: S.RejectionPending },
};

// Spec 2 §9 'Inbox'.
export const InboxSortFields = [
  'TotalAmount',
  'ItemId',
  'InvoiceNumber',
  'DueDate',
  'VendorDisplayName',
] as const;
export type InboxSortField = (typeof InboxSortFields)[number];
export const DefaultInboxSort: InboxSortField = 'DueDate';
export const ActivityFeedDays = [7, 14, 30] as const;
export const DefaultActivityFeedDays = 7;
export const DefaultActivityFeedStatusIds: readonly number[] = [4, 9, 10, 5, 13];

/** Filters that need a paid subscription (tier 2 or 3). */
export const PaywalledInboxFilters: readonly InboxFilterName[] = [
  'InternalApproval',
  'BoardApproval',
];
