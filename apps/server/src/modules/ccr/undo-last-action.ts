import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { nextActionOn, StatusId, ViolationMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lastTakenOn, processLevels } from './process-levels';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { removeFine } from './remove-ccr-transaction-item';
import { fineRemovedSql } from './violation-fines';

type UndoLastAction = typeof contract.ccr.UndoLastAction;

/**
 * Ccr undo last action: the open violation's last action taken back in one transaction. Its fine
 * is removed through the owner ledger's removal rules (a refused removal refuses the undo); its
 * letter batch is removed while not released (a letter sent stays in the delivery ledger); the
 * violation is back on the level before, with that level's next action date.
 */
export async function undoLastAction(
  ctx: RequestContext,
  { body }: InputOf<UndoLastAction>,
): Promise<ResponseOf<UndoLastAction>> {
  const record = await requireCcrRecord(ctx, body.itemId, 'update');
  if (record.State !== 'Open') throw badRequest(M.notOpen(record.State));
  const [last] = await queryRows<{
    id: string | number;
    message_batch_item_id: string | number | null;
    charge_item_id: string | number | null;
    fine_removed: boolean;
  }>(
    ctx.tx,
    sql`select a.id, a.message_batch_item_id, a.charge_item_id,
               ${fineRemovedSql('a')} as fine_removed
          from violation_actions a
         where a.item_id = ${body.itemId} order by a.sequence desc, a.id desc limit 1`,
  );
  if (!last) throw badRequest(M.nothingToUndo);
  // A refused removal of the fine refuses the undo; a fine removed before has nothing to remove.
  if (last.charge_item_id !== null && !last.fine_removed) {
    const removal = await removeFine(ctx, Number(last.charge_item_id), false);
    if (!removal.IsRemoved) throw badRequest(removal.Message ?? M.advanceFailed);
  }
  if (last.message_batch_item_id !== null)
    await ctx.tx.execute(
      sql`update items set status_id = ${StatusId.Deleted}, updated_at = now()
           where id = ${last.message_batch_item_id}
             and status_id in (${StatusId.Incomplete}, ${StatusId.Updated})`,
    );
  await ctx.tx.execute(sql`delete from violation_actions where id = ${last.id}`);
  const [previous] = await queryRows<{ sequence: number | null }>(
    ctx.tx,
    sql`select max(sequence)::int as sequence from violation_actions where item_id = ${body.itemId}`,
  );
  const position = {
    CurrentSequence: previous?.sequence ?? null,
    TakenOn: await lastTakenOn(ctx, record),
  };
  const levels =
    record.ActionProcessId === null ? [] : await processLevels(ctx, record.ActionProcessId);
  await ctx.tx.execute(
    sql`update violation_records set current_sequence = ${position.CurrentSequence},
                                     next_action_on = ${nextActionOn(levels, position)}
         where item_id = ${body.itemId}`,
  );
  return rereadCcrRecordView(ctx, body.itemId);
}
