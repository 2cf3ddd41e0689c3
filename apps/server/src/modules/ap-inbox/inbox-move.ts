import type { contract, InvoiceActionResult } from '@hoa/contract';
import { sql } from '@hoa/db';
import {
  approvalRefusalCodes,
  ApprovalMessages as M,
  checkInboxMove,
  InboxState,
  InvoiceActionId,
  rejectionReason,
  type InboxAction,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { submitInvoices } from '../payables/index';
import { actionResult } from './action-result';
import { requireExceptionAccess } from './inbox-access';
import { lockInvoice, logInvoiceAction } from './invoice-facts';

const exceptionActions: readonly InboxAction[] = ['acceptException', 'rejectException'];

const toasts: Record<InboxAction, (itemId: number) => string> = {
  acceptInbox: (id) => `AP ${id} ${M.wasAccepted}`,
  rejectInbox: () => M.invoiceRemoved,
  ocrReject: () => M.invoiceRemoved,
  acceptException: (id) => `AP ${id} ${M.wasAccepted}`,
  rejectException: () => M.invoiceRejected,
  resubmit: (id) => M.resubmitted(id),
  finalReject: () => M.rejectedSuccessfully,
};

/**
 * A move outside approval (spec 2 §4): APInbox accept / reject, OCR reject, ExceptionInbox accept /
 * reject, RejectionsPending resubmit / final reject. 'submit' sends the invoice through
 * submitInvoices (into approval, or posted when no group applies).
 */
async function move(
  ctx: RequestContext,
  action: InboxAction,
  itemId: number,
  given: string | null,
): Promise<InvoiceActionResult> {
  if (exceptionActions.includes(action)) requireExceptionAccess(ctx, 'update');
  else requireClaim(ctx, 'apinvoice', 'update');
  const invoice = await lockInvoice(ctx, itemId);
  // An OCR draft still in the exception inbox is removed with the exception inbox's access.
  if (invoice.inboxState === InboxState.Exception) requireExceptionAccess(ctx, 'update');
  const rule = checkInboxMove(action, invoice, given);
  if ('kind' in rule) throw appError(approvalRefusalCodes[rule.status], rule.message);
  const reason = rejectionReason(given);
  await logInvoiceAction(ctx, invoice, rule.actionId, { reason });
  if (rule.to === 'submit') {
    if (rule.actionId === InvoiceActionId.Accept) {
      await ctx.tx.execute(
        sql`update ap_invoices set reason_for_acceptance = ${reason} where item_id = ${itemId}`,
      );
    }
    await submitInvoices(ctx.tx, ctx.user.companyId, ctx.user.userId, [itemId]);
  } else {
    await ctx.tx.execute(
      sql`with moved as (
            update ap_invoices set inbox_state = ${rule.to.inboxState},
                   reason_for_rejection = coalesce(${reason}, reason_for_rejection),
                   approval_status = null, approval_count = 0, updated_at = now()
             where item_id = ${itemId} returning item_id)
          update items set status_id = ${rule.to.statusId}, updated_at = now()
           where id in (select item_id from moved)`,
    );
  }
  return actionResult(ctx, itemId, toasts[action](itemId));
}

type Api = typeof contract.apInbox;

export const acceptInvoice: Handler<Api['AcceptInvoice']> = (ctx, { body }) =>
  move(ctx, 'acceptInbox', body.ItemId, body.Reason);
export const rejectVendorInvoice: Handler<Api['RejectVendorInvoice']> = (ctx, { body }) =>
  move(ctx, 'rejectInbox', body.ItemId, body.Reason);
export const ocrReject: Handler<Api['OcrReject']> = (ctx, { body }) =>
  move(ctx, 'ocrReject', body.ItemId, null);
export const acceptException: Handler<Api['AcceptException']> = (ctx, { body }) =>
  move(ctx, 'acceptException', body.ItemId, null);
export const rejectException: Handler<Api['RejectException']> = (ctx, { body }) =>
  move(ctx, 'rejectException', body.ItemId, body.Reason);
export const resubmitInvoice: Handler<Api['ResubmitInvoice']> = (ctx, { body }) =>
  move(ctx, 'resubmit', body.ItemId, null);
export const finalRejectInvoice: Handler<Api['FinalRejectInvoice']> = (ctx, { body }) =>
  move(ctx, 'finalReject', body.ItemId, body.Reason);
