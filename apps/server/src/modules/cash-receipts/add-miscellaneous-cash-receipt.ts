import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { PaymentMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { miscCashReceiptPosting } from './misc-cash-receipt-posting';
import { idArray } from '../../sql/index';

type AddMiscellaneousCashReceipt = typeof contract.cashReceipts.AddMiscellaneousCashReceipt;

/**
 * A miscellaneous cash receipt: money received not from an owner (laundry, a refund, a grant),
 * posted at once as a cash receipt (48) of the community: the bank's GL account debited with the
 * total, each line's account credited. It touches no owner balance.
 */
export async function addMiscellaneousCashReceipt(
  ctx: RequestContext,
  { body }: InputOf<AddMiscellaneousCashReceipt>,
): Promise<ResponseOf<AddMiscellaneousCashReceipt>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  if (body.IdempotencyKey !== null) {
    const [done] = await queryRows<{ id: number; cents: number }>(
      ctx.tx,
      sql`select i.id::int8 as id, coalesce(sum(d.amount_cents) filter (where d.is_debit), 0)::int8 as cents
            from items i join item_agents ia on ia.item_id = i.id
            join item_agent_details d on d.item_agent_id = ia.id
           where i.idempotency_key = ${body.IdempotencyKey} group by i.id`,
    );
    if (done) return { TopsItemId: done.id, Amount: done.cents };
  }
  if (body.Lines.length === 0) throw badRequest(M.miscLinesRequired);
  const accountIds = [...new Set(body.Lines.map((l) => l.AccountId))];
  const [checked] = await queryRows<{ bank: number | null; accounts: number }>(
    ctx.tx,
    sql`select (select gl_account_id::int8 from bank_accounts where id = ${body.BankAccountId}::bigint
                   and community_agent_id = ${body.CommunityAgentId}::bigint and not is_removed) as bank,
               (select count(*)::int from accounts where id = any(${idArray(accountIds)})
                   and community_agent_id = ${body.CommunityAgentId}::bigint and is_active) as accounts`,
  );
  if (!checked?.bank) throw badRequest(M.bankWithoutGlAccount);
  if (checked.accounts !== accountIds.length) throw badRequest(M.miscLineAccount);
  const total = body.Lines.reduce((sum, l) => sum + l.Amount, 0);
  const [item] = await queryRows<{ id: number; agent: number }>(
    ctx.tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
            post_date, reference, idempotency_key)
          values (${ctx.user.companyId}, ${body.CommunityAgentId}::bigint,
            ${TxnTypeId.CashReceiptsManual}::smallint, ${StatusId.Posted}::smallint,
            ${body.EventDate}::date, ${body.EventDate}::date, ${body.ReceivedFrom}, ${body.IdempotencyKey})
          returning id)
        insert into item_agents (company_id, item_id, agent_id, check_number)
        select ${ctx.user.companyId}, i.id, ${body.CommunityAgentId}::bigint, ${body.CheckNumber} from i
        returning item_id::int8 as id, id::int8 as agent`,
  );
  if (!item) throw new Error('no item');
  const details = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into item_agent_details (company_id, item_agent_id, amount_cents, accrued_amount_cents,
          is_debit, account_id, description)
        select ${ctx.user.companyId}, ${item.agent}::bigint, l.amount, l.amount, l.is_debit, l.account_id,
               l.description
          from jsonb_to_recordset(${JSON.stringify([
            {
              ord: 0,
              amount: total,
              is_debit: true,
              account_id: checked.bank,
              description: body.ReceivedFrom,
            },
            ...body.Lines.map((l, i) => ({
              ord: i + 1,
              amount: l.Amount,
              is_debit: false,
              account_id: l.AccountId,
              description: l.Description,
            })),
          ])}::jsonb) as l(ord int, amount bigint, is_debit boolean, account_id bigint, description text)
         order by l.ord
        returning id::int8 as id`,
  );
  await postEntries(
    ctx.tx,
    ctx.user.companyId,
    miscCashReceiptPosting({
      itemId: item.id,
      communityAgentId: body.CommunityAgentId,
      eventDate: body.EventDate,
      bankGlAccountId: checked.bank,
      totalCents: total,
      receivedFrom: body.ReceivedFrom,
      lines: body.Lines,
      detailIds: details.map((d) => d.id),
    }),
  );
  return { TopsItemId: item.id, Amount: total };
}
