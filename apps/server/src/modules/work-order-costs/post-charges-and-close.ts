import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  StatusId,
  TxnTypeId,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { storeAdjustment } from '../adjustments/index';
import { requireWorkOrder, type WorkOrderFacts } from './work-order-rows';

type PostChargesAndClose = typeof contract.workOrderCosts.PostChargesAndClose;
type Body = InputOf<PostChargesAndClose>['body'];

/** The work order code charged: a work order code (type 8) of the community, with its accounts. */
async function chargeCode(ctx: RequestContext, workOrder: WorkOrderFacts, codeId: number) {
  const [code] = await queryRows<{
    alias: string;
    receivable: string | number | null;
    income: string | number | null;
  }>(
    ctx.tx,
    sql`select k.code_alias as alias,
               (select a.account_id from code_accounts a where a.code_id = k.id
                  and a.code_account_type_id = ${CodeAccountTypeId.Receivable} limit 1) as receivable,
               (select a.account_id from code_accounts a where a.code_id = k.id
                  and a.code_account_type_id = ${CodeAccountTypeId.Income} limit 1) as income
          from codes k
         where k.id = ${codeId} and k.code_type_id = ${CodeTypeId.WorkOrderCode}
           and k.community_agent_id = ${workOrder.communityAgentId}`,
  );
  if (!code) throw badRequest(M.notWorkOrderCode);
  return {
    alias: code.alias,
    hasReceivable: code.receivable !== null,
    incomeAccountId: code.income === null ? null : Number(code.income),
  };
}

/**
 * The owner charged: the billed primary owner of the property (the one asked for, else the work
 * order's), else the work order's owner; null when there is none.
 */
async function chargedOwner(
  ctx: RequestContext,
  workOrder: WorkOrderFacts,
  body: Body,
): Promise<number | null> {
  const propertyId = body.PropertyAgentId ?? workOrder.propertyAgentId;
  if (propertyId === null) return workOrder.ownerAgentId;
  const [property] = await queryRows<{ owner: string | number | null }>(
    ctx.tx,
    sql`select (select o.id from agents o
                 where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
                   and o.is_active and not o.is_deleted order by o.id limit 1) as owner
          from agents p
         where p.id = ${propertyId} and p.agent_type_id = ${AgentTypeId.Property}
           and p.community_agent_id = ${workOrder.communityAgentId} and not p.is_deleted`,
  );
  if (!property) throw badRequest(M.propertyNotInCommunity);
  return property.owner === null ? workOrder.ownerAgentId : Number(property.owner);
}

/**
 * WorkOrder/PostChargesAndClose (spec 3 'Work order close and post'): in one transaction, the work
 * order's row locked (a concurrent second call waits, then finds it Closed), its billable costs
 * charged to the owner as one owner charge (Add charge 45, on the work order code, held on its
 * receivable account and offset on its income account, posted through the receivable posting
 * builder on the charge date, which must lie in an open period), and the work order Closed on
 * that date. Nothing billable: closed without a charge. Refusals carry the spec's text and why.
 */
export async function postChargesAndClose(
  ctx: RequestContext,
  { body }: InputOf<PostChargesAndClose>,
): Promise<ResponseOf<PostChargesAndClose>> {
  requireClaim(ctx, 'workordermaintain', 'update');
  const workOrder = await requireWorkOrder(ctx, body.WorkOrderItemId, true);
  if (workOrder.communityAgentId !== body.CommunityAgentId) throw notFound();
  if (workOrder.statusId === StatusId.Closed) throw badRequest(M.alreadyClosed);
  const code = await chargeCode(ctx, workOrder, body.WorkOrderCodeId);
  const [billable] = await queryRows<{ cents: string | number }>(
    ctx.tx,
    sql`select coalesce(sum(amount_cents), 0) as cents from work_order_cost_items
         where work_order_item_id = ${workOrder.itemId} and is_billable`,
  );
  const chargedCents = Number(billable?.cents ?? 0);
  let chargeItemId: number | null = null;
  if (chargedCents > 0) {
    if (!code.hasReceivable || code.incomeAccountId === null) throw badRequest(M.codeHasNoAccounts);
    const ownerAgentId = await chargedOwner(ctx, workOrder, body);
    if (ownerAgentId === null) throw badRequest(M.noOwner);
    const description = `Work order ${workOrder.itemId}: ${workOrder.summary}`.slice(0, 200);
    chargeItemId = await storeAdjustment(
      ctx,
      {
        communityAgentId: workOrder.communityAgentId,
        txnTypeId: TxnTypeId.AddCharge,
        postDate: body.ChargeDate,
        reference: code.alias,
        description,
        idempotencyKey: null,
        owners: [
          {
            ownerAgentId,
            lines: [
              {
                codeId: body.WorkOrderCodeId,
                amountCents: chargedCents,
                isDebit: true,
                accountId: code.incomeAccountId,
                description,
              },
            ],
          },
        ],
      },
      true,
    );
  }
  await ctx.tx.execute(
    sql`update work_orders set charge_item_id = ${chargeItemId}, closed_on = ${body.ChargeDate},
               updated_at = now()
         where item_id = ${workOrder.itemId}`,
  );
  await ctx.tx.execute(
    sql`update items set status_id = ${StatusId.Closed}::smallint, updated_at = now()
         where id = ${workOrder.itemId}`,
  );
  return {
    WorkOrderItemId: workOrder.itemId,
    ChargeItemId: chargeItemId,
    ChargedCents: chargedCents,
  };
}
