import { ApiError, calledWith, contract, type EndpointDef, type InvoiceCard } from '@hoa/contract';
import { ApprovalMessages as M, UserCanApproveValue } from '@hoa/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { inboxKey, type ListFilter } from './inbox-queries';

// What a card offers in each filter (spec 2 §4 'Invoice handling by inbox filter').

const A = contract.apInbox;

// The action calls share their shapes: ItemId with a Reason, or ItemId alone.
type WithReason = typeof A.AcceptInvoice | typeof A.RejectVendorInvoice;
type ItemOnly = typeof A.ResubmitInvoice | typeof A.OcrReject | typeof A.AcceptException;

export interface CardAction {
  key: string;
  label: string;
  /** approve-like actions open the green panel, reject-like ones the red panel. */
  tone: 'approve' | 'reject';
  reason: 'none' | 'optional' | 'required';
  call: { endpoint: WithReason; withReason: true } | { endpoint: ItemOnly; withReason: false };
  /** The failure toast when the server gives no message. */
  failure: (itemId: number) => string;
  show?: (card: InvoiceCard, isBoardMember: boolean) => boolean;
}

const exceptionCalls: readonly EndpointDef[] = [A.AcceptException, A.RejectException];

/**
 * An action's call as the server checks it (ap-inbox/inbox-move.ts), for MayCall: update on
 * invoiceexceptions in the exception inbox and on apinvoice elsewhere.
 */
export function actionCall(action: CardAction) {
  const endpoint: EndpointDef = action.call.endpoint;
  return calledWith(
    endpoint,
    exceptionCalls.includes(endpoint)
      ? { claim: 'invoiceexceptions', level: 'update' }
      : { claim: 'apinvoice', level: 'update' },
  );
}

const notApproved = (id: number) => `AP ${id} ${M.wasNotApproved}`;
const notAccepted = (id: number) => `AP ${id} ${M.wasNotAccepted}`;
const canApproveNow = (card: InvoiceCard) => card.UserCanApprove === UserCanApproveValue.Enabled;

const withReason = (endpoint: WithReason) => ({ endpoint, withReason: true }) as const;
const itemOnly = (endpoint: ItemOnly) => ({ endpoint, withReason: false }) as const;

export const FilterActions: Record<ListFilter, CardAction[]> = {
  APInbox: [
    {
      key: 'accept',
      label: 'Accept',
      tone: 'approve',
      reason: 'optional',
      call: withReason(A.AcceptInvoice),
      failure: notAccepted,
    },
    {
      key: 'reject',
      label: 'Reject',
      tone: 'reject',
      reason: 'required',
      call: withReason(A.RejectVendorInvoice),
      failure: () => M.invoiceRejected,
      show: (card) => card.Source !== 'OCR',
    },
    {
      key: 'remove',
      label: 'Remove draft',
      tone: 'reject',
      reason: 'none',
      call: itemOnly(A.OcrReject),
      failure: () => M.invoiceRemoved,
      show: (card) => card.Source === 'OCR',
    },
  ],
  ExceptionInbox: [
    {
      key: 'accept',
      label: 'Accept',
      tone: 'approve',
      reason: 'none',
      call: itemOnly(A.AcceptException),
      failure: notAccepted,
    },
    {
      key: 'reject',
      label: 'Reject',
      tone: 'reject',
      reason: 'optional',
      call: withReason(A.RejectException),
      failure: () => M.invoiceRejected,
    },
  ],
  InternalApproval: [
    {
      key: 'approve',
      label: 'Approve',
      tone: 'approve',
      reason: 'optional',
      call: withReason(A.ApproveInvoice),
      failure: notApproved,
      show: canApproveNow,
    },
    {
      key: 'reject',
      label: 'Reject',
      tone: 'reject',
      reason: 'required',
      call: withReason(A.RejectInvoice),
      failure: () => M.invoiceRejected,
      show: canApproveNow,
    },
  ],
  BoardApproval: [
    {
      key: 'approve',
      label: 'Approve',
      tone: 'approve',
      reason: 'optional',
      call: withReason(A.BoardApproveInvoice),
      failure: notApproved,
      show: (card, board) => board && canApproveNow(card),
    },
    {
      key: 'reject',
      label: 'Reject',
      tone: 'reject',
      reason: 'required',
      call: withReason(A.BoardRejectInvoice),
      failure: () => M.invoiceRejected,
      show: (card, board) => board && canApproveNow(card),
    },
  ],
  RejectionsPending: [
    {
      key: 'resubmit',
      label: 'Resubmit',
      tone: 'approve',
      reason: 'none',
      call: itemOnly(A.ResubmitInvoice),
      failure: notAccepted,
    },
    {
      key: 'finalReject',
      label: 'Final reject',
      tone: 'reject',
      reason: 'optional',
      call: withReason(A.FinalRejectInvoice),
      failure: () => M.invoiceRejected,
    },
  ],
};

/** Runs a card action; success shows the server's toast, failure its errorMessage. */
export function useCardAction(action: CardAction, itemId: number, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => {
      const text = reason.trim() === '' ? null : reason.trim();
      return action.call.withReason
        ? api.call(action.call.endpoint, { body: { ItemId: itemId, Reason: text } })
        : api.call(action.call.endpoint, { body: { ItemId: itemId } });
    },
    onSuccess: async (result) => {
      showSuccess(result.Message);
      onDone();
      await client.invalidateQueries({ queryKey: inboxKey });
    },
    onError: (error) => {
      const message =
        error instanceof ApiError && error.message ? error.message : action.failure(itemId);
      notifications.show({ color: 'red', title: 'Error', message });
    },
  });
}
