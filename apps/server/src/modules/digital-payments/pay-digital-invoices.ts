import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ApPaymentMethod, DigitalPaymentStatusId as D, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { payInvoices } from '../payables/index';
import { customerOf } from './account-queries';
import { readChecks } from './check-queries';
import { verifiedSource } from './funding-sources';
import { providerFor } from './provider/index';
import { idArray } from '../../sql/index';

type S = typeof contract.digitalPayments;

/** Groups invoice lines by their vendor (invoices of other communities are refused by payInvoices). */
export async function byVendor(
  ctx: RequestContext,
  lines: readonly { ItemId: number; Amount: number }[],
) {
  const vendors = await queryRows<{ item: number; vendor: number | null }>(
    ctx.tx,
    sql`select item_id::int8 as item, vendor_agent_id::int8 as vendor from ap_invoices
         where item_id = any(${idArray(lines.map((l) => l.ItemId))})`,
  );
  const vendorOf = new Map(vendors.map((v) => [v.item, v.vendor]));
  const groups = new Map<number, { itemId: number; amountCents: number }[]>();
  for (const line of lines) {
    const vendor = vendorOf.get(line.ItemId);
    if (!vendor) throw appError('DigitalPaymentsInvoiceNotFound', line.ItemId);
    groups.set(vendor, [
      ...(groups.get(vendor) ?? []),
      { itemId: line.ItemId, amountCents: line.Amount },
    ]);
  }
  return [...groups.entries()];
}

/**
 * DigitalPayment/PayInvoices: one digital check (100) per vendor from a verified funding source,
 * posted through payInvoices (Accounts Payable debited, cash credited) with status
 * PaymentReleased, and a transfer created at the provider for each.
 */
export async function payDigitalInvoices(
  ctx: RequestContext,
  { body }: InputOf<S['PayDigitalInvoices']>,
): Promise<ResponseOf<S['PayDigitalInvoices']>> {
  requireClaim(ctx, 'apprintchecks', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const customer = await customerOf(ctx, body.CommunityAgentId);
  if (customer?.status !== 'Verified') throw appError('DigitalPaymentsNotVerified');
  const source = await verifiedSource(ctx, body.CommunityAgentId, body.FundingSourceId);
  const groups = await byVendor(ctx, body.Invoices);
  const stored = await payInvoices(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    groups.map(([vendor, invoices]) => ({
      communityAgentId: body.CommunityAgentId,
      bankAccountId: source.bankAccountId,
      vendorAgentId: vendor,
      txnTypeId: TxnTypeId.DigitalChecks,
      method: ApPaymentMethod.DigitalPayment,
      checkNumber: null,
      paymentDate: body.PaymentDate,
      digitalStatus: D.PaymentReleased,
      invoices,
    })),
  );
  const provider = providerFor(ctx);
  for (const [i, payment] of stored.entries()) {
    const amount = (groups[i]?.[1] ?? []).reduce((sum, inv) => sum + inv.amountCents, 0);
    const transfer = await provider.createTransfer(source.providerId, amount);
    await ctx.tx.execute(
      sql`insert into digital_payment_transfers (company_id, payment_id, funding_source_id,
            provider_id, amount_cents, status)
          values (${ctx.user.companyId}, ${payment.paymentId}, ${body.FundingSourceId},
            ${transfer.transferId}, ${amount}, ${D.PaymentReleased})`,
    );
  }
  const ids = `{${stored.map((p) => p.paymentId).join(',')}}`;
  return readChecks(ctx, sql`p.id = any(${ids}::bigint[])`);
}
