import { queryRows, sql } from '@hoa/db';
import type { CashReceiptRow, contract, InputOf, ResponseOf } from '@hoa/contract';
import { paymentTxnTypeName } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { paymentTypeIds, readOwnerPayment, readOwnerPayments } from './payment-queries';

type GetCashReceipts = typeof contract.cashReceipts.GetCashReceipts;
type GetOwnerPaymentSummary = typeof contract.cashReceipts.GetOwnerPaymentSummary;
type GetPaymentApplications = typeof contract.cashReceipts.GetPaymentApplications;

/** The community's cash receipts, backouts and NSFs, newest first, paged. */
export async function getCashReceipts(
  ctx: RequestContext,
  { query }: InputOf<GetCashReceipts>,
): Promise<ResponseOf<GetCashReceipts>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<Omit<CashReceiptRow, 'TxnTypeName'> & { total: number }>(
    ctx.tx,
    sql`select i.id::int8 as "TopsItemId", i.txn_type_id::int as "TopsTxnTypeId",
               i.status_id::int as "TopsStatusId", i.event_date::text as "EventDate",
               ia.agent_id::int8 as "OwnerAgentId", coalesce(k.display_name, i.reference, '') as "OwnerName",
               pd.account_number as "AccountNumber", ia.check_number as "CheckNumber",
               i.reference as "Reference",
               coalesce((select sum(d.amount_cents) from item_agent_details d
                          join item_agents x on x.id = d.item_agent_id and x.item_id = i.id
                         where not d.is_deleted and d.is_debit), 0)::int8 as "Amount",
               count(*) over ()::int as total
          from items i
          left join lateral (select x.agent_id, x.check_number from item_agents x
                              where x.item_id = i.id order by x.id limit 1) ia on true
          left join agents o on o.id = ia.agent_id
          left join contacts k on k.agent_id = ia.agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
         where i.community_agent_id = ${query.communityAgentId}::bigint
           and i.txn_type_id = any(${`{${paymentTypeIds.join(',')}}`}::smallint[])
           and (${query.statusId ?? null}::smallint is null or i.status_id = ${query.statusId ?? null}::smallint)
         order by i.event_date desc, i.id desc
         offset ${query.skip} limit ${query.take}`,
  );
  return {
    Rows: rows.map(({ total: _total, ...r }) => ({
      ...r,
      TxnTypeName: paymentTxnTypeName(r.TopsTxnTypeId),
    })),
    TotalCount: rows[0]?.total ?? 0,
  };
}

/** /OwnerPayments/GetOwnerPaymentSummary (spec 3 §7): the payments of itemIDs with what each paid. */
export async function getOwnerPaymentSummary(
  ctx: RequestContext,
  { query }: InputOf<GetOwnerPaymentSummary>,
): Promise<ResponseOf<GetOwnerPaymentSummary>> {
  return { Payments: await readOwnerPayments(ctx, [...new Set(query.itemIDs)], query.agentId) };
}

/** What a payment paid, code by code: the owner ledger shows it under the payment. */
export async function getPaymentApplications(
  ctx: RequestContext,
  { query }: InputOf<GetPaymentApplications>,
): Promise<ResponseOf<GetPaymentApplications>> {
  const payment = await readOwnerPayment(ctx, query.itemId);
  return { TopsItemId: payment.TopsItemId, Applications: payment.Applications };
}
