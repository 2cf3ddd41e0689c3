import type { InvoiceActionResult } from '@hoa/contract';
import { approvalChain, chainPosition, userCanApprove } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { invoiceApprovalGroups } from './approval-groups';
import { currentApprovers, invoiceFacts } from './invoice-facts';

/** Where an invoice stands after an action, as the current user sees it. */
export async function actionResult(
  ctx: RequestContext,
  itemId: number,
  message: string,
): Promise<InvoiceActionResult> {
  const invoice = await invoiceFacts(ctx.tx, itemId);
  const groups = await invoiceApprovalGroups(ctx.tx, itemId);
  const approvedBy = await currentApprovers(ctx.tx, itemId);
  const chain = approvalChain(groups, invoice.totalCents);
  const at = chainPosition(chain, invoice);
  return {
    ItemId: itemId,
    InboxState: invoice.inboxState,
    ApprovalStatus: invoice.approvalStatus,
    Group: at + 1,
    ApprovalCount: approvedBy.length,
    RequiredApprovals: chain[at]?.requiredApprovals ?? 0,
    UserCanApprove: userCanApprove(groups, invoice, ctx.user.userId, approvedBy),
    Message: message,
  };
}
