import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InvoiceMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkedInvoice } from './invoice-input';
import { readInvoice } from './invoice-queries';
import { replaceLines, updateInvoiceHeader } from './invoice-writes';

type UpdateInvoice = typeof contract.apInvoices.UpdateInvoice;

/** AccountsPayable/UpdateInvoice: changes an invoice that is not posted, in its community. */
export async function updateInvoice(
  ctx: RequestContext,
  { body }: InputOf<UpdateInvoice>,
): Promise<ResponseOf<UpdateInvoice>> {
  requireClaim(ctx, 'apinvoice', 'update');
  const current = await readInvoice(ctx, body.ItemId);
  if (!current.IsEditable) throw badRequest(M.notEditable);
  const { facts, lines, fromDefault } = await checkedInvoice(ctx, {
    ...body,
    CommunityAgentId: current.CommunityAgentId,
  });
  await updateInvoiceHeader(ctx, body.ItemId, facts, fromDefault);
  await replaceLines(ctx, body.ItemId, facts.vendorAgentId, lines, fromDefault);
  return readInvoice(ctx, body.ItemId);
}
