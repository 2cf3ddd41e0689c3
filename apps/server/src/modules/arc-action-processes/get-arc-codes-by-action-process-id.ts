import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess, selectProcessCodes } from '../ccr-actions/index';
import { ArcProcessKind } from './arc-process-kind';

type Codes = typeof contract.arcActionProcesses.GetArcCodesByActionProcessId;

/** ArcActionProcess/GetArcCodesByActionProcessId: the architectural codes following the process. */
export async function getArcCodesByActionProcessId(
  ctx: RequestContext,
  { query }: InputOf<Codes>,
): Promise<ResponseOf<Codes>> {
  requireClaim(ctx, 'community', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId, ArcProcessKind);
  return selectProcessCodes(ctx, sql`c.action_process_id = ${process.id}`, ArcProcessKind);
}
