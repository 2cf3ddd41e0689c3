import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { refundProblem, SecurityDepositMessages as M, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import { depositCode, heldCents, readDeposit, requireOwner } from './deposit-queries';
import { payableAccount } from './get-deposits';
import { insertOwnerItem } from './owner-item';
import {
  createVendor,
  enterRefundInvoice,
  existingVendorName,
  readRefundPayable,
} from './refund-payable';

type CreateVendorAndInvoice = typeof contract.securityDeposits.CreateVendorAndInvoice;

/**
 * SecurityDeposit/CreateVendorAndInvoice: refunds (83) an owner's security deposit, posted at
 * once: the deposit liability debited, the payable account (the community's Accounts Payable, or
 * the one chosen) credited, the vendor's name and email kept on the refund. In the same
 * transaction the vendor is created (as the vendor profile save creates one) or the existing
 * vendor taken, and an AP bill (56) for the refund is entered to it as Add Invoice enters one (one
 * line on the payable account, invoice number SDR-<refund>, the owner in its description) and
 * submitted: into approval, or posted at once (the payable account debited, Accounts Payable
 * credited); paying it takes the cash. The owner is locked, so two refunds cannot both take the
 * same deposit; no more than is held can be refunded. A retry with the same IdempotencyKey returns
 * the first refund, vendor and bill.
 */
export async function createVendorAndInvoice(
  ctx: RequestContext,
  { body }: InputOf<CreateVendorAndInvoice>,
): Promise<ResponseOf<CreateVendorAndInvoice>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  await requireOwner(ctx, body.CommunityAgentId, body.OwnerAgentId);
  await ctx.tx.execute(
    sql`select id from agents where id = ${body.OwnerAgentId}::bigint for update`,
  );
  if (body.IdempotencyKey !== null) {
    const [done] = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select id::int8 as id from items where idempotency_key = ${body.IdempotencyKey}`,
    );
    if (done)
      return { ...(await readDeposit(ctx, done.id)), ...(await readRefundPayable(ctx, done.id)) };
  }
  const problem = refundProblem(
    {
      existingVendor: body.UseExistingVendor,
      vendorAgentId: body.VendorAgentId,
      vendorName: body.VendorName,
      vendorEmail: body.VendorEmail,
      amountCents: body.Amount,
      refundDate: body.RefundDate,
    },
    await heldCents(ctx, body.OwnerAgentId),
  );
  if (problem) throw badRequest(problem);
  const existingId = body.UseExistingVendor ? body.VendorAgentId : null;
  const vendorName =
    existingId === null ? body.VendorName : await existingVendorName(ctx, existingId);
  const code = await depositCode(ctx, body.CommunityAgentId);
  if (!code) throw badRequest(M.noCode);
  const accountId = body.PayableAccountId ?? (await payableAccount(ctx, body.CommunityAgentId));
  const [account] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from accounts where id = ${accountId ?? 0}::bigint
           and community_agent_id = ${body.CommunityAgentId}::bigint`,
  );
  if (!account || accountId === null) throw badRequest(M.noPayableAccount);
  const itemId = await insertOwnerItem(ctx, {
    communityAgentId: body.CommunityAgentId,
    txnTypeId: TxnTypeId.Refund,
    ownerAgentId: body.OwnerAgentId,
    date: body.RefundDate,
    reference: vendorName,
    description: body.VendorEmail === '' ? null : body.VendorEmail,
    checkNumber: null,
    idempotencyKey: body.IdempotencyKey,
    codeId: code.id,
    cents: body.Amount,
    isDebit: true,
    accountId,
  });
  await postReceivableItems(ctx.tx, ctx.user.companyId, [itemId]);
  const refund = await readDeposit(ctx, itemId);
  const vendorAgentId = existingId ?? (await createVendor(ctx, vendorName, body.VendorEmail));
  await enterRefundInvoice(ctx, {
    itemId,
    communityAgentId: body.CommunityAgentId,
    vendorAgentId,
    accountId,
    cents: body.Amount,
    date: body.RefundDate,
    ownerName: refund.OwnerName,
  });
  return { ...refund, ...(await readRefundPayable(ctx, itemId)) };
}
