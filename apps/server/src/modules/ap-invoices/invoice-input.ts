import type { contract, InputOf } from '@hoa/contract';
import { invoiceLinesProblem } from '@hoa/domain';
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

export type InvoiceBody = Omit<InputOf<typeof contract.apInvoices.UpdateInvoice>['body'], 'ItemId'>;

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
  };
  const { lines, fromDefault } = await distributionFor(ctx, facts, body.BillDistributionList);
  requireLines(lines);
  return { facts, lines, fromDefault };
}
