import type {
  ArchitecturalRequest,
  BoardArchitecturalRow,
  BoardInvoiceRow,
  contract,
  ResponseOf,
} from '@hoa/contract';
import { queryRows, sql, type Tx } from '@hoa/db';
import { ApprovalStage, boardNextStep, InboxState } from '@hoa/domain';
import type { OwnerContext } from '../owner-auth/index';
import { awaitingVote } from './awaiting-vote';
import { asBoardUser } from './board-member';

/** The invoice columns the board portal shows (a row of its inbox). */
export const boardInvoiceColumns = sql`
  v.item_id::int8 as "ItemId", coalesce(vc.display_name, '') as "VendorName",
  v.invoice_number as "InvoiceNumber", v.invoice_date::text as "InvoiceDate",
  v.due_date::text as "DueDate", v.total_cents::int8 as "TotalCents",
  (v.attachment_id is not null) as "HasDocument"`;

/** Invoices of the community awaiting board approval (oldest due first), as the inbox lists them. */
export async function awaitingBoard(
  tx: Tx,
  communityAgentId: number,
  itemId?: number,
): Promise<BoardInvoiceRow[]> {
  const rows = await queryRows<Omit<BoardInvoiceRow, 'NextStep'>>(
    tx,
    sql`select ${boardInvoiceColumns}
          from ap_invoices v left join contacts vc on vc.agent_id = v.vendor_agent_id
         where v.community_agent_id = ${communityAgentId}
           and v.inbox_state = ${InboxState.Approval} and v.approval_status = ${ApprovalStage.Board}
           ${itemId === undefined ? sql`` : sql`and v.item_id = ${itemId}`}
         order by v.due_date nulls last, v.item_id`,
  );
  return rows.map((r) => ({
    ...r,
    ItemId: Number(r.ItemId),
    TotalCents: Number(r.TotalCents),
    NextStep: boardNextStep({ kind: 'Invoice', dueDate: r.DueDate }),
  }));
}

/**
 * The board member's decision inbox: their community's invoices awaiting board approval and its
 * architectural requests awaiting their vote, each with what happens next.
 */
export async function getBoardInbox(
  ctx: OwnerContext,
): Promise<ResponseOf<typeof contract.portalBoard.GetBoardInbox>> {
  const board = await asBoardUser(ctx);
  const invoices = await awaitingBoard(ctx.tx, ctx.owner.communityAgentId);
  const votes = await awaitingVote(ctx, board);
  return {
    Invoices: invoices,
    ArchitecturalRequests: votes.map(({ request }) => architecturalRow(request)),
  };
}

/** An architectural request as the board inbox lists it. */
export function architecturalRow(request: ArchitecturalRequest): BoardArchitecturalRow {
  return {
    TopsItemId: request.TopsItemId,
    Subject: request.Subject,
    CodeName: request.CodeName,
    PropertyName: request.PropertyName,
    ReceivedDate: request.ReceivedDate,
    DueDate: request.DueDate,
    NextStep: boardNextStep({ kind: 'Architectural', decisionDate: request.DueDate }),
  };
}
