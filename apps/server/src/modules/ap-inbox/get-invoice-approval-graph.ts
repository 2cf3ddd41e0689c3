import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  approvalChain,
  ApprovalStage,
  chainPosition,
  InvoiceActionId,
  splitApprovalActions,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { invoiceApprovalGroups } from './approval-groups';
import { lockInvoice } from './invoice-facts';

interface ActionRow {
  id: number;
  action: number;
  isInternal: boolean;
  ActionDate: string;
  DisplayActionTime: string;
  AgentDisplayName: string | null;
  reason: string | null;
  Group: number | null;
}

const rejecting: readonly number[] = [InvoiceActionId.Reject, InvoiceActionId.FinalReject];

function shown(row: ActionRow) {
  const rejects = rejecting.includes(row.action);
  return {
    ActionDate: row.ActionDate,
    DisplayActionTime: row.DisplayActionTime,
    AgentDisplayName: row.AgentDisplayName,
    IsApproved: row.action === InvoiceActionId.Approve,
    IsInternal: row.isInternal,
    RejectedReason: rejects ? row.reason : null,
    ApprovalReason: rejects ? null : row.reason,
    Group: row.Group,
  };
}

/** The approval graph of spec 2 §3 for one invoice. */
export const getInvoiceApprovalGraph: Handler<
  typeof contract.apInbox.GetInvoiceApprovalGraph
> = async (ctx, { query }) => {
  requireClaim(ctx, 'apinvoice', 'read');
  const invoice = await lockInvoice(ctx, query.itemId);
  const rows = await queryRows<ActionRow>(
    ctx.tx,
    sql`select id::int8 as id, action, is_internal as "isInternal", created_at::text as "ActionDate",
               to_char(created_at, 'MM/DD/YYYY HH12:MI AM') as "DisplayActionTime",
               agent_display_name as "AgentDisplayName", reason, approval_group as "Group"
          from ap_invoice_actions where item_id = ${query.itemId} order by id`,
  );
  const parts = splitApprovalActions(rows);
  const chain = approvalChain(
    await invoiceApprovalGroups(ctx.tx, invoice.itemId),
    invoice.totalCents,
  );
  const at = chainPosition(chain, invoice);
  const current = chain[at];
  const required = (stage: number) =>
    chain.filter((g) => g.approvalStatus === stage).reduce((n, g) => n + g.requiredApprovals, 0);
  const counted =
    invoice.approvalStatus === ApprovalStage.Board ? parts.BoardApprovals : parts.InternalApprovals;
  return {
    ItemId: invoice.itemId,
    ApprovalStatus: invoice.approvalStatus,
    InternalApprovals: parts.InternalApprovals.map(shown),
    BoardApprovals: parts.BoardApprovals.map(shown),
    Rejection: parts.Rejection ? shown(parts.Rejection) : null,
    IgnoredActions: parts.IgnoredActions.map(shown),
    ApSettingsChange: parts.ApSettingsChange.map(shown),
    OcrAction: parts.OcrAction ? shown(parts.OcrAction) : null,
    Level: current?.levelCents ?? 0,
    Group: at + 1,
    CurrentGroupCount: counted.filter((a) => a.Group === invoice.approvalGroup).length,
    CurrentGroupRequiredApprovals: current?.requiredApprovals ?? 0,
    RequiredInternalApprovers: required(ApprovalStage.Internal),
    RequiredBoardApprovers: required(ApprovalStage.Board),
  };
};
