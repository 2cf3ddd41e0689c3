import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { allocateCents } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockAccruedItem } from './accrued-item';
import { itemSummary } from './item-summary';
import { ItemMessages as M } from './messages';
import { idArray } from '../../sql/index';
import { setItemLineAmounts, type ItemLineAmount } from '../owner-ledger/index';

type OverrideItem = typeof contract.items.OverrideItem;

interface DetailRow {
  /** Null on an assessment run's line (its arrays). */
  detail: number | null;
  owner: number;
  code: number;
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
    sql`select d.item_agent_detail_id::int8 as detail, d.agent_id::int8 as owner,
               d.code_id::int8 as code,
               d.accrued_amount_cents::int8 as accrued, d.is_debit as debit,
               d.account_id is not null as offset
          from item_lines d
         where d.item_id = ${item.id}::bigint and d.is_live and d.code_id is not null
           and d.agent_id = any(${idArray(owners.map(([id]) => id))})
         order by d.item_agent_detail_id, d.code_id`,
  );
  const lines: ItemLineAmount[] = [];
  for (const [owner, amount] of owners) {
    const ownLines = details.filter((d) => d.owner === owner);
    if (ownLines.length === 0) throw appError('ItemOwnerNotOnItem', M.ownerNotOnItem);
    if (ownLines.some((d) => !d.offset || d.debit !== ownLines[0]?.debit))
      throw badRequest(M.cannotOverride);
    const weights = ownLines.some((d) => d.accrued > 0)
      ? ownLines.map((d) => d.accrued)
      : ownLines.map(() => 1);
    const parts = allocateCents(amount, weights);
    ownLines.forEach((d, i) => {
      lines.push({ agentId: owner, codeId: d.code, detailId: d.detail, amount: parts[i] ?? 0 });
    });
  }
  await setItemLineAmounts(ctx.tx, item.id, lines);
  await ctx.tx.execute(sql`update items set updated_at = now() where id = ${item.id}::bigint`);
  return itemSummary(ctx, item.id);
}
