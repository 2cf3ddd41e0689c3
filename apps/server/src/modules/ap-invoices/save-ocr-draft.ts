import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InboxState, InvoiceMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  readInvoice,
  requireCommunityAccounts,
  requireCommunityBank,
  requireVendor,
} from './invoice-queries';
import { replaceLines, updateInvoiceHeader } from './invoice-writes';

type SaveOcrDraft = typeof contract.apInvoices.SaveOcrDraft;

/**
 * AccountsPayable/SaveOcrDraft: corrects what was read from a captured invoice; the draft stays
 * in the exception inbox until accepted there. Lines, when given, must be the community's.
 */
export async function saveOcrDraft(
  ctx: RequestContext,
  { body }: InputOf<SaveOcrDraft>,
): Promise<ResponseOf<SaveOcrDraft>> {
  requireClaim(ctx, 'apinvoice', 'update');
  const draft = await readInvoice(ctx, body.ItemId);
  if (draft.InboxState !== InboxState.Exception) throw badRequest(M.notEditable);
  if (body.VendorAgentId !== null) await requireVendor(ctx, body.VendorAgentId);
  await requireCommunityAccounts(ctx, draft.CommunityAgentId, body.BillDistributionList);
  await requireCommunityBank(ctx, draft.CommunityAgentId, body.BankAccountId);
  await updateInvoiceHeader(
    ctx,
    body.ItemId,
    {
      communityAgentId: draft.CommunityAgentId,
      vendorAgentId: body.VendorAgentId,
      txnTypeId: draft.TopsTxnTypeId,
      invoiceNumber: body.InvoiceNumber,
      reference: body.Reference,
      invoiceDate: body.InvoiceDate,
      dueDate: body.DueDate,
      isDueDated: body.DueDate !== null,
      bankAccountId: body.BankAccountId,
      totalCents: body.TotalAmount,
    },
    false,
  );
  await replaceLines(ctx, body.ItemId, body.VendorAgentId, body.BillDistributionList, false);
  return readInvoice(ctx, body.ItemId);
}
