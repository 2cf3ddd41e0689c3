import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { ApprovalRestartActions, InvoiceActionId, type InvoiceApprovalFacts } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface InvoiceFacts extends InvoiceApprovalFacts {
  itemId: number;
  communityAgentId: number;
  source: string | null;
  invoiceNumber: string | null;
}

/**
 * The users who approved the invoice's current group since it last (re)entered its chain, as a
 * SQL expression over an ap_invoices row aliased v (a json array of {userId, name, at}).
 */
export const currentApprovalsJson = sql`coalesce((
    select json_agg(json_build_object('userId', a.user_id::int8,
                    'name', coalesce(a.agent_display_name, ''), 'at', a.created_at) order by a.id)
      from ap_invoice_actions a
     where a.item_id = v.item_id and a.action = ${InvoiceActionId.Approve}
       and a.approval_group = v.approval_group and a.is_internal = (v.approval_status = 1)
       and a.id > coalesce((select max(r.id) from ap_invoice_actions r
                             where r.item_id = v.item_id
                               and r.action = any(${`{${ApprovalRestartActions.join(',')}}`}::smallint[])), 0)
  ), '[]'::json)`;

const factsSelect = sql`select v.item_id::int8 as "itemId",
       v.community_agent_id::int8 as "communityAgentId", v.inbox_state as "inboxState",
       v.total_cents::int8 as "totalCents", v.approval_status as "approvalStatus",
       v.approval_group as "approvalGroup", v.entered_by_user_id::int8 as "enteredByUserId",
       v.source, v.invoice_number as "invoiceNumber"
  from ap_invoices v`;

async function oneInvoice(tx: Tx, where: SQL): Promise<InvoiceFacts | undefined> {
  const [row] = await queryRows<InvoiceFacts>(tx, sql`${factsSelect} ${where}`);
  return row;
}

/**
 * The invoice an action works on, locked for the rest of the request so two approvals of one
 * invoice run one after the other; 404 when unknown (or another company's), 403 off the list.
 */
export async function lockInvoice(ctx: RequestContext, itemId: number): Promise<InvoiceFacts> {
  const invoice = await oneInvoice(ctx.tx, sql`where v.item_id = ${itemId} for update`);
  if (!invoice) throw notFound();
  await requireCommunity(ctx, invoice.communityAgentId);
  return invoice;
}

/** Who approved the current group of an invoice since it entered its chain. */
export async function currentApprovers(tx: Tx, itemId: number): Promise<number[]> {
  const [row] = await queryRows<{ approvals: { userId: number }[] }>(
    tx,
    sql`select ${currentApprovalsJson} as approvals from ap_invoices v where v.item_id = ${itemId}`,
  );
  return (row?.approvals ?? []).map((a) => a.userId);
}

/** Reloads an invoice's facts after a change. */
export async function invoiceFacts(tx: Tx, itemId: number): Promise<InvoiceFacts> {
  const invoice = await oneInvoice(tx, sql`where v.item_id = ${itemId}`);
  if (!invoice) throw notFound();
  return invoice;
}

/** One row of the invoice's history (ap_invoice_actions). */
export async function logInvoiceAction(
  ctx: RequestContext,
  invoice: Pick<InvoiceFacts, 'itemId' | 'communityAgentId'>,
  action: number,
  detail: { reason?: string | null; approvalGroup?: number | null; isInternal?: boolean } = {},
): Promise<void> {
  await ctx.tx.execute(
    sql`insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id,
                                        agent_display_name, is_internal, approval_group, reason)
        values (${ctx.user.companyId}, ${invoice.itemId}, ${invoice.communityAgentId}, ${action},
                ${ctx.user.userId}, ${ctx.user.displayName}, ${detail.isInternal ?? true},
                ${detail.approvalGroup ?? null}, ${detail.reason ?? null})`,
  );
}
