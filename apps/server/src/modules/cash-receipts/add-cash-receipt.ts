import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { createCashReceipts } from './create-cash-receipts';
import { createPostedCashReceipts } from './post-cash-receipts';
import { readOwnerPayment } from './payment-queries';

type AddCashReceipt = typeof contract.cashReceipts.AddCashReceipt;

/**
 * A manual cash receipt (48): saved accrued for the edit screen, or posted at once. The same
 * idempotency key sent again (a retried request) returns the receipt made the first time.
 */
export async function addCashReceipt(
  ctx: RequestContext,
  { body }: InputOf<AddCashReceipt>,
): Promise<ResponseOf<AddCashReceipt>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const write = body.Post ? createPostedCashReceipts : createCashReceipts;
  const [itemId = 0] = await write(ctx.tx, ctx.user.companyId, [
    {
      communityAgentId: body.CommunityAgentId,
      txnTypeId: TxnTypeId.CashReceiptsManual,
      ownerAgentId: body.OwnerAgentId,
      bankAccountId: body.BankAccountId,
      amountCents: body.Amount,
      eventDate: body.EventDate,
      checkNumber: body.CheckNumber,
      reference: body.Reference,
      description: body.Description,
      idempotencyKey: body.IdempotencyKey,
    },
  ]);
  return readOwnerPayment(ctx, itemId);
}
