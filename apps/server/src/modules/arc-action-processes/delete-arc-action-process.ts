import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { isArcProcessInUse } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess } from '../ccr-actions/index';
import { ArcProcessKind, arcProcessUsage } from './arc-process-kind';

type Delete = typeof contract.arcActionProcesses.DeleteArcActionProcess;

/**
 * ArcActionProcess/DeleteArcActionProcess (spec 3 §5): a process codes or requests use is refused
 * with 'Arc action process is used, cannot remove.' (409); otherwise it is soft-deleted.
 */
export async function deleteArcActionProcess(
  ctx: RequestContext,
  { body }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  requireClaim(ctx, 'community', 'delete');
  const process = await requireActionProcess(ctx, body.ActionProcessId, ArcProcessKind);
  if (isArcProcessInUse(await arcProcessUsage(ctx, process.id)))
    throw appError('ArcActionProcessInUse');
  await ctx.tx.execute(
    sql`update action_processes set is_deleted = true, updated_at = now()
         where id = ${process.id}`,
  );
  return { ActionProcessId: process.id };
}
