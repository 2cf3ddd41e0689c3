import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { payableInvoices } from './payable-invoices';

type Get = typeof contract.apChecks.GetPayableInvoices;

/** AccountsPayable/GetPayableInvoices: what a check run can pay, by vendor and due date. */
export async function getPayableInvoices(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const bank =
    query.bankAccountId === undefined
      ? sql`true`
      : sql`(v.bank_account_id is null or v.bank_account_id = ${query.bankAccountId}::bigint)`;
  const vendor =
    query.vendorAgentId === undefined
      ? sql`true`
      : sql`v.vendor_agent_id = ${query.vendorAgentId}::bigint`;
  const due =
    query.dueDateTo === undefined
      ? sql`true`
      : sql`(v.due_date is null or v.due_date <= ${query.dueDateTo}::date)`;
  return payableInvoices(ctx.tx, query.communityAgentId, sql`${bank} and ${vendor} and ${due}`);
}
