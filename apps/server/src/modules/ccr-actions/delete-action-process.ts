import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess } from './action-process-rows';

type Delete = typeof contract.ccrActions.DeleteActionProcess;

/**
 * CcrAction/DeleteActionProcess (spec 3 §4): a process still used by codes is refused with the
 * number of codes and what to do (409), unless ReassignToActionProcessId names another live
 * process of the same community: its codes move there (update access), then it goes. The process
 * and its levels are soft-deleted: violations that climbed it keep their history.
 */
export async function deleteActionProcess(
  ctx: RequestContext,
  { body }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  requireClaim(ctx, 'ccrviolations', 'delete');
  const process = await requireActionProcess(ctx, body.ActionProcessId);
  const [usage] = await queryRows<{ codes: number }>(
    ctx.tx,
    sql`select count(*)::int as codes from action_process_codes
         where action_process_id = ${process.id}`,
  );
  const codeCount = usage?.codes ?? 0;
  const targetId = body.ReassignToActionProcessId;
  if (codeCount > 0) {
    if (targetId === undefined) throw appError('ActionProcessInUse', codeCount);
    requireClaim(ctx, 'ccrviolations', 'update');
    if (targetId === process.id) throw appError('ActionProcessReassignToItself');
    const target = await requireActionProcess(ctx, targetId);
    if (target.communityAgentId !== process.communityAgentId) throw appError('ActionProcessNotCcr');
    await ctx.tx.execute(
      sql`update action_process_codes set action_process_id = ${target.id}
           where action_process_id = ${process.id}`,
    );
  }
  await ctx.tx.execute(
    sql`update action_processes set is_deleted = true, updated_at = now()
         where id = ${process.id}`,
  );
  return { ActionProcessId: process.id, ReassignedCodeCount: codeCount };
}
