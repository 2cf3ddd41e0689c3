import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readActionProcess, requireActionProcess } from './action-process-rows';

type GetActionProcess = typeof contract.ccrActions.GetActionProcess;

/** CcrAction/GetActionProcess: one live CCR process with its levels. */
export async function getActionProcess(
  ctx: RequestContext,
  { query }: InputOf<GetActionProcess>,
): Promise<ResponseOf<GetActionProcess>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId);
  return readActionProcess(ctx, process.id);
}
