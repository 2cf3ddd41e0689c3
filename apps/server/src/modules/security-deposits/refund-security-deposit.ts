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

type CreateVendorAndInvoice = typeof contract.securityDeposits.CreateVendorAndInvoice;

/**
 * SecurityDeposit/CreateVendorAndInvoice: refunds (83) an owner's security deposit, posted at
 * once. Until payables exist it creates no vendor or invoice: it debits the deposit liability and
 * credits the payable account (the community's Accounts Payable, or the one chosen), the vendor's
 * name and email kept on the refund. The owner is locked, so two refunds cannot both take the same
 * deposit; no more than is held can be refunded.
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
      sql`select id::float8 as id from items where idempotency_key = ${body.IdempotencyKey}`,
    );
    if (done) return readDeposit(ctx, done.id);
  }
  const problem = refundProblem(
    {
      vendorName: body.VendorName,
      vendorEmail: body.VendorEmail,
      amountCents: body.Amount,
      refundDate: body.RefundDate,
    },
    await heldCents(ctx, body.OwnerAgentId),
  );
  if (problem) throw badRequest(problem);
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
    reference: body.VendorName,
    description: body.VendorEmail === '' ? null : body.VendorEmail,
    checkNumber: null,
    idempotencyKey: body.IdempotencyKey,
    codeId: code.id,
    cents: body.Amount,
    isDebit: true,
    accountId,
  });
  await postReceivableItems(ctx.tx, ctx.user.companyId, [itemId]);
  return readDeposit(ctx, itemId);
}
