import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  InboxState,
  InvoiceActionId,
  matchVendorByName,
  parseInvoiceText,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { insertInvoice, logAction, replaceLines } from './invoice-writes';

/**
 * Stores an OCR draft from a captured invoice's text: vendor matched by name, invoice number,
 * dates and amount read from the text; in the exception inbox (1), item incomplete (13), logged
 * as an OCR capture. Other modules may call it with text they read themselves.
 */
export async function captureInvoiceDraft(
  ctx: RequestContext,
  communityAgentId: number,
  text: string,
  attachmentId: number | null,
): Promise<number> {
  const parsed = parseInvoiceText(text);
  const vendors = await queryRows<{ id: number; name: string }>(
    ctx.tx,
    sql`select a.id::int8 as id, c.display_name as name
          from agents a join contacts c on c.agent_id = a.id
         where a.agent_type_id in (${AgentTypeId.Vendor}, ${AgentTypeId.GlobalVendor})`,
  );
  const vendor = matchVendorByName(text, vendors);
  const facts = {
    communityAgentId,
    vendorAgentId: vendor?.id ?? null,
    txnTypeId: TxnTypeId.Bill,
    invoiceNumber: parsed.invoiceNumber,
    reference: null,
    invoiceDate: parsed.invoiceDate,
    dueDate: parsed.dueDate,
    isDueDated: parsed.dueDate !== null,
    bankAccountId: null,
    totalCents: parsed.amountCents ?? 0,
  };
  const itemId = await insertInvoice(ctx, facts, {
    statusId: StatusId.Incomplete,
    inboxState: InboxState.Exception,
    source: 'OCR',
    attachmentId,
    ocrText: text,
  });
  await replaceLines(ctx, itemId, facts.vendorAgentId, [], false);
  await logAction(ctx, itemId, communityAgentId, InvoiceActionId.OcrCapture);
  return itemId;
}
