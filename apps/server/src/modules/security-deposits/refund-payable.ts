import { queryRows, sql } from '@hoa/db';
import { AgentGraphInputSchema } from '@hoa/contract';
import { AgentTypeId, InvoiceMessages, TxnTypeId, WebAddressTypeId } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { enterInvoice } from '../ap-invoices/index';
import { saveGraph } from '../crm/index';
import { submitInvoices } from '../payables/index';

/** The AP bill of a refund: found by this key, so a retried refund returns it. */
export const refundInvoiceKey = (refundItemId: number): string =>
  `security-deposit-refund:${refundItemId}`;

export interface RefundPayable {
  VendorAgentId: number | null;
  InvoiceItemId: number | null;
  InvoiceNumber: string | null;
  InvoiceInboxState: number | null;
}

/** An existing vendor of the company (row-level security hides others) and its name. */
export async function existingVendorName(
  ctx: RequestContext,
  vendorAgentId: number,
): Promise<string> {
  const [vendor] = await queryRows<{ name: string | null }>(
    ctx.tx,
    sql`select c.display_name as name from agents a
          left join contacts c on c.agent_id = a.id
         where a.id = ${vendorAgentId}::bigint and not a.is_deleted
           and a.agent_type_id in (${AgentTypeId.Vendor}, ${AgentTypeId.GlobalVendor})`,
  );
  if (!vendor) throw badRequest(InvoiceMessages.vendorNotFound);
  return vendor.name ?? '';
}

/** A new vendor agent of this name and email, saved as the vendor profile save saves one. */
export async function createVendor(
  ctx: RequestContext,
  name: string,
  email: string,
): Promise<number> {
  const graph = await saveGraph(
    ctx,
    AgentGraphInputSchema.parse({
      Agent: { TopsAgentTypeId: AgentTypeId.Vendor },
      Contact: { DisplayName: name, PrimaryEmailAddress: email === '' ? null : email },
      WebAddresses:
        email === ''
          ? []
          : [{ WebAddressTypeId: WebAddressTypeId.Email, Address: email, IsPrimary: true }],
    }),
  );
  return graph.Agent.TopsAgentId;
}

/**
 * The refund's AP bill (56) to the vendor, entered as Add Invoice enters one and submitted (into
 * approval, or posted at once): one line debiting the account the refund credited.
 */
export async function enterRefundInvoice(
  ctx: RequestContext,
  refund: {
    itemId: number;
    communityAgentId: number;
    vendorAgentId: number;
    accountId: number;
    cents: number;
    date: string;
    ownerName: string;
  },
): Promise<void> {
  const invoiceId = await enterInvoice(
    ctx,
    {
      CommunityAgentId: refund.communityAgentId,
      VendorAgentId: refund.vendorAgentId,
      TopsTxnTypeId: TxnTypeId.Bill,
      InvoiceNumber: `SDR-${refund.itemId}`,
      Reference: `Security deposit refund #${refund.itemId}`,
      InvoiceDate: refund.date,
      DueDate: null,
      IsDueDated: false,
      BankAccountId: null,
      TotalAmount: refund.cents,
      BillDistributionList: [
        { AccountId: refund.accountId, CostCenterId: null, Amount: refund.cents },
      ],
    },
    {
      idempotencyKey: refundInvoiceKey(refund.itemId),
      description: `Security deposit refund of ${refund.ownerName}`,
    },
  );
  await submitInvoices(ctx.tx, ctx.user.companyId, ctx.user.userId, [invoiceId]);
}

/** The vendor and AP bill of a refund (nulls for a refund made before payables existed). */
export async function readRefundPayable(
  ctx: RequestContext,
  refundItemId: number,
): Promise<RefundPayable> {
  const [row] = await queryRows<RefundPayable>(
    ctx.tx,
    sql`select v.vendor_agent_id::int8 as "VendorAgentId", v.item_id::int8 as "InvoiceItemId",
               v.invoice_number as "InvoiceNumber", v.inbox_state::int as "InvoiceInboxState"
          from items i join ap_invoices v on v.item_id = i.id
         where i.idempotency_key = ${refundInvoiceKey(refundItemId)}`,
  );
  return (
    row ?? {
      VendorAgentId: null,
      InvoiceItemId: null,
      InvoiceNumber: null,
      InvoiceInboxState: null,
    }
  );
}
