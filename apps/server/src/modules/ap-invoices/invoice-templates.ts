import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import {
  checkTemplate,
  insertTemplate,
  readTemplate,
  readTemplates,
  replaceTemplate,
} from './template-writes';

type T = typeof contract.invoiceTemplates;
type Endpoint<K extends keyof T> = T[K];

/** InvoiceTemplate GET by community. */
export async function getInvoiceTemplates(
  ctx: RequestContext,
  { query }: InputOf<Endpoint<'GetInvoiceTemplates'>>,
): Promise<ResponseOf<Endpoint<'GetInvoiceTemplates'>>> {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const Templates = await readTemplates(ctx, {
    communityAgentId: query.communityAgentId,
    withCostCenter: false,
  });
  return { Templates };
}

/** InvoiceTemplate GET with cost center: the community's templates with a cost-center line. */
export async function getInvoiceTemplatesWithCostCenter(
  ctx: RequestContext,
  { query }: InputOf<Endpoint<'GetInvoiceTemplatesWithCostCenter'>>,
): Promise<ResponseOf<Endpoint<'GetInvoiceTemplatesWithCostCenter'>>> {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const Templates = await readTemplates(ctx, {
    communityAgentId: query.communityAgentId,
    withCostCenter: true,
  });
  return { Templates };
}

/** InvoiceTemplate GET single. */
export async function getInvoiceTemplate(
  ctx: RequestContext,
  { params }: InputOf<Endpoint<'GetInvoiceTemplate'>>,
): Promise<ResponseOf<Endpoint<'GetInvoiceTemplate'>>> {
  requireClaim(ctx, 'apinvoice', 'read');
  return readTemplate(ctx, params.id);
}

/** InvoiceTemplate POST Save. */
export async function saveInvoiceTemplate(
  ctx: RequestContext,
  { body }: InputOf<Endpoint<'SaveInvoiceTemplate'>>,
): Promise<ResponseOf<Endpoint<'SaveInvoiceTemplate'>>> {
  requireClaim(ctx, 'apinvoice', 'create');
  await checkTemplate(ctx, body);
  return readTemplate(ctx, await insertTemplate(ctx, body));
}

/** InvoiceTemplate POST Update: within the caller's communities, old and new. */
export async function updateInvoiceTemplate(
  ctx: RequestContext,
  { body }: InputOf<Endpoint<'UpdateInvoiceTemplate'>>,
): Promise<ResponseOf<Endpoint<'UpdateInvoiceTemplate'>>> {
  requireClaim(ctx, 'apinvoice', 'update');
  const before = await readTemplate(ctx, body.Id);
  await checkTemplate(ctx, body);
  await replaceTemplate(ctx, before, body);
  return readTemplate(ctx, body.Id);
}

/** InvoiceTemplate DELETE /{id}. */
export async function deleteInvoiceTemplate(
  ctx: RequestContext,
  { params }: InputOf<Endpoint<'DeleteInvoiceTemplate'>>,
): Promise<ResponseOf<Endpoint<'DeleteInvoiceTemplate'>>> {
  requireClaim(ctx, 'apinvoice', 'delete');
  await readTemplate(ctx, params.id);
  await ctx.tx.execute(sql`delete from invoice_templates where id = ${params.id}::bigint`);
  return { success: true };
}
