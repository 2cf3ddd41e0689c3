import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { isArcProcessInUse } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess } from '../ccr-actions/index';
import { ArcProcessKind, arcProcessUsage } from './arc-process-kind';

type Assigned = typeof contract.arcActionProcesses.isArcActionProcessAlreadyAssigned;

/**
 * ArcActionProcess/isArcActionProcessAlreadyAssigned: whether codes (or requests) use the
 * process, which the screen asks before it offers to remove it.
 */
export async function isArcActionProcessAlreadyAssigned(
  ctx: RequestContext,
  { query }: InputOf<Assigned>,
): Promise<ResponseOf<Assigned>> {
  requireClaim(ctx, 'community', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId, ArcProcessKind);
  const usage = await arcProcessUsage(ctx, process.id);
  return { IsAssigned: isArcProcessInUse(usage), ...usage };
}
