import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, RemoveItemResult, ResponseOf } from '@hoa/contract';
import {
  ApPaymentMethod,
  ApPaymentStatus,
  ApRemovalMessages as M,
  apRemovalViolation,
  claimForTxnType,
  InboxState,
  StatusId,
  TxnTypeId,
  type ApRemovalFacts,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { reversePosting } from '../gl/index';
import { requireRemovable } from '../owner-ledger/index';
import { voidPayments } from '../payables/index';
import { idArray } from '../../sql/index';

type Remove = typeof contract.apAdjustments.RemoveTransaction;

interface Target {
  id: number;
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  paymentId: number | null;
  paymentStatus: number | null;
  paymentMethod: number | null;
  /** A bill: paid_cents; an adjustment: its invoice's paid beyond the total left without it. */
  paidCents: number;
  adjustmentIds: number[];
  /** An adjustment: its invoice and signed amount. */
  invoiceItemId: number | null;
  signedCents: number;
}

/**
 * AccountsPayable/RemoveTransaction (spec 2 §4 'Removal rule violations', §8 'Removing a
 * transaction'): a bill (with its AP adjustments once the user confirmed), an AP adjustment, or a
 * check. Posted lines are reversed on their own dates and the item is marked deleted (16); a bill
 * leaves the payables (rejected), an adjustment gives back what it changed, a check is voided on
 * its date first. A voided check or a paid bill is refused.
 */
export async function removeApTransaction(
  ctx: RequestContext,
  { body }: InputOf<Remove>,
): Promise<ResponseOf<Remove>> {
  const t = await lockTarget(ctx, body.ItemId);
  const kind = kindOf(t);
  requireClaim(ctx, claimForTxnType(t.txnTypeId) ?? 'apprintchecks', 'delete');
  await requireRemovable(ctx, { ...t, ownerAgentIds: [] });
  const facts: ApRemovalFacts = {
    kind,
    paidCents: t.paidCents,
    voided: t.paymentStatus === ApPaymentStatus.Voided,
    adjustments: t.adjustmentIds.length,
  };
  const violation = apRemovalViolation(facts, body.BypassValidation);
  const result = (removed: boolean): RemoveItemResult => ({
    TopsItemId: t.id,
    TopsTxnTypeId: t.txnTypeId,
    IsRemoved: removed,
    RuleViolationId: violation?.RuleViolationId ?? null,
    Message: violation?.Message ?? null,
    CanBypass: violation?.CanBypass ?? false,
    Agents: [],
  });
  if (violation) return result(false);
  const companyId = ctx.user.companyId;
  if (kind === 'check' && t.paymentId !== null) {
    await voidPayments(ctx.tx, companyId, ctx.user.userId, [t.paymentId], null, {
      digitalStatus: null,
    });
  }
  const removed = kind === 'bill' ? [t.id, ...t.adjustmentIds] : [t.id];
  const ids = idArray(removed);
  if (kind !== 'check') {
    await reversePosting(ctx.tx, companyId, { itemIds: removed, descriptionPrefix: 'Removed: ' });
  }
  await ctx.tx.execute(
    sql`update items set status_id = ${StatusId.Deleted}, updated_at = now() where id = any(${ids})`,
  );
  if (kind === 'bill') {
    await ctx.tx.execute(
      sql`update ap_invoices set inbox_state = ${InboxState.Rejected}, updated_at = now()
           where item_id = ${t.id}::bigint`,
    );
  } else if (kind === 'adjustment') {
    await ctx.tx.execute(
      sql`with v as (
            update ap_invoices set total_cents = total_cents - ${t.signedCents}::bigint, updated_at = now()
             where item_id = ${t.invoiceItemId}::bigint
            returning item_id, total_cents = paid_cents as settled
          )
          update items i set status_id = case when v.settled then ${StatusId.Complete}::smallint
                                              else ${StatusId.Posted}::smallint end, updated_at = now()
            from v where i.id = v.item_id and i.status_id in (${StatusId.Posted}, ${StatusId.Complete})`,
    );
  }
  return result(true);
}

function kindOf(t: Target): ApRemovalFacts['kind'] {
  if (t.paymentId !== null) {
    const checks: number[] = [ApPaymentMethod.PrintedCheck, ApPaymentMethod.HandwrittenCheck];
    if (!checks.includes(t.paymentMethod ?? 0)) throw appError('PayablesRemovalDigitalPayment');
    return 'check';
  }
  if (t.invoiceItemId !== null && t.txnTypeId === TxnTypeId.ApAdjustment) return 'adjustment';
  if (t.txnTypeId === TxnTypeId.Bill || t.txnTypeId === TxnTypeId.SeparateCheck) {
    if (t.invoiceItemId === t.id) return 'bill';
  }
  throw badRequest(M.notPayables);
}

/** The item with what the rules need, locked; its community checked. */
async function lockTarget(ctx: RequestContext, itemId: number): Promise<Target> {
  const [t] = await queryRows<Target>(
    ctx.tx,
    sql`select i.id::int8 as id, i.community_agent_id::int8 as "communityAgentId",
               i.txn_type_id::int as "txnTypeId", i.status_id::int as "statusId",
               coalesce(i.post_date, i.event_date)::text as "postDate",
               p.id::int8 as "paymentId", p.status::int as "paymentStatus",
               p.method::int as "paymentMethod",
               coalesce(v.item_id, pv.item_id)::int8 as "invoiceItemId",
               coalesce(adj.signed, 0)::int8 as "signedCents",
               greatest(case when v.item_id is not null then v.paid_cents
                             when pv.item_id is not null
                               then pv.paid_cents - (pv.total_cents - coalesce(adj.signed, 0))
                             else 0 end, 0)::int8 as "paidCents",
               coalesce((select array_agg(c.id::int8 order by c.id) from items c
                          where c.parent_item_id = i.id and c.txn_type_id = ${TxnTypeId.ApAdjustment}
                            and c.status_id <> ${StatusId.Deleted} and v.item_id is not null),
                        '{}') as "adjustmentIds"
          from items i
          left join ap_payments p on p.item_id = i.id
          left join ap_invoices v on v.item_id = i.id
          left join ap_invoices pv on pv.item_id = i.parent_item_id
               and i.txn_type_id = ${TxnTypeId.ApAdjustment}
          left join lateral (
            select sum(case when d.is_debit then d.amount_cents else -d.amount_cents end) as signed
              from item_agents a join item_agent_details d on d.item_agent_id = a.id
             where a.item_id = i.id and i.txn_type_id = ${TxnTypeId.ApAdjustment}
          ) adj on true
         where i.id = ${itemId}::bigint
           for update of i`,
  );
  if (!t) throw notFound();
  await requireCommunity(ctx, t.communityAgentId);
  if (t.statusId === StatusId.Deleted) throw appError('AlreadyRemoved');
  return t;
}
