import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  CashReceiptTxnTypeIds,
  CodeAccountTypeId,
  PaymentMessages as M,
  PaymentReversalTxnTypeIds,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import { readOwnerPayment } from './payment-queries';

type AddPaymentReversal = typeof contract.cashReceipts.AddPaymentReversal;
type PostPaymentReversal = typeof contract.cashReceipts.PostPaymentReversal;

/**
 * Backs out a posted payment (66) or returns it NSF (44): a new item under the payment that puts
 * back on each code what the payment paid there (prepaid included), on the same bank GL account,
 * dated when the money went back; an NSF may charge an NSF fee to a code's income account. Saved
 * accrued for the add screen, or posted at once. A payment is backed out once.
 */
export async function addPaymentReversal(
  ctx: RequestContext,
  { body }: InputOf<AddPaymentReversal>,
): Promise<ResponseOf<AddPaymentReversal>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  const [payment] = await queryRows<{ community: number; type: number; status: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, txn_type_id::int as type,
               status_id::int as status
          from items where id = ${body.PaymentItemId}::bigint for update`,
  );
  if (!payment || !CashReceiptTxnTypeIds.includes(payment.type)) throw notFound();
  await requireCommunity(ctx, payment.community);
  if (body.IdempotencyKey !== null) {
    const [done] = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select id::int8 as id from items where idempotency_key = ${body.IdempotencyKey}`,
    );
    if (done) return readOwnerPayment(ctx, done.id);
  }
  if (payment.status !== StatusId.Posted) throw appError('PaymentNotPosted');
  await requireNotReversed(ctx, body.PaymentItemId);
  const fee = await nsfFee(ctx, body, payment.community);
  const [item] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, parent_item_id,
          event_date, post_date, reference, idempotency_key)
        values (${ctx.user.companyId}, ${payment.community}::bigint, ${body.TopsTxnTypeId}::smallint,
          ${StatusId.Accrued}::smallint, ${body.PaymentItemId}::bigint, ${body.EventDate}::date,
          ${body.EventDate}::date, ${body.Reference}, ${body.IdempotencyKey})
        returning id::int8 as id`,
  );
  if (!item) throw new Error('no item');
  await ctx.tx.execute(
    sql`with payers as (
          select ia.id as payer_id, ia.agent_id, ia.check_number from item_agents ia
           where ia.item_id = ${body.PaymentItemId}::bigint and not ia.is_deleted),
        made as (
          insert into item_agents (company_id, item_id, agent_id, check_number)
          select ${ctx.user.companyId}, ${item.id}::bigint, p.agent_id, p.check_number from payers p
          returning id, agent_id)
        insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
          accrued_amount_cents, is_debit, account_id, description)
        select ${ctx.user.companyId}::bigint, m.id, d.code_id, d.amount_cents, d.amount_cents, true,
               d.account_id, null::text
          from made m join payers p on p.agent_id = m.agent_id
          join item_agent_details d on d.item_agent_id = p.payer_id and d.code_id is not null
               and not d.is_deleted
        union all
        select ${ctx.user.companyId}::bigint, m.id, ${fee?.codeId ?? null}::bigint,
               ${fee?.cents ?? 0}::bigint, ${fee?.cents ?? 0}::bigint, true,
               ${fee?.accountId ?? null}::bigint, 'NSF fee'
          from (select min(id) as id from made) m where ${fee !== null}::boolean`,
  );
  if (body.Post) await postReceivableItems(ctx.tx, ctx.user.companyId, [item.id]);
  return readOwnerPayment(ctx, item.id);
}

/** Posts an accrued backout payment or NSF whose payment still stands. */
export async function postPaymentReversal(
  ctx: RequestContext,
  { body }: InputOf<PostPaymentReversal>,
): Promise<ResponseOf<PostPaymentReversal>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  const [item] = await queryRows<{
    community: number;
    type: number;
    status: number;
    parentStatus: number | null;
  }>(
    ctx.tx,
    sql`select i.community_agent_id::int8 as community, i.txn_type_id::int as type,
               i.status_id::int as status, p.status_id::int as "parentStatus"
          from items i left join items p on p.id = i.parent_item_id
         where i.id = ${body.TopsItemId}::bigint for update of i`,
  );
  if (!item || !PaymentReversalTxnTypeIds.includes(item.type)) throw notFound();
  await requireCommunity(ctx, item.community);
  if (item.status === StatusId.Posted) return readOwnerPayment(ctx, body.TopsItemId);
  if (item.parentStatus !== StatusId.Posted) throw appError('PaymentNotPosted');
  await postReceivableItems(ctx.tx, ctx.user.companyId, [body.TopsItemId]);
  return readOwnerPayment(ctx, body.TopsItemId);
}

async function requireNotReversed(ctx: RequestContext, paymentItemId: number): Promise<void> {
  const [reversal] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from items where parent_item_id = ${paymentItemId}::bigint
           and txn_type_id in (${TxnTypeId.Nsf}::smallint, ${TxnTypeId.BackoutPayment}::smallint)
           and status_id <> ${StatusId.Deleted}::smallint limit 1`,
  );
  if (reversal) throw appError('PaymentAlreadyReversed');
}

/** The NSF fee: a charge code of the community with an income account, and an amount. */
async function nsfFee(
  ctx: RequestContext,
  body: InputOf<AddPaymentReversal>['body'],
  communityAgentId: number,
): Promise<{ codeId: number; cents: number; accountId: number } | null> {
  if (body.TopsTxnTypeId !== TxnTypeId.Nsf || body.NsfFeeCodeId === null) return null;
  if (body.NsfFeeAmount === null) throw badRequest(M.amountRequired);
  const [code] = await queryRows<{ accountId: number }>(
    ctx.tx,
    sql`select a.account_id::int8 as "accountId" from codes c
          join code_accounts a on a.code_id = c.id
               and a.code_account_type_id = ${CodeAccountTypeId.Income}::smallint
         where c.id = ${body.NsfFeeCodeId}::bigint
           and c.community_agent_id = ${communityAgentId}::bigint`,
  );
  if (!code) throw badRequest(M.nsfFeeCode);
  return { codeId: body.NsfFeeCodeId, cents: body.NsfFeeAmount, accountId: code.accountId };
}
