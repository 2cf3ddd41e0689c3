import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { allocateCents } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockAccruedItem } from './accrued-item';
import { itemSummary } from './item-summary';
import { ItemMessages as M } from './messages';
import { idArray } from '../../sql/index';

type OverrideItem = typeof contract.items.OverrideItem;

interface DetailRow {
  id: number;
  owner: number;
  accrued: number;
  debit: boolean;
  offset: boolean;
}

/**
 * Item/OverrideItem: overridden amounts for owners of an accrued run (any accrued owner
 * transaction), as UpdateItemBatchSummary overrides a charge run's lines: the amounts change, the
 * accrued amounts stay, so the run shows as edited. An owner's amount is spread over their lines
 * by the accrued amounts (the remainder placed so the lines sum to it exactly). Lines that move a
 * balance between codes (no offset account) or that mix charges and credits are not overridden.
 */
export async function overrideItem(
  ctx: RequestContext,
  { body }: InputOf<OverrideItem>,
): Promise<ResponseOf<OverrideItem>> {
  const item = await lockAccruedItem(ctx, body.TopsItemId, 'update');
  const owners = [...new Map(body.Owners.map((a) => [a.TopsAgentId, a.Amount]))];
  const details = await queryRows<DetailRow>(
    ctx.tx,
    sql`select d.id::int8 as id, ia.agent_id::int8 as owner,
               d.accrued_amount_cents::int8 as accrued, d.is_debit as debit,
               d.account_id is not null as offset
          from item_agents ia join item_agent_details d on d.item_agent_id = ia.id
         where ia.item_id = ${item.id}::bigint and not ia.is_deleted and not d.is_deleted
           and d.code_id is not null
           and ia.agent_id = any(${idArray(owners.map(([id]) => id))})
         order by d.id`,
  );
  const ids: number[] = [];
  const amounts: number[] = [];
  for (const [owner, amount] of owners) {
    const lines = details.filter((d) => d.owner === owner);
    if (lines.length === 0) throw appError('ItemOwnerNotOnItem', M.ownerNotOnItem);
    if (lines.some((d) => !d.offset || d.debit !== lines[0]?.debit))
      throw badRequest(M.cannotOverride);
    const weights = lines.some((d) => d.accrued > 0)
      ? lines.map((d) => d.accrued)
      : lines.map(() => 1);
    const parts = allocateCents(amount, weights);
    lines.forEach((d, i) => {
      ids.push(d.id);
      amounts.push(parts[i] ?? 0);
    });
  }
  await ctx.tx.execute(
    sql`update item_agent_details d set amount_cents = u.amount
          from unnest(${idArray(ids)}, ${idArray(amounts)})
               as u(id, amount)
         where d.id = u.id`,
  );
  await ctx.tx.execute(sql`update items set updated_at = now() where id = ${item.id}::bigint`);
  return itemSummary(ctx, item.id);
}
