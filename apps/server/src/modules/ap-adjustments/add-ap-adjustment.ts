import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypeId,
  ApAdjustmentMessages as M,
  CheckMessages,
  InboxState,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { readAdjustments } from './adjustment-queries';
import { apAdjustmentPosting } from './ap-adjustment-posting';
import { idArray } from '../../sql/index';

type Add = typeof contract.apAdjustments.AddApAdjustment;

interface InvoiceFacts {
  community: number;
  vendor: number;
  state: number;
  status: number;
  date: string;
  total: number;
  paid: number;
  accounts: number;
  payable: number | null;
}

/**
 * AccountsPayable/AddApAdjustment: an AP adjustment (58, child of the invoice) posted on its
 * date. An increase debits each line's account and credits Accounts Payable with the total; a
 * decrease credits the lines and debits Accounts Payable. The invoice's total owed follows
 * (a decrease never below what was paid); an invoice owing nothing more is complete (5), one
 * owing again is posted (4).
 */
export async function addApAdjustment(
  ctx: RequestContext,
  { body }: InputOf<Add>,
): Promise<ResponseOf<Add>> {
  requireClaim(ctx, 'apadjustment', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const accountIds = [...new Set(body.Lines.map((l) => l.AccountId))];
  const [invoice] = await queryRows<InvoiceFacts>(
    ctx.tx,
    sql`select v.community_agent_id::int8 as community, v.vendor_agent_id::int8 as vendor,
               v.inbox_state::int as state, i.status_id::int as status,
               to_char(v.invoice_date, 'YYYY-MM-DD') as date, v.total_cents::int8 as total,
               v.paid_cents::int8 as paid,
               (select count(*)::int from accounts where community_agent_id = v.community_agent_id
                   and id = any(${idArray(accountIds)})) as accounts,
               (select account_id::int8 from required_accounts
                 where community_agent_id = v.community_agent_id
                   and account_required_type_id = ${AccountRequiredTypeId.AccountsPayable}) as payable
          from ap_invoices v join items i on i.id = v.item_id
         where v.item_id = ${body.InvoiceItemId}::bigint
           for update of v`,
  );
  if (!invoice) throw notFound(M.invoiceRequired);
  if (invoice.community !== body.CommunityAgentId) throw badRequest(M.invoiceRequired);
  const adjustable: number[] = [StatusId.Posted, StatusId.Complete];
  if (invoice.state !== InboxState.Approved || !adjustable.includes(invoice.status)) {
    throw appError('PayablesInvoiceNotAdjustable');
  }
  if (invoice.accounts !== accountIds.length) throw badRequest(M.accountRequired);
  if (invoice.payable === null) throw badRequest(CheckMessages.noPayableAccount);
  if (body.AdjustmentDate < invoice.date) throw badRequest(M.beforeInvoice);
  const amount = body.Lines.reduce((sum, l) => sum + l.Amount, 0);
  const signed = body.IsIncrease ? amount : -amount;
  if (invoice.total + signed < invoice.paid) throw appError('PayablesAdjustmentBelowPaid');
  const [item] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, parent_item_id,
                             event_date, post_date, reference, created_by_user_id)
          values (${ctx.user.companyId}::bigint, ${body.CommunityAgentId}::bigint,
                  ${TxnTypeId.ApAdjustment}, ${StatusId.Posted}, ${body.InvoiceItemId}::bigint,
                  ${body.AdjustmentDate}::date, ${body.AdjustmentDate}::date,
                  ${body.Reference ?? null}::text, ${ctx.user.userId}::bigint)
          returning id
        ), a as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${ctx.user.companyId}::bigint, id, ${invoice.vendor}::bigint from i returning id
        ), d as (
          insert into item_agent_details (company_id, item_agent_id, account_id, amount_cents,
                                          is_debit, reference)
          select ${ctx.user.companyId}::bigint, a.id, l.account, l.amount, ${body.IsIncrease}::boolean,
                 ${body.Reference ?? null}::text
            from a, jsonb_to_recordset(${JSON.stringify(
              body.Lines.map((l) => ({ account: l.AccountId, amount: l.Amount })),
            )}::jsonb) as l(account bigint, amount bigint)
        )
        select id::int8 as id from i`,
  );
  if (!item) throw new Error('AP adjustment not stored');
  await postEntries(
    ctx.tx,
    ctx.user.companyId,
    apAdjustmentPosting({
      itemId: item.id,
      communityAgentId: body.CommunityAgentId,
      adjustmentDate: body.AdjustmentDate,
      payableAccountId: invoice.payable,
      signedCents: signed,
    }),
  );
  await ctx.tx.execute(
    sql`with v as (
          update ap_invoices set total_cents = total_cents + ${signed}::bigint, updated_at = now()
           where item_id = ${body.InvoiceItemId}::bigint
          returning item_id, total_cents = paid_cents as settled
        )
        update items i set status_id = case when v.settled then ${StatusId.Complete}::smallint
                                            else ${StatusId.Posted}::smallint end, updated_at = now()
          from v where i.id = v.item_id`,
  );
  const [stored] = await readAdjustments(ctx, sql`i.id = ${item.id}::bigint`);
  if (!stored) throw new Error('AP adjustment not read');
  return stored;
}
