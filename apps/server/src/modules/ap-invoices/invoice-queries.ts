import { queryRows, sql } from '@hoa/db';
import type { ApInvoice } from '@hoa/contract';
import { AgentTypeId, InvoiceMessages as M, StatusId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

type InvoiceHeader = Omit<ApInvoice, 'BillDistributionList' | 'IsEditable'>;

/** An invoice and its distribution lines, as the view and the form read it. */
export async function readInvoice(ctx: RequestContext, itemId: number): Promise<ApInvoice> {
  const [header] = await queryRows<InvoiceHeader>(
    ctx.tx,
    sql`select v.item_id::int8 as "ItemId", i.txn_type_id as "TopsTxnTypeId",
               i.status_id as "TopsStatusId", v.inbox_state as "InboxState", v.source as "Source",
               v.invoice_number as "InvoiceNumber", i.reference as "Reference",
               v.invoice_date::text as "InvoiceDate", v.due_date::text as "DueDate",
               v.is_due_dated as "IsDueDated", v.total_cents::int8 as "TotalAmount",
               v.paid_cents::int8 as "PaidAmount", v.vendor_agent_id::int8 as "VendorAgentId",
               vc.display_name as "VendorDisplayName",
               v.community_agent_id::int8 as "CommunityAgentId",
               cc.display_name as "CommunityName", v.bank_account_id::int8 as "BankAccountId",
               v.has_default_distribution as "HasDefaultDistribution",
               v.attachment_id::int8 as "AttachmentId", v.ocr_text as "OcrText",
               v.entered_by_user_id::int8 as "EnteredByUserId",
               v.work_order_item_id::int8 as "WorkOrderItemId"
          from ap_invoices v
          join items i on i.id = v.item_id
          left join contacts vc on vc.agent_id = v.vendor_agent_id
          left join contacts cc on cc.agent_id = v.community_agent_id
         where v.item_id = ${itemId}::bigint`,
  );
  if (!header) throw notFound();
  await requireCommunity(ctx, header.CommunityAgentId);
  const lines = await queryRows<ApInvoice['BillDistributionList'][number]>(
    ctx.tx,
    sql`select d.id::int8 as "TopsItemAgentDetailId", d.account_id::int8 as "AccountID",
               a.account_number as "AccountNumber", a.account_name as "AccountName",
               d.cost_center_category_id::int8 as "CostCenterCategoryId",
               d.amount_cents::int8 as "ItemAmount", d.is_debit as "IsDebit"
          from item_agents ia
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          left join accounts a on a.id = d.account_id
         where ia.item_id = ${itemId}::bigint and not ia.is_deleted
         order by d.id`,
  );
  return {
    ...header,
    IsEditable: isEditableStatus(header.TopsStatusId),
    BillDistributionList: lines,
  };
}

/** Not posted: an OCR draft (13) or accrued (3) invoice can still be changed. */
export function isEditableStatus(statusId: number): boolean {
  return statusId === StatusId.Incomplete || statusId === StatusId.Accrued;
}

/** The vendor must be a vendor agent of the company (row-level security hides others). */
export async function requireVendor(ctx: RequestContext, vendorAgentId: number): Promise<void> {
  const [vendor] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from agents
         where id = ${vendorAgentId}::bigint
           and agent_type_id in (${AgentTypeId.Vendor}, ${AgentTypeId.GlobalVendor})`,
  );
  if (!vendor) throw badRequest(M.vendorNotFound);
}

/** Every account (and cost center) named must be the community's. */
export async function requireCommunityAccounts(
  ctx: RequestContext,
  communityAgentId: number,
  lines: readonly { AccountId: number | null; CostCenterId?: number | null }[],
): Promise<void> {
  const accountIds = [...new Set(lines.map((line) => line.AccountId ?? 0))];
  const centerIds = [
    ...new Set(lines.flatMap((line) => (line.CostCenterId ? [line.CostCenterId] : []))),
  ];
  if (accountIds.length === 0) return;
  const [found] = await queryRows<{ accounts: number; centers: number }>(
    ctx.tx,
    sql`select (select count(*)::int from accounts
                 where id = any(${idArray(accountIds)})
                   and community_agent_id = ${communityAgentId}::bigint) as accounts,
               (select count(*)::int from cost_centers
                 where id = any(${idArray(centerIds)})
                   and community_agent_id = ${communityAgentId}::bigint) as centers`,
  );
  if (found?.accounts !== accountIds.length || found.centers !== centerIds.length) {
    throw badRequest(M.lineAccount);
  }
}

/** A bank account to pay from must be one of the community's, not removed. */
export async function requireCommunityBank(
  ctx: RequestContext,
  communityAgentId: number,
  bankAccountId: number | null,
): Promise<void> {
  if (bankAccountId === null) return;
  const [bank] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from bank_accounts
         where id = ${bankAccountId}::bigint and community_agent_id = ${communityAgentId}::bigint
           and not is_removed`,
  );
  if (!bank) throw badRequest(M.bankAccountNotOfCommunity);
}
