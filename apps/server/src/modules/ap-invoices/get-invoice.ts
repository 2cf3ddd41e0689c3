import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readInvoice } from './invoice-queries';

type GetInvoice = typeof contract.apInvoices.GetInvoice;

/** AccountsPayable/GetInvoice: one invoice; with a source, only an invoice of that source. */
export async function getInvoice(
  ctx: RequestContext,
  { query }: InputOf<GetInvoice>,
): Promise<ResponseOf<GetInvoice>> {
  requireClaim(ctx, 'apinvoice', 'read');
  const invoice = await readInvoice(ctx, query.itemID);
  if (query.source !== undefined && invoice.Source !== query.source) throw notFound();
  return invoice;
}
