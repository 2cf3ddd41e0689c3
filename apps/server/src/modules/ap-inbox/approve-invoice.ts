import type { contract, InvoiceActionResult } from '@hoa/contract';
import { sql } from '@hoa/db';
import {
  approvalRefusalCodes,
  ApprovalMessages as M,
  ApprovalStage,
  decideApproval,
  InvoiceActionId,
  type ApprovalStageId,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postInvoices } from '../payables/index';
import { actionResult } from './action-result';
import { invoiceApprovalGroups } from './approval-groups';
import { requireApprovalTier } from './inbox-access';
import { currentApprovers, lockInvoice, logInvoiceAction } from './invoice-facts';

/** Checks what every approval-stage call needs: apinvoice update, the tier, board access. */
export function requireApprovalCall(ctx: RequestContext, stage: ApprovalStageId): void {
  requireClaim(ctx, 'apinvoice', 'update');
  requireApprovalTier(ctx);
  if (stage === ApprovalStage.Board && !ctx.user.isBoardMember) {
    throw appError('PayablesBoardAccessOnly');
  }
}

/**
 * One approval (spec 2 §4 'InternalApproval', 'BoardApproval'): the count rises; a satisfied group
 * hands the invoice to the next group (count 0); the last group's last approval posts it.
 */
async function approve(
  ctx: RequestContext,
  itemId: number,
  reason: string | null,
  stage: ApprovalStageId,
): Promise<InvoiceActionResult> {
  requireApprovalCall(ctx, stage);
  const invoice = await lockInvoice(ctx, itemId);
  const groups = await invoiceApprovalGroups(ctx.tx, itemId);
  const approvedBy = await currentApprovers(ctx.tx, itemId);
  const decision = decideApproval(groups, invoice, ctx.user.userId, approvedBy, stage);
  if (decision.kind === 'refused')
    throw appError(approvalRefusalCodes[decision.status], decision.message);
  await logInvoiceAction(ctx, invoice, InvoiceActionId.Approve, {
    reason,
    approvalGroup: invoice.approvalGroup,
    isInternal: stage === ApprovalStage.Internal,
  });
  if (decision.kind === 'approved') {
    await postInvoices(ctx.tx, ctx.user.companyId, [itemId]);
  } else {
    const next =
      decision.kind === 'nextGroup'
        ? { status: decision.next.approvalStatus, group: decision.next.groupNumber, count: 0 }
        : { status: stage, group: invoice.approvalGroup, count: decision.approvalCount };
    await ctx.tx.execute(
      sql`update ap_invoices set approval_status = ${next.status}, approval_group = ${next.group},
                 approval_count = ${next.count}, updated_at = now()
           where item_id = ${itemId}`,
    );
  }
  return actionResult(ctx, itemId, `AP ${itemId} ${M.wasApproved}`);
}

export const approveInvoice: Handler<typeof contract.apInbox.ApproveInvoice> = (ctx, { body }) =>
  approve(ctx, body.ItemId, body.Reason, ApprovalStage.Internal);

export const boardApproveInvoice: Handler<typeof contract.apInbox.BoardApproveInvoice> = (
  ctx,
  { body },
) => approve(ctx, body.ItemId, body.Reason, ApprovalStage.Board);
