import type { contract, InvoiceActionResult } from '@hoa/contract';
import { sql } from '@hoa/db';
import {
  approvalRefusalCodes,
  ApprovalMessages as M,
  ApprovalStage,
  currentGroupFor,
  InboxState,
  InvoiceActionId,
  rejectionReason,
  type ApprovalStageId,
} from '@hoa/domain';
import type { Handler } from '../../http/bind';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { actionResult } from './action-result';
import { invoiceApprovalGroups } from './approval-groups';
import { requireApprovalCall } from './approve-invoice';
import { lockInvoice, logInvoiceAction } from './invoice-facts';

/** An approver of the current group rejects: the invoice waits in RejectionsPending. */
async function reject(
  ctx: RequestContext,
  itemId: number,
  given: string | null,
  stage: ApprovalStageId,
): Promise<InvoiceActionResult> {
  requireApprovalCall(ctx, stage);
  const reason = rejectionReason(given);
  if (reason === null) throw badRequest(M.rejectionReasonRequired);
  const invoice = await lockInvoice(ctx, itemId);
  const groups = await invoiceApprovalGroups(ctx.tx, itemId);
  const group = currentGroupFor(groups, invoice, ctx.user.userId, stage);
  if ('kind' in group) throw appError(approvalRefusalCodes[group.status], group.message);
  await logInvoiceAction(ctx, invoice, InvoiceActionId.Reject, {
    reason,
    approvalGroup: invoice.approvalGroup,
    isInternal: stage === ApprovalStage.Internal,
  });
  await ctx.tx.execute(
    sql`update ap_invoices set inbox_state = ${InboxState.RejectionPending},
               reason_for_rejection = ${reason}, approval_count = 0, updated_at = now()
         where item_id = ${itemId}`,
  );
  return actionResult(ctx, itemId, M.invoiceRejected);
}

export const rejectInvoice: Handler<typeof contract.apInbox.RejectInvoice> = (ctx, { body }) =>
  reject(ctx, body.ItemId, body.Reason, ApprovalStage.Internal);

export const boardRejectInvoice: Handler<typeof contract.apInbox.BoardRejectInvoice> = (
  ctx,
  { body },
) => reject(ctx, body.ItemId, body.Reason, ApprovalStage.Board);
