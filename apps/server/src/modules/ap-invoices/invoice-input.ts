import type { contract, InputOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { invoiceLinesProblem, WorkOrderVendorMessages } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCommunityAccounts, requireCommunityBank, requireVendor } from './invoice-queries';
import {
  distributionFor,
  requireLines,
  type DistributionLine,
  type InvoiceFacts,
} from './invoice-writes';

type UpdateBody = InputOf<typeof contract.apInvoices.UpdateInvoice>['body'];

/** A keyed-in invoice; one made by another module (a refund) is entered against no work order. */
export type InvoiceBody = Omit<UpdateBody, 'ItemId' | 'WorkOrderItemId'> &
  Partial<Pick<UpdateBody, 'WorkOrderItemId'>>;

/**
 * Checks a keyed-in invoice (community on the list, vendor, accounts and bank of the community,
 * lines totalling the amount) and fills empty lines from the default distribution.
 */
export async function checkedInvoice(
  ctx: RequestContext,
  body: InvoiceBody,
): Promise<{ facts: InvoiceFacts; lines: DistributionLine[]; fromDefault: boolean }> {
  await requireCommunity(ctx, body.CommunityAgentId);
  await requireVendor(ctx, body.VendorAgentId);
  const problem = invoiceLinesProblem(
    body.TotalAmount,
    body.BillDistributionList.map((line) => ({
      accountId: line.AccountId,
      amountCents: line.Amount,
    })),
  );
  if (problem) throw badRequest(problem);
  await requireCommunityAccounts(ctx, body.CommunityAgentId, body.BillDistributionList);
  await requireCommunityBank(ctx, body.CommunityAgentId, body.BankAccountId);
  await requireCommunityWorkOrder(ctx, body.CommunityAgentId, body.WorkOrderItemId ?? null);
  const facts: InvoiceFacts = {
    communityAgentId: body.CommunityAgentId,
    vendorAgentId: body.VendorAgentId,
    txnTypeId: body.TopsTxnTypeId,
    invoiceNumber: body.InvoiceNumber,
    reference: body.Reference,
    invoiceDate: body.InvoiceDate,
    dueDate: body.DueDate,
    isDueDated: body.IsDueDated,
    bankAccountId: body.BankAccountId,
    totalCents: body.TotalAmount,
    workOrderItemId: body.WorkOrderItemId ?? null,
  };
  const { lines, fromDefault } = await distributionFor(ctx, facts, body.BillDistributionList);
  requireLines(lines);
  return { facts, lines, fromDefault };
}

/** The work order an invoice is entered against must be one of the invoice's community. */
async function requireCommunityWorkOrder(
  ctx: RequestContext,
  communityAgentId: number,
  workOrderItemId: number | null,
): Promise<void> {
  if (workOrderItemId === null) return;
  const found = await queryRows<{ item_id: string }>(
    ctx.tx,
    sql`select item_id from work_orders
         where item_id = ${workOrderItemId} and community_agent_id = ${communityAgentId}`,
  );
  if (found.length === 0)
    throw badRequest(WorkOrderVendorMessages.workOrderNotOfCommunity(workOrderItemId));
}
