import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CashReceiptTxnTypeIds, PaymentMessages as M, StatusId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readOwnerPayment } from './payment-queries';

type UpdateCashReceipt = typeof contract.cashReceipts.UpdateCashReceipt;

/** Edits an accrued cash receipt (spec 1 §4: accrued is editable, posted is final). */
export async function updateCashReceipt(
  ctx: RequestContext,
  { body }: InputOf<UpdateCashReceipt>,
): Promise<ResponseOf<UpdateCashReceipt>> {
  requireClaim(ctx, 'arownerpayments', 'update');
  const [item] = await queryRows<{ community: number; type: number; status: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, txn_type_id::int as type,
               status_id::int as status
          from items where id = ${body.TopsItemId}::bigint for update`,
  );
  if (!item || !CashReceiptTxnTypeIds.includes(item.type)) throw notFound();
  await requireCommunity(ctx, item.community);
  if (item.status !== StatusId.Accrued) throw appError('CashReceiptNotAccrued');
  const [bank] = await queryRows<{ gl: number | null }>(
    ctx.tx,
    sql`select gl_account_id::int8 as gl from bank_accounts
         where id = ${body.BankAccountId}::bigint and not is_removed
           and community_agent_id = ${item.community}::bigint`,
  );
  if (!bank) throw badRequest(M.bankAccountRequired);
  if (bank.gl === null) throw badRequest(M.bankWithoutGlAccount);
  await ctx.tx.execute(
    sql`update items set event_date = ${body.EventDate}::date, post_date = ${body.EventDate}::date,
               reference = ${body.Reference}, description = ${body.Description}, updated_at = now()
         where id = ${body.TopsItemId}::bigint`,
  );
  await ctx.tx.execute(
    sql`update item_agents set check_number = ${body.CheckNumber}
         where item_id = ${body.TopsItemId}::bigint and not is_deleted`,
  );
  await ctx.tx.execute(
    sql`update item_agent_details d set amount_cents = ${body.Amount}::bigint,
               accrued_amount_cents = ${body.Amount}::bigint, account_id = ${bank.gl}::bigint
          from item_agents ia
         where ia.id = d.item_agent_id and ia.item_id = ${body.TopsItemId}::bigint
           and d.code_id is null and not d.is_deleted`,
  );
  return readOwnerPayment(ctx, body.TopsItemId);
}
