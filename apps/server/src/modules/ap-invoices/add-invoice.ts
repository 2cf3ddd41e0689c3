import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InboxState, InvoiceActionId, StatusId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { submitInvoices } from '../payables/index';
import { refuseDuplicateInvoiceNumber } from './duplicate-invoice-number';
import { checkedInvoice, type InvoiceBody } from './invoice-input';
import { readInvoice } from './invoice-queries';
import { insertInvoice, logAction, replaceLines } from './invoice-writes';
import { insertTemplate } from './template-writes';

type AddInvoice = typeof contract.apInvoices.AddInvoice;

/**
 * AccountsPayable/AddInvoice: a keyed-in bill (56) or separate check (90), accrued (3), the vendor
 * its party and the lines its details; logged as entered, then submitted: into approval at the
 * first group it reaches, else posted at once. Saved as a template too when asked. A number the
 * vendor already has in the community is refused unless AllowDuplicateInvoiceNumber.
 */
export async function addInvoice(
  ctx: RequestContext,
  { body }: InputOf<AddInvoice>,
): Promise<ResponseOf<AddInvoice>> {
  requireClaim(ctx, 'apinvoice', 'create');
  if (!body.AllowDuplicateInvoiceNumber) await refuseDuplicateInvoiceNumber(ctx, body);
  const itemId = await enterInvoice(ctx, body, {});
  if (body.SaveAsTemplate) {
    await insertTemplate(
      ctx,
      { ...body, Amount: body.TotalAmount, Lines: body.BillDistributionList },
      body.InvoiceDate,
    );
  }
  await submitInvoices(ctx.tx, ctx.user.companyId, ctx.user.userId, [itemId]);
  return readInvoice(ctx, itemId);
}

/**
 * Enters a keyed-in invoice as Add Invoice does (checked, accrued in the AP inbox, the vendor its
 * party, logged as entered), not yet submitted; the caller's claim is the caller's to check. The
 * security deposit refund enters its bill this way and then submits it.
 */
export async function enterInvoice(
  ctx: RequestContext,
  body: InvoiceBody,
  extra: { idempotencyKey?: string; description?: string },
): Promise<number> {
  const { facts, lines, fromDefault } = await checkedInvoice(ctx, body);
  const itemId = await insertInvoice(ctx, facts, {
    statusId: StatusId.Accrued,
    inboxState: InboxState.Inbox,
    source: null,
    ...extra,
  });
  await replaceLines(ctx, itemId, facts.vendorAgentId, lines, fromDefault);
  await logAction(ctx, itemId, facts.communityAgentId, InvoiceActionId.Entered);
  return itemId;
}
