import { queryRows, sql } from '@hoa/db';
import type { OwnerPayment, PaymentApplication } from '@hoa/contract';
import {
  CashReceiptTxnTypeIds,
  CodeTypeId,
  PaymentReversalTxnTypeIds,
  StatusId,
  paymentTxnTypeName,
} from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

export const paymentTypeIds = [...CashReceiptTxnTypeIds, ...PaymentReversalTxnTypeIds];

type Row = Omit<OwnerPayment, 'TxnTypeName' | 'Applications'>;

/**
 * Payments, backouts and NSFs by item id (one owner's part when agentId is given), with what each
 * paid code by code. Unknown ids, or ids of another company, are 404; each community is checked.
 */
export async function readOwnerPayments(
  ctx: RequestContext,
  itemIds: readonly number[],
  agentId?: number,
): Promise<OwnerPayment[]> {
  requireClaim(ctx, 'arownerpayments', 'read');
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select i.id::int8 as "TopsItemId", ia.id::int8 as "TopsItemAgentId",
               i.txn_type_id::int as "TopsTxnTypeId", i.status_id::int as "TopsStatusId",
               i.parent_item_id::int8 as "TopsItemParentTxnId",
               i.community_agent_id::int8 as "CommunityAgentId",
               ia.agent_id::int8 as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
               pd.account_number as "AccountNumber", o.parent_agent_id::int8 as "PropertyAgentId",
               nullif(trim(concat_ws(' ', ad.street_number, ad.street_name)), '') as "Address",
               b.id::int8 as "BankAccountId", b.account_name as "BankAccountName",
               i.event_date::text as "EventDate", i.post_date::text as "PostDate",
               ia.check_number as "CheckNumber", i.reference as "Reference",
               i.description as "Description", ia.is_direct_debit as "IsDirectDebit",
               coalesce(t.amount_cents, 0)::int8 as "Amount",
               rv.id::int8 as "ReversalItemId", rv.txn_type_id::int as "ReversalTxnTypeId"
          from items i
          join item_agents ia on ia.item_id = i.id
          join agents o on o.id = ia.agent_id
          left join contacts k on k.agent_id = ia.agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join lateral (select a.street_number, a.street_name from addresses a
                              where a.agent_id = o.parent_agent_id order by a.id limit 1) ad on true
          left join lateral (select sum(d.amount_cents) filter (where d.is_debit) as amount_cents
                               from item_agent_details d
                              where d.item_agent_id = ia.id and not d.is_deleted) t on true
          left join lateral (select bb.id, bb.account_name from bank_accounts bb
                              where bb.community_agent_id = i.community_agent_id
                                and bb.gl_account_id in (select d.account_id from item_agent_details d
                                                          where d.item_agent_id = ia.id)
                              order by bb.is_primary desc, bb.id limit 1) b on true
          left join lateral (select r.id, r.txn_type_id from items r
                              where r.parent_item_id = i.id
                                and r.txn_type_id = any(${idArray(PaymentReversalTxnTypeIds)})
                                and r.status_id <> ${StatusId.Deleted}::smallint
                              order by r.id limit 1) rv on true
         where i.id = any(${idArray(itemIds)}) and i.txn_type_id = any(${idArray(paymentTypeIds)})
           and (${agentId ?? null}::bigint is null or ia.agent_id = ${agentId ?? null}::bigint)
         order by i.id, ia.id`,
  );
  const found = new Set(rows.map((r) => r.TopsItemId));
  if (itemIds.some((id) => !found.has(id))) throw notFound();
  await requireCommunities(
    ctx,
    rows.map((r) => r.CommunityAgentId),
  );
  const applications = await readApplications(
    ctx,
    rows.map((r) => r.TopsItemAgentId),
  );
  return rows.map((r) => ({
    ...r,
    TxnTypeName: paymentTxnTypeName(r.TopsTxnTypeId),
    Applications: applications.get(r.TopsItemAgentId) ?? [],
  }));
}

/** What each item agent's details paid (or, for a backout or NSF, put back), by item agent. */
async function readApplications(
  ctx: RequestContext,
  itemAgentIds: readonly number[],
): Promise<Map<number, PaymentApplication[]>> {
  const rows = await queryRows<PaymentApplication & { ItemAgentId: number }>(
    ctx.tx,
    sql`select d.item_agent_id::int8 as "ItemAgentId", d.id::int8 as "TopsItemAgentDetailId",
               c.id::int8 as "CodeID", c.code_alias as "CodeAlias", c.code_name as "CodeName",
               d.amount_cents::int8 as "Amount",
               c.code_type_id = ${CodeTypeId.PrePaid}::smallint as "IsPrepaid"
          from item_agent_details d join codes c on c.id = d.code_id
         where d.item_agent_id = any(${idArray(itemAgentIds)}) and not d.is_deleted
         order by d.item_agent_id, d.id`,
  );
  const byAgent = new Map<number, PaymentApplication[]>();
  for (const { ItemAgentId, ...application } of rows) {
    byAgent.set(ItemAgentId, [...(byAgent.get(ItemAgentId) ?? []), application]);
  }
  return byAgent;
}

/** One payment, backout or NSF. */
export async function readOwnerPayment(ctx: RequestContext, itemId: number): Promise<OwnerPayment> {
  const [payment] = await readOwnerPayments(ctx, [itemId]);
  if (!payment) throw notFound();
  return payment;
}
